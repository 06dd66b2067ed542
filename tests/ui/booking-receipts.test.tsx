import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { extractText } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

// A city no other UI test file books in: this file's cleaner is Brampton's demo cleaner.
const CITY = 'Brampton';

let signedIn: SignedIn;
let customer: Customer;
let cleaner: SignedIn;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Priya', 'Natarajan');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
  cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Accepted, brought forward, started and completed: the card was charged and a receipt issued. */
async function completedBooking(days: number): Promise<Job> {
  const job = await paidBooking(customer, slotInDays(CITY, days));
  await moveJob(cleaner.cookie, 'accept', job.iBookingId);
  const soon = await postToApi('/dev/jobs/soon', { iBookingId: job.iBookingId, minutes: 30 });
  if (soon.status !== 200) throw new Error(`/dev/jobs/soon: ${soon.body.message}`);
  await moveJob(cleaner.cookie, 'start', job.iBookingId);
  await workedFor(job.iBookingId, job.estimatedHour * 30 + 1);
  await moveJob(cleaner.cookie, 'complete', job.iBookingId);
  return job;
}

/** What the page hands the browser to save: the file and the name it is saved under. */
function catchDownloads() {
  const saved: { file: Blob; name: string }[] = [];
  let pending: Blob | null = null;
  // jsdom has no object URLs and does not follow a link's download: both are caught here.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (file: Blob) => {
      pending = file;
      return 'blob:receipt';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) saved.push({ file: pending, name: this.download });
    pending = null;
  });
  return saved;
}

describe('the receipt on /booking', () => {
  it('offers "Download receipt" on a completed booking, which saves the stored PDF', async () => {
    const job = await completedBooking(2);
    const saved = catchDownloads();

    actAs(signedIn);
    renderApp('/booking', { cookie: customer.cookie, timings: { toastMs: 50 } });
    const region = await screen.findByRole('region', { name: 'Past bookings' });
    const card = await within(region).findByRole('article', { name: job.vBookingNo });
    const button = await within(card).findByRole('button', { name: /^Download receipt/ });
    await userEvent.click(button);

    await waitFor(() => expect(saved).toHaveLength(1));
    const [download] = saved;
    expect(download?.name).toMatch(/^MapleShine-receipt-\d{4}-\d{6}\.pdf$/);
    const bytes = new Uint8Array(await (download?.file ?? new Blob()).arrayBuffer());
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain(job.vBookingNo);
    expect(text).toContain('HST (13%)');
    expect(text).toContain(customer.fullName);
  });

  it('shows no receipt on a booking not yet charged', async () => {
    const job = await paidBooking(customer, slotInDays(CITY, 9));

    actAs(signedIn);
    renderApp('/booking', { cookie: customer.cookie, timings: { toastMs: 50 } });
    const region = await screen.findByRole('region', { name: 'Upcoming bookings' });
    const card = await within(region).findByRole('article', { name: job.vBookingNo });
    expect(within(card).queryByRole('button', { name: /Download receipt/ })).toBeNull();
  });
});
