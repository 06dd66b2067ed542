import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, newCustomerThroughApi, postToApi, signInAs } from '../support/ui-accounts.ts';
import type { SignedIn } from '../support/ui-accounts.ts';
import { paidBooking, slotInDays, type Job } from '../support/ui-bookings.ts';

// The console's regular cleanings (issue 45, decision 145) against the real test server: the list
// opens a plan, whose page shows its facts, its visits and its history as tables of columns
// (ColumnsTable, the paged lists' table), and "Pause plan" asks for weeks and a reason. The plan
// is bought through the quote and the payment, its later visits written by the visit writer.

let operator: SignedIn;
let customerName: string;
let first: Job;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Odile', 'Bergeron');
  customerName = person.fullName;
  const owner = await signInAs(person.email, person.password);
  // Bought as a customer buys one (every 2 weeks), then its later visits written (Winnipeg days
  // 8–10: the customer's plan page test has 5–7).
  first = await paidBooking(
    { cookie: owner.cookie, fullName: person.fullName, email: person.email },
    slotInDays('Winnipeg', 8 + Math.floor(Math.random() * 3)),
    undefined,
    { everyWeeks: 2 },
  );
  const run = await postToApi('/dev/plans/visits/run', {});
  if (run.status !== 200) throw new Error(`/dev/plans/visits/run answered ${run.status}`);
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
}, 60_000);

function headersOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

describe('/admin/bookings/:id of a plan’s visit', () => {
  it('names the visit’s discount as its receipt does, with the plan’s percent', async () => {
    actAs(operator);
    renderApp(`/admin/bookings/${first.iBookingId}`, { cookie: operator.cookie });
    await screen.findByRole(
      'heading',
      { level: 1, name: `Booking ${first.vBookingNo}` },
      { timeout: 20_000 },
    );
    const term = await screen.findByText('Regular cleaning discount (10%)', { selector: 'dt' });
    expect(term.nextElementSibling?.textContent).toMatch(/^\$\d+\.\d{2}$/);
    expect(screen.queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('/admin/plans/:id', () => {
  it('opens a plan from the list: its facts, visits and history, and pauses it with a reason', async () => {
    actAs(operator);
    const user = userEvent.setup();
    renderApp('/admin/plans', { cookie: operator.cookie });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Regular cleanings' },
      { timeout: 20_000 },
    );
    // A paged list: a card per plan at this (phone) width, each column a labelled line.
    const list = await screen.findByRole('list', { name: 'Regular cleanings' });
    const card = within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(customerName));
    expect(card?.textContent).toMatch(
      /^CustomerOdile Bergeron.*CityWinnipeg.*FrequencyEvery 2 weeks/,
    );
    await user.click(
      within(card!).getByRole('link', { name: `Open the regular cleaning of ${customerName}` }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Regular cleaning \d+$/ }),
    ).toBeInTheDocument();
    const facts = await screen.findByRole('rowheader', { name: 'Customer' });
    expect(facts.closest('tr')?.textContent).toContain(customerName);
    expect(screen.getByRole('rowheader', { name: 'Schedule' }).closest('tr')?.textContent).toMatch(
      /Every 2 weeks · /,
    );

    // Each table scrolls in a named, focusable box on a phone and is itself named.
    const visitsBox = screen.getByRole('group', { name: 'Visits' });
    expect(visitsBox).toHaveAttribute('tabindex', '0');
    const visits = within(visitsBox).getByRole('table', { name: 'Visits' });
    expect(headersOf(visits)).toEqual(['Date', 'Booking', 'Status', 'Price']);
    const rows = within(visits).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(1);
    expect(within(visits).getByRole('link', { name: first.vBookingNo })).toHaveAttribute(
      'href',
      `/admin/bookings/${first.iBookingId}`,
    );
    expect(within(rows[0]!).getAllByRole('cell')[3]!.textContent).toMatch(/^\$\d/);

    // The window and the discount are written as the rest of the console writes them.
    expect(screen.getByRole('rowheader', { name: 'Window' }).closest('tr')?.textContent).toMatch(
      /^Window\d{1,2}:\d{2}[AP]M–\d{1,2}:\d{2}[AP]M$/,
    );
    expect(screen.getByRole('rowheader', { name: 'Discount' }).closest('tr')?.textContent).toBe(
      'Discount10%',
    );

    const history = within(screen.getByRole('group', { name: 'History' })).getByRole('table', {
      name: 'History',
    });
    expect(headersOf(history)).toEqual(['When', 'Change', 'By', 'Reason']);
    expect(within(history).getAllByRole('row')).toHaveLength(2);
    // In words, never the stored codes: the change, who made it, and no reason to give.
    const [, created] = within(history).getAllByRole('row');
    expect(
      within(created!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.any(String), 'Started the regular cleaning', 'The customer', '—']);
    expect(within(rows[0]!).getAllByRole('cell')[2]!.textContent).toMatch(
      /^(Paid, waiting for a cleaner|Cleaner assigned)$/,
    );

    // Cancel changes nothing; then the plan is paused with a reason, and its history says so.
    await user.click(screen.getByRole('button', { name: 'Pause plan' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pause this regular cleaning' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Status' }).closest('tr')?.textContent).toBe(
      'StatusActive',
    );

    await user.click(screen.getByRole('button', { name: 'Pause plan' }));
    dialog = await screen.findByRole('dialog', { name: 'Pause this regular cleaning' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Reason/ }),
      'The customer called: away for two weeks.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('rowheader', { name: 'Status' }).closest('tr')?.textContent).toBe(
        'StatusPaused',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Pause plan' })).not.toBeInTheDocument();
    const after = within(screen.getByRole('group', { name: 'History' })).getByRole('table');
    expect(
      within(after).getByRole('cell', { name: /^Paused until \w+day, \w+ \d+, \d{4}$/ }),
    ).toBeVisible();
    expect(within(after).getByRole('cell', { name: 'An operator' })).toBeVisible();
    expect(
      within(after).getByRole('cell', { name: 'The customer called: away for two weeks.' }),
    ).toBeVisible();
  });
});
