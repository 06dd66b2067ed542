import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { adminCoreTexts } from '#src/features/console/components/console-texts.ts';
import { WeekMoney } from '#src/features/console/today/components/week-money.tsx';
import { loadTexts } from '#src/i18n/texts.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { actAs, postToApi, signInAs } from '../support/ui-accounts.ts';
import { holdAnswersOf } from '../support/hold-answers.ts';

type Money = { weekStart: string; held: number; captured: number; released: number };

/** Each figure of the money section, as its card reads: label, then amount. */
function figures(section: HTMLElement) {
  return ['Held on cards', 'Captured', 'Released'].map(
    (label) => within(section).getByText(label).parentElement?.textContent,
  );
}

describe("the Today screen's money this week", () => {
  // Rendered alone, outside the console's shell that loads its texts: loaded here first.
  beforeAll(() => loadTexts(adminCoreTexts, 'en-CA'));
  // The week starts at midnight in Toronto; a reader in Vancouver must still read that Monday.
  let zone: string | undefined;
  beforeEach(() => {
    zone = process.env.TZ;
    process.env.TZ = 'America/Vancouver';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows each sum with $ and two decimals, and the Monday the week began at head office', async () => {
    renderComponent(
      <WeekMoney
        money={{
          weekStart: '2026-11-23T05:00:00.000Z',
          held: 1234.5,
          captured: 0,
          released: 87.65,
        }}
      />,
    );
    const section = await screen.findByRole('region', { name: 'This week’s money' });
    expect(figures(section)).toEqual(['Held on cards$1,234.50', 'Captured$0.00', 'Released$87.65']);
    expect(within(section).getByText('Since November 23, 2026')).toBeVisible();
  });
});

describe('/admin (Today)', () => {
  it("shows the server's sums of the week in dollars and cents", async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    const answer = await postToApi<{ money: Money }>(
      '/api/admin/today',
      {},
      { cookie: operator.cookie },
    );
    const money = answer.body.data?.money;
    if (!money) throw new Error('no money in the Today answer');
    const dollars = (amount: number) =>
      `$${amount.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    actAs(operator);
    renderApp('/admin', { cookie: operator.cookie });

    // The section shows while the day loads too (decision 160): its figures are read once it has come.
    await waitFor(() =>
      expect(figures(screen.getByRole('region', { name: 'This week’s money' }))).toEqual([
        `Held on cards${dollars(money.held)}`,
        `Captured${dollars(money.captured)}`,
        `Released${dollars(money.released)}`,
      ]),
    );
  });

  it('shows each section with its heading and hint while the day is asked for, then its figures and rows', async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    const answered = holdAnswersOf('/api/admin/today');
    actAs(operator);
    renderApp('/admin', { cookie: operator.cookie });

    // One busy status, named once, holds the frame while the Today call is unanswered.
    const loading = await screen.findByRole('status', { name: 'Loading today' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
    for (const heading of HEADINGS) {
      expect(within(loading).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const text of [...HINTS, 'Held on cards', 'Captured', 'Released', 'Tomorrow']) {
      expect(within(loading).getByText(text)).toBeVisible();
    }
    // Skeletons where the figures (3), the lists (2) and the days' counts (2) go; the empty lines
    // that size them are not shown, nor read, before the day says the lists are empty.
    expect(loading.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(7);
    for (const hidden of ['No card hold has failed.', 'No bookings.']) {
      for (const line of within(loading).getAllByText(hidden)) expect(line).not.toBeVisible();
    }
    expect(screen.queryByText(/\$\d/)).toBeNull();

    answered();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading today' })).toBeNull());
    expect(document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root')).toHaveLength(0);
    expect(figures(screen.getByRole('region', { name: 'This week’s money' }))).toEqual([
      expect.stringMatching(/^Held on cards\$[\d,]+\.\d\d$/),
      expect.stringMatching(/^Captured\$[\d,]+\.\d\d$/),
      expect.stringMatching(/^Released\$[\d,]+\.\d\d$/),
    ]);
    // Each heading and hint once: the loading state's gave way to the day's.
    for (const heading of HEADINGS) {
      expect(screen.getAllByRole('heading', { level: 2, name: heading })).toHaveLength(1);
    }
    for (const hint of HINTS) expect(screen.getAllByText(hint)).toHaveLength(1);
  });

  it("shows the server's refusal of the day in place of its sections", async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (!request.url.endsWith('/api/admin/today')) return realFetch(request);
      const refusal = { code: 503, message: 'The day could not be read.', data: null };
      return Response.json(refusal, { status: 503 });
    });
    actAs(operator);
    renderApp('/admin', { cookie: operator.cookie });

    // The alert comes with the sections' module (decision 165), the loading frame until then.
    expect(await screen.findByRole('alert')).toHaveTextContent('The day could not be read.');
    expect(screen.queryByRole('status', { name: 'Loading today' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'This week’s money' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  });
});

const HEADINGS = [
  'This week’s money',
  'Open jobs at risk',
  'Holds that failed',
  'Bookings by city',
];
const HINTS = [
  'Paid jobs no cleaner has accepted that start within 24 hours, and later ones no cleaner can take (working hours, days off, full days).',
  'Upcoming bookings whose card could not be held.',
];

// A test that failed while an answer was held leaves no held fetch to the next.
afterEach(() => {
  vi.restoreAllMocks();
});
