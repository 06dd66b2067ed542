import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import { paidBooking, slotInDays, type Customer } from '../support/ui-bookings.ts';

// Decision 168: parts whose code is not in their page's first load. Their modules are held here:
// the booking's facts until the test lets them through, the job list's tabs failing to load.

const facts = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release: () => release() };
});
vi.mock('#src/features/my-bookings/components/booking-facts.ts', async (importOriginal) => {
  await facts.held;
  return importOriginal();
});
vi.mock('#src/features/jobs/components/job-tabs.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const CITY = 'Winnipeg';
let customer: Customer;
let signedIn: SignedIn;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Ana', 'Sousa');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
});

describe("a customer's own booking, drawn by the browser", () => {
  it('stays loading until the heading and the visit can be drawn with the rest', async () => {
    const job = await paidBooking(customer, slotInDays(CITY, 40 + Math.floor(Math.random() * 200)));
    let answered: () => void = () => undefined;
    const bookingAnswered = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const realFetch = globalThis.fetch;
    const watch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const response = await realFetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/customer/booking')) answered();
      return response;
    });
    onTestFinished(() => watch.mockRestore());
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie });

    await screen.findByRole('status', { name: 'Loading your booking' });
    // The booking's answer is in while the facts' code is held: still loading, nothing drawn.
    await bookingAnswered;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('status', { name: 'Loading your booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();

    facts.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your cleaning' })).toHaveTextContent(job.vAddress);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your booking' })).not.toBeInTheDocument();
  });
});

describe("a cleaner's job list whose tabs cannot be fetched", () => {
  it('shows the loading error, not an empty list', async () => {
    const cleaner = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
    actAs(cleaner);
    renderApp('/jobs', { cookie: cleaner.cookie });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab')).not.toBeInTheDocument());
  });
});
