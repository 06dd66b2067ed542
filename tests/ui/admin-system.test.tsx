import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomer, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import {
  actAs,
  postToApi,
  sendFreshCode,
  signInAs,
  unusedDeskCode,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { uiOperators } from '../support/ui-operators.ts';

// The console's Operators, Mail and jobs, and Site speed screens against the real server
// (decision 052). The operator added here is this file's own; so is the e-mail made to fail, and
// the console desk that types the codes.
const desk = uiOperators.system;

let operator: SignedIn;
beforeAll(async () => {
  operator = await signInAs(desk.email, DEMO_PASSWORD);
});

function open(path: string) {
  actAs(operator);
  return renderApp(path, { cookie: operator.cookie });
}

const newEmail = `ui.operator.${Date.now()}@example.ca`;

describe('/admin/operators', () => {
  it('adds an operator after refusing a malformed e-mail and one that has an account, and lists them', async () => {
    open('/admin/operators');
    await screen.findByRole('heading', { level: 1, name: 'Operators' });
    const list = await screen.findByRole('list', { name: 'Operators' });
    expect(within(list).getByText(demoOperator.email)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Add an operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an operator' });
    const email = within(dialog).getByRole('textbox', { name: 'Their e-mail' });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(await within(dialog).findByText('Invalid Email Format.')).toBeVisible();

    // Adding an operator asks for a fresh code of the operator's app (decision 078).
    expect(
      within(dialog).getByText('Please confirm with the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: /Code from your authenticator app/ });
    await userEvent.clear(email);
    await userEvent.type(email, demoCustomer.email);
    await userEvent.type(code, await unusedDeskCode(desk));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(
      await screen.findByText(
        `${demoCustomer.email} already has an account; an operator needs an account of their own.`,
      ),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();

    await userEvent.clear(email);
    await userEvent.type(email, newEmail);
    await userEvent.clear(code);
    await userEvent.type(code, await unusedDeskCode(desk));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Full name (optional)' }),
      'Jonah Tremblay',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add operator' }));
    expect(
      await screen.findByText(
        `Added ${newEmail} as an operator; they have been e-mailed a link to choose their password (valid 7 days).`,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add an operator' })).toBeNull(),
    );
    const row = (await within(list).findByText(newEmail)).closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Jonah Tremblay')).toBeVisible();
    expect(within(row!).getByText('Not known')).toBeVisible();
  });
});

describe('/admin/system', () => {
  it('shows the queues and e-mail counts, and sends a failed e-mail again', async () => {
    const to = `ui.failed.${Date.now()}@example.ca`;
    const made = await sendFreshCode(
      '/api/admin/operators/create',
      { email: to },
      { cookie: operator.cookie, secret: desk.secret, email: desk.email },
    );
    expect(made.status).toBe(200);
    const failed = await postToApi<{ id: number }>('/dev/outbox/fail', { to });
    const id = failed.body.data?.id ?? 0;

    open('/admin/system');
    await screen.findByRole('heading', { level: 1, name: 'Mail and background jobs' });
    // One small table at every width: a queue's name and its three counts on one line.
    const queues = await screen.findByRole('table', { name: 'Background jobs per queue' });
    expect(
      within(queues)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Queue', 'Waiting', 'Running', 'Failed']);
    const deliver = within(queues).getByRole('rowheader', { name: 'mail.deliver' }).closest('tr');
    expect(
      within(deliver!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
    ]);
    expect(screen.getByRole('region', { name: 'E-mails' })).toHaveTextContent(/Failed\d+/);
    expect(screen.getByText('No background job has failed.')).toBeVisible();

    const mails = await screen.findByRole('list', { name: 'Failed e-mails' });
    const row = within(mails).getByText(to).closest('li');
    expect(
      within(row!).getByText('550 Mailbox unavailable (simulated in development)'),
    ).toBeVisible();
    await userEvent.click(within(row!).getByRole('button', { name: `Send again: e-mail #${id}` }));
    expect(
      await screen.findByText(`E-mail #${id} to ${to} will be sent again within a minute.`),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Send again: e-mail #${id}` })).toBeNull(),
    );
  });
});

describe('/admin/site-speed', () => {
  it('shows a day and route with each metric’s value and its rating in words', async () => {
    // A route of the router's table (the beacon takes no other, decision 074) that no other UI
    // test's page load reports.
    const route = '/account-verified';
    const beacon = await postToApi('/api/vitals', {
      vRoute: route,
      metrics: [
        { vName: 'LCP', fValue: 4500, vRating: 'poor' },
        { vName: 'TTFB', fValue: 1000, vRating: 'needs-improvement' },
        { vName: 'CLS', fValue: 0.01, vRating: 'good' },
      ],
    });
    expect(beacon.status).toBe(200);

    open('/admin/site-speed');
    await screen.findByRole('heading', { level: 1, name: 'Site speed' });
    const table = await screen.findByRole('list', { name: 'Site speed per day and route' });
    const row = within(table).getByText(route).closest('li');
    // jsdom is narrower than a desktop: each day and route is a card of labelled lines.
    const lines = within(row!)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(lines.slice(1)).toEqual([
      `Route: ${route}`,
      'LCP (largest paint): 4,500 msPoor1 sample',
      'INP (response to input): Not measured',
      'CLS (layout shift): 0.010Good1 sample',
      'FCP (first paint): Not measured',
      'TTFB (first byte): 1,000 msNeeds improvement1 sample',
    ]);
  });
});

describe('/admin/system booking rules', () => {
  it('shows the hours a paid booking must have a cleaner by, refuses 0 and saves 10', async () => {
    open('/admin/system');
    const section = await screen.findByRole('region', { name: 'Booking rules' });
    const field = await within(section).findByRole('textbox', {
      name: 'Hours before the start a paid booking must have a cleaner',
    });
    expect(field).toHaveValue('12');

    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(within(section).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(/must be at least 1/)).toBeVisible();

    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(within(section).getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByText(
        'Saved. A customer is told 10 hours before the start when no cleaner has accepted their booking.',
      ),
    ).toBeVisible();
    const saved = await postToApi<{ iUnacceptedDeadlineHours: number }>(
      '/api/admin/booking-rules',
      {},
      { cookie: operator.cookie },
    );
    expect(saved.body.data).toMatchObject({ iUnacceptedDeadlineHours: 10 });
    // Back to the default for the files after this one.
    await postToApi(
      '/api/admin/booking-rules/save',
      { iUnacceptedDeadlineHours: 12 },
      { cookie: operator.cookie },
    );
  });

  it('edits the regular cleanings’ discounts, refusing 60 % and saving 20 % (decision 143)', async () => {
    open('/admin/system');
    const section = await screen.findByRole('region', { name: 'Booking rules' });
    const weekly = await within(section).findByRole('textbox', {
      name: 'Discount of a weekly cleaning (%)',
    });
    expect(weekly).toHaveValue('15');
    expect(
      within(section).getByRole('textbox', { name: 'Longest pause of a regular cleaning (weeks)' }),
    ).toHaveValue('8');

    await userEvent.clear(weekly);
    await userEvent.type(weekly, '60');
    await userEvent.click(within(section).getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByText("A plan's discount must be a whole percent from 0 to 50."),
    ).toBeVisible();

    await userEvent.clear(weekly);
    await userEvent.type(weekly, '20');
    await userEvent.click(within(section).getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByText(/^Booking rules saved: 12 hours to accept; plans 20 %/),
    ).toBeVisible();
    const saved = await postToApi<{ iPlanDiscountWeekly: number }>(
      '/api/admin/booking-rules',
      {},
      { cookie: operator.cookie },
    );
    expect(saved.body.data).toMatchObject({
      iPlanDiscountWeekly: 20,
      iPlanDiscountEvery2Weeks: 10,
    });
    await postToApi(
      '/api/admin/booking-rules/save',
      { iUnacceptedDeadlineHours: 12, iPlanDiscountWeekly: 15 },
      { cookie: operator.cookie },
    );
  });
});
