import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { plainSpaces } from '#shared/i18n/format.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderAppIn } from '../support/render-in-locale.tsx';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import { paidBooking, slotInDays, type Job } from '../support/ui-bookings.ts';

// The console's ledger against the real server (issue 43, decision 132): the report per day and
// city, a range it refuses with the server's reason, and a booking's own movements with the line
// that says they reconcile. A booking paid two days ahead holds its card: one movement today, on
// Winnipeg's clock. The report's days are the city's, the range shown first is the operator's month:
// the rows are asked for by a range around Winnipeg's today, which holds at any hour of any month.

const CITY = 'Winnipeg';
const ZONE = 'America/Winnipeg';

/** A day on a zone's clock, `daysAhead` after today, YYYY-MM-DD. */
function dayIn(timeZone: string, daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}

/** Types a range into the form and presses Show. */
async function showRange(
  user: ReturnType<typeof userEvent.setup>,
  labels: { form: string; from: RegExp; to: RegExp },
  range: { from: string; to: string },
) {
  const form = screen.getByRole('form', { name: labels.form });
  const from = within(form).getByLabelText(labels.from);
  const to = within(form).getByLabelText(labels.to);
  await user.clear(from);
  await user.type(from, range.from);
  await user.clear(to);
  await user.type(to, range.to);
  await user.click(within(form).getByRole('button'));
}

const ENGLISH_FORM = { form: 'Days to show', from: /^From/, to: /^To/ };
const FRENCH_FORM = { form: 'Jours à afficher', from: /^Du/, to: /^Au/ };
/** The days around the booking's movement, on its city's clock (a midnight may pass meanwhile). */
const aroundToday = () => ({ from: dayIn(ZONE, -1), to: dayIn(ZONE, 0) });

let operator: SignedIn;
let job: Job;

beforeAll(async () => {
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
  const person = await newCustomerThroughApi('Lena', 'Fournier');
  const customer = await signInAs(person.email, person.password);
  // Within five days, so the card is held at once (a later cleaning's card is only saved). Other
  // files book Winnipeg's mornings of these days too (pay-statements.test.tsx day 4, and
  // `acceptedJobDueWithinTheHour` falls back on days 2-5 when other cities are taken): the first
  // of days 1-3 that a cleaner is free.
  const refusals: string[] = [];
  for (const days of [1, 2, 3]) {
    try {
      job = await paidBooking(
        { cookie: customer.cookie, fullName: person.fullName, email: person.email },
        slotInDays(CITY, days),
      );
      return;
    } catch (error) {
      refusals.push(`day ${days}: ${String(error)}`);
    }
  }
  throw new Error(`no Winnipeg morning of days 1-3 was free:\n${refusals.join('\n')}`);
}, 60_000);

describe('/admin/ledger', () => {
  it('shows this month per day and city, and refuses a range that ends before it starts', async () => {
    actAs(operator);
    renderApp('/admin/ledger', { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Ledger' }, { timeout: 20_000 });
    await waitFor(() => expect(document.title).toBe('Ledger | MapleShine'));
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/admin/ledger');

    // First shown: this month on the operator's clock, from its first day to today.
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Days to show' });
    const from = within(form).getByLabelText(/^From/);
    const to = within(form).getByLabelText(/^To/);
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    expect([from, to].map((field) => (field as HTMLInputElement).value)).toEqual([
      `${today.slice(0, 8)}01`,
      today,
    ]);

    await showRange(user, ENGLISH_FORM, aroundToday());
    const table = await waitFor(() => {
      const shown = screen.getByRole('group', { name: 'The ledger per day and city' });
      expect(within(shown).getAllByRole('cell', { name: CITY }).length).toBeGreaterThan(0);
      return shown;
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Day',
      'City',
      'Charged',
      'Refunded',
      'Tax',
      'Cleaners’ pay',
      'Margin',
      'Paid out',
      'Still owed',
      'Total',
    ]);
    expect(screen.getByTestId('ledger-summary').textContent).toMatch(/^From .+: charged \$/);

    await user.clear(from);
    await user.type(from, '2026-11-30');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The ledger could not be shown: The start of the range (2026-11-30) comes after its end (2026-11-01). Please swap them.',
    );

    await user.clear(from);
    await user.type(from, '2020-01-01');
    await user.clear(to);
    await user.type(to, '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await screen.findByText('No money moved from January 1, 2020 to January 31, 2020.'),
    ).toBeVisible();
  });

  it('says it in Canadian French on the French console', async () => {
    actAs(operator);
    renderAppIn('fr-CA', '/admin/ledger', { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Grand livre' }, { timeout: 20_000 });
    await showRange(userEvent.setup(), FRENCH_FORM, aroundToday());
    const table = await waitFor(() => {
      const shown = screen.getByRole('group', { name: 'Le grand livre par jour et par ville' });
      expect(within(shown).getAllByRole('cell', { name: CITY }).length).toBeGreaterThan(0);
      return shown;
    });
    expect(within(table).getAllByRole('columnheader')[5]?.textContent).toBe('Paie des préposés');
    expect(plainSpaces(screen.getByTestId('ledger-summary').textContent ?? '')).toMatch(
      /^Du .+ : porté aux cartes .+ \$/,
    );
  });
});

describe('a booking’s ledger on its console page', () => {
  it('lists the hold placed and says that the booking reconciles', async () => {
    actAs(operator);
    renderApp(`/admin/bookings/${job.iBookingId}`, { cookie: operator.cookie });
    const section = await screen.findByRole('region', { name: 'Ledger' }, { timeout: 20_000 });
    const table = await within(section).findByRole('group', { name: 'The booking’s ledger' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Hold placed')).toBeVisible();
    expect(within(section).getByTestId('booking-ledger-check').textContent).toBe(
      'Reconciles: customer $0.00 = tax $0.00 + cleaner $0.00 + margin $0.00; cleaner’s pay owed $0.00 = earned $0.00 − paid out $0.00.',
    );
  });
});
