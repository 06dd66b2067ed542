import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import {
  demoContractorEmail,
  moveJob,
  paidBooking,
  slotInDays,
  workedFor,
  type Customer,
  type Job,
} from '../support/ui-bookings.ts';

// Decision 131: a tip whose card asks for the bank's check (3-D Secure) runs it in the panel,
// on the test gateway through the test authentication dialog.

const CITY = 'Ottawa';
const CHECKED_CARD = 'pm_card_authenticationRequired';
// Within 4 days, so the card is held at payment whatever the hour of the run (5 days ahead is
// beyond the hold window early in the morning).
let bookings = 0;
function heldSlot() {
  bookings += 1;
  return slotInDays(CITY, 2 + (bookings % 3));
}

let signedIn: SignedIn;
let customer: Customer;
let cleaner: SignedIn;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Noor', 'Haddad');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
  cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
});

/** Paid with the card that always asks for the check (approved), then completed: charged. */
async function completedBooking(): Promise<Job> {
  const job = await paidBooking(customer, heldSlot(), CHECKED_CARD);
  await moveJob(cleaner.cookie, 'accept', job.iBookingId);
  const soon = await postToApi('/dev/jobs/soon', { iBookingId: job.iBookingId, minutes: 30 });
  if (soon.status !== 200) throw new Error(`/dev/jobs/soon: ${soon.body.message}`);
  await moveJob(cleaner.cookie, 'start', job.iBookingId);
  await workedFor(job.iBookingId, job.estimatedHour * 30 + 1);
  await moveJob(cleaner.cookie, 'complete', job.iBookingId);
  return job;
}

async function chooseTenPercent() {
  const panel = await screen.findByRole('region', { name: /^Add a tip for / });
  await userEvent.click(within(panel).getByRole('radio', { name: /^10 % · / }));
  await userEvent.click(within(panel).getByRole('button', { name: /^Add tip of / }));
  return panel;
}

async function testDialog() {
  return screen.findByRole('dialog', { name: /Test authentication/ });
}

describe('a tip whose card asks for the bank’s check', () => {
  it('opens the test check and, once approved, thanks the customer: the tip is given', async () => {
    const job = await completedBooking();
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie });

    const panel = await chooseTenPercent();
    const dialog = await testDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    const status = await within(panel).findByRole('status');
    expect(status).toHaveTextContent(
      /^Thank you! Your tip of \$[\d,]+\.\d\d goes to \S+ in full\./,
    );
    expect(
      within(panel).getByText(/^You tipped \S+ \$[\d,]+\.\d\d on .+\. Thank you!$/),
    ).toBeVisible();
    const tips = await postToApi('/api/contractor/tips', {}, { cookie: cleaner.cookie });
    expect(JSON.stringify(tips.body)).toContain('"vCustomerFirstName":"Noor"');
  });

  it('says the bank’s refusal when the check fails, charges nothing, and lets the customer try again', async () => {
    const job = await completedBooking();
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie });

    const panel = await chooseTenPercent();
    await userEvent.click(
      within(await testDialog()).getByRole('button', { name: 'Fail authentication' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Test authentication/ })).toBeNull(),
    );
    expect(await within(panel).findByRole('alert')).not.toHaveTextContent(/^$/);
    const offer = await postToApi(
      '/api/customer/booking/tip',
      { iBookingId: job.iBookingId },
      { cookie: customer.cookie },
    );
    expect(offer.body.data).toMatchObject({ eState: 'open', tip: null });
    expect(within(panel).getByRole('radio', { name: /^10 % · / })).toBeChecked();

    // Another amount, approved this time.
    await userEvent.click(within(panel).getByRole('radio', { name: /^15 % · / }));
    expect(within(panel).queryByRole('alert')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: /^Add tip of / }));
    await userEvent.click(
      within(await testDialog()).getByRole('button', { name: 'Complete authentication' }),
    );
    expect(await within(panel).findByRole('status')).toHaveTextContent(/^Thank you! /);
  });
});
