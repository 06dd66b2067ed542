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

// Issue 42, decision 119: the tip panel of a completed booking and the cleaner's tips.

const CITY = 'Toronto';
// Within 4 days, so the card is held at payment and completing charges it whatever the hour of
// the run (a slot 5 days ahead is more than the 5-day hold window away early in the morning); each
// booking is brought forward to now before it starts, so its day is free again for the next one.
let bookings = 0;
function heldSlot() {
  bookings += 1;
  return slotInDays(CITY, 2 + (bookings % 3));
}

let signedIn: SignedIn;
let customer: Customer;
let cleaner: SignedIn;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Aisha', 'Okafor');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
  cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
});

/** Accepted, brought forward, started and completed: the card was charged. */
async function completedBooking(): Promise<Job> {
  const job = await paidBooking(customer, heldSlot());
  await moveJob(cleaner.cookie, 'accept', job.iBookingId);
  const soon = await postToApi('/dev/jobs/soon', { iBookingId: job.iBookingId, minutes: 30 });
  if (soon.status !== 200) throw new Error(`/dev/jobs/soon: ${soon.body.message}`);
  await moveJob(cleaner.cookie, 'start', job.iBookingId);
  await workedFor(job.iBookingId, job.estimatedHour * 30 + 1);
  await moveJob(cleaner.cookie, 'complete', job.iBookingId);
  return job;
}

/** "$123.45" of cents. */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function tipPanel() {
  return screen.findByRole('region', { name: /^Add a tip for / });
}

describe('the tip panel of a completed booking', () => {
  it('offers 10, 15 and 20 % as amounts with nothing chosen, and tips the one chosen', async () => {
    const job = await completedBooking();
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie });

    const panel = await tipPanel();
    const radios = within(panel).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    for (const radio of radios) expect(radio).not.toBeChecked();
    const tenPercent = within(panel).getByRole('radio', { name: /^10 % · \$[\d,]+\.\d\d$/ });
    expect(tenPercent).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: /^15 % · / })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: /^20 % · / })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Another amount' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'No tip' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add tip' })).toBeDisabled();
    expect(within(panel).getByText(/is not taxed, and 100% goes to /)).toBeInTheDocument();

    const fifteen = within(panel).getByRole('radio', { name: /^15 % · / });
    const amount = /· (\$[\d,]+\.\d\d)$/.exec(
      (fifteen as HTMLInputElement).labels?.[0]?.textContent ?? '',
    )?.[1];
    expect(amount).toBeDefined();
    await userEvent.click(fifteen);
    expect(
      await within(panel).findByRole('button', { name: `Add tip of ${amount}` }),
    ).toBeEnabled();
    await userEvent.click(within(panel).getByRole('button', { name: /^Add tip of / }));

    const status = await within(panel).findByRole('status');
    expect(status).toHaveTextContent(
      /^Thank you! Your tip of \$[\d,]+\.\d\d goes to \S+ in full\./,
    );
    expect(status).toHaveTextContent('Your tip receipt was sent by e-mail.');
    expect(
      within(panel).getByText(/^You tipped \S+ \$[\d,]+\.\d\d on .+\. Thank you!$/),
    ).toBeVisible();
    expect(within(panel).queryByRole('radio')).toBeNull();
  });

  it('says the server’s refusal of too small an amount, and "No tip" asks nothing', async () => {
    const job = await completedBooking();
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie });

    const panel = await tipPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Another amount' }));
    const input = await within(panel).findByRole('textbox', { name: 'Tip amount in dollars' });
    expect(within(panel).getByText(/^From \$1\.00 to \$[\d,]+\.\d\d$/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add tip' }));
    expect(await within(panel).findByText('Please enter the amount of your tip.')).toBeVisible();

    await userEvent.type(input, '0.5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add tip of $0.50' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'A tip must be at least $1.00.',
    );

    await userEvent.click(within(panel).getByRole('radio', { name: 'No tip' }));
    expect(within(panel).queryByRole('button', { name: /^Add tip/ })).toBeNull();
    expect(
      within(panel).getByText(/^No tip, no problem\. You can still add one until /),
    ).toBeVisible();
  });

  it('speaks French to a French reader: « 10 % · 8,40 $ » and the tip in French', async () => {
    const job = await completedBooking();
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie, locale: 'fr-CA' });

    const panel = await screen.findByRole('region', {
      name: /^Laisser un pourboire à \S+\u00a0\?$/,
    });
    expect(
      within(panel).getByRole('radio', { name: /^10\u00a0% · [\d\u00a0\u202f]+,\d\d\u00a0\$$/ }),
    ).not.toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Autre montant' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Pas de pourboire' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('radio', { name: /^20\u00a0% · / }));
    await userEvent.click(within(panel).getByRole('button', { name: /^Laisser un pourboire de / }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      /^Merci ! Votre pourboire de .+ va en entier à \S+\./,
    );
  });

  it('is not shown before the cleaning is completed', async () => {
    const job = await paidBooking(customer, slotInDays(CITY, 300 + Math.floor(Math.random() * 60)));
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Payment' })).toBeVisible());
    expect(screen.queryByRole('region', { name: /^Add a tip for / })).toBeNull();
  });
});

describe("the cleaner's earnings", () => {
  it('lists the tip with the customer’s first name and its amount', async () => {
    const job = await completedBooking();
    const tipped = await postToApi(
      '/api/customer/booking/tip/add',
      { iBookingId: job.iBookingId, iAmountCents: 1234 },
      { cookie: customer.cookie },
    );
    expect(tipped.status).toBe(200);

    actAs(cleaner);
    renderApp('/dashboard', { cookie: cleaner.cookie });
    const tips = await screen.findByRole('region', { name: 'Tips' });
    expect(within(tips).getByText(/^Tips in total: \$[\d,]+\.\d\d$/)).toBeVisible();
    const row = within(tips)
      .getAllByRole('row')
      .find((each) => within(each).queryByText(dollars(1234)) !== null);
    expect(row).toBeDefined();
    expect(within(row!).getByText('Aisha')).toBeInTheDocument();
    expect(within(tips).queryByText(/Okafor/)).toBeNull();
  });
});
