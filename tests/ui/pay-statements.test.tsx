import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import type { components } from '#shared/api-schema.d.ts';
import { formatMoney } from '#shared/i18n/format.ts';
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
} from '../support/ui-bookings.ts';

type ContractorJob = components['schemas']['ContractorJob'];

/*
 * The cleaner's pay statements page (issue 43, decision 136) against the real server: the week a
 * job was completed in lists it with its pay, and the week's CSV is saved under its name.
 */

// Winnipeg's demo cleaner: the other UI files that book there take other days.
const CITY = 'Winnipeg';

let signedIn: SignedIn;
let customer: Customer;
let cleaner: SignedIn;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Noah', 'Bergeron');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
  cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Accepted, brought forward, started and completed now: this week's job. */
async function completedJob(days: number): Promise<ContractorJob> {
  const job = await paidBooking(customer, slotInDays(CITY, days));
  await moveJob(cleaner.cookie, 'accept', job.iBookingId);
  const soon = await postToApi('/dev/jobs/soon', { iBookingId: job.iBookingId, minutes: 30 });
  if (soon.status !== 200) throw new Error(`/dev/jobs/soon: ${soon.body.message}`);
  await moveJob(cleaner.cookie, 'start', job.iBookingId);
  await workedFor(job.iBookingId, job.estimatedHour * 30 + 1);
  return (await moveJob(cleaner.cookie, 'complete', job.iBookingId)) as unknown as ContractorJob;
}

/** What the page hands the browser to save: the file and the name it is saved under. */
function catchDownloads() {
  const saved: { file: Blob; name: string }[] = [];
  let pending: Blob | null = null;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (file: Blob) => {
      pending = file;
      return 'blob:statement';
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

describe('the pay statements page', () => {
  it('lists the week of a completed job, opens it with the job’s pay, and saves its CSV', async () => {
    const job = await completedJob(4);
    const pay = formatMoney(Number(job.vPay), 'en-CA');
    const saved = catchDownloads();

    actAs(cleaner);
    renderApp('/pay-statements', { cookie: cleaner.cookie });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay statements' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The newest week is this one, with the job's pay in what it earned.
    const [week] = await screen.findAllByRole('article', { name: /^Week of / });
    const earned = within(week!).getByRole('group', { name: 'Earned' });
    expect(earned.textContent).toMatch(/\$[\d,]+\.\d\d/);
    await userEvent.click(within(week!).getByRole('link', { name: /^See the week of / }));

    const jobs = await screen.findByRole('region', { name: 'Completed jobs' }, { timeout: 10_000 });
    const row = within(jobs).getByText(job.vBookingNo).closest('tr')!;
    expect(row.textContent).toContain(pay);
    expect(screen.getByRole('heading', { level: 1, name: /^Week of / })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await saved[0]!.file.text();
    expect(csv).toContain('Type,Date,Booking,Description,Hours,Amount (CAD)');
    expect(csv).toContain(`${job.vBookingNo},`);
    expect(csv).toContain(Number(job.vPay).toFixed(2));
  });

  it('points a customer to their bookings', async () => {
    actAs(signedIn);
    renderApp('/pay-statements', { cookie: customer.cookie });
    expect(
      await screen.findByText(/Pay statements are for cleaners/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my bookings' })).toBeInTheDocument();
  });
});
