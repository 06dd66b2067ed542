import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { adminCoreTexts } from '#src/features/console/components/console-texts.ts';
import { WeekMoney } from '#src/features/console/today/components/week-money.tsx';
import { loadTexts } from '#src/i18n/texts.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { actAs, postToApi, signInAs } from '../support/ui-accounts.ts';

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

    const section = await screen.findByRole('region', { name: 'This week’s money' });
    expect(figures(section)).toEqual([
      `Held on cards${dollars(money.held)}`,
      `Captured${dollars(money.captured)}`,
      `Released${dollars(money.released)}`,
    ]);
  });
});
