import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { findToast } from '../support/toasts.ts';
import { actAs, postToApi, signInAs } from '../support/ui-accounts.ts';
import { apiUrl } from '../support/ui-api-url.ts';

/*
 * The cleaner's payouts on screen (issue 43, decision 133), against the real server with the
 * offline stand-in: the dashboard's banner while payouts are not set up, the stand-in's
 * onboarding page (its checks, then a good account), and the account line once done. Only this
 * file sets up the Ottawa demo cleaner's payouts.
 */

const quick = { timings: { toastMs: 50 } };
const BANNER = 'Set up payouts to get paid';

async function payoutAccount(cookie: string) {
  const response = await fetch(`${apiUrl()}/api/contractor/payout_account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  return ((await response.json()) as { data: { eState: string; vBankLast4: string | null } }).data;
}

describe('payouts on the cleaner’s dashboard', () => {
  it('shows the banner, sets up payouts on the test page and then shows the account paid', async () => {
    const cleaner = await signInAs(demoContractorEmail('Ottawa'), DEMO_PASSWORD);
    const dashboard = renderApp('/dashboard', { cookie: cleaner.cookie, ...quick });
    const banner = await screen.findByRole('status', { name: BANNER }, { timeout: 10_000 });
    expect(
      within(banner).getByText(
        'Your earnings wait until you do. You can still accept jobs in the meantime.',
      ),
    ).toBeVisible();
    // The press opens the cleaner's account and sends the browser to the onboarding page (jsdom
    // does not follow a full page load: the account shows it was opened).
    await userEvent.click(within(banner).getByRole('button', { name: 'Set up payouts' }));
    await expect.poll(async () => (await payoutAccount(cleaner.cookie)).eState).toBe('incomplete');
    dashboard.unmount();

    actAs(cleaner);
    renderApp('/payouts/test-onboarding', { cookie: cleaner.cookie, ...quick });
    await screen.findByRole('heading', { level: 1, name: 'Set up payouts' }, { timeout: 10_000 });
    expect(screen.getByText('Test mode')).toBeVisible();
    expect(
      screen.getByText(
        'MapleShine never keeps your bank numbers: only the last four digits of the account, so you can tell which account we pay.',
      ),
    ).toBeVisible();
    const institution = screen.getByRole('textbox', { name: /Institution number/ });
    const transit = screen.getByRole('textbox', { name: /Transit number/ });
    const account = screen.getByRole('textbox', { name: /Account number/ });
    await userEvent.type(institution, '04');
    await userEvent.type(transit, '1234');
    await userEvent.type(account, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The institution number has 3 digits.')).toBeVisible();
    expect(screen.getByText('The transit number has 5 digits.')).toBeVisible();
    expect(screen.getByText('The account number has 7 to 12 digits.')).toBeVisible();
    expect((await payoutAccount(cleaner.cookie)).eState).toBe('incomplete');

    await userEvent.clear(institution);
    await userEvent.type(institution, '004');
    await userEvent.clear(transit);
    await userEvent.type(transit, '12345');
    await userEvent.clear(account);
    await userEvent.type(account, '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await findToast('Payouts are set up: they go to the account ending 6789.', 'success');
    // Back through /payouts/return, which reads the account again, to the dashboard.
    expect(
      await screen.findByText('Payouts go to the account ending 6789.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update payout account' })).toBeVisible();
    expect(screen.queryByRole('status', { name: BANNER })).not.toBeInTheDocument();
    expect(await payoutAccount(cleaner.cookie)).toMatchObject({
      eState: 'enabled',
      vBankLast4: '6789',
    });
  });

  it('shows an operator the cleaner’s payout account on their console page', async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    const cleaners = await postToApi<{ items: { id: number }[] }>(
      '/api/admin/cleaners/list',
      { text: demoContractorEmail('Ottawa') },
      { cookie: operator.cookie },
    );
    const id = cleaners.body.data?.items[0]?.id;
    actAs(operator);
    renderApp(`/admin/cleaners/${id}`, { cookie: operator.cookie });
    const section = await screen.findByRole('region', { name: 'Payouts' }, { timeout: 10_000 });
    expect(await within(section).findByText('Paid to the account ending 6789')).toBeVisible();
    expect(within(section).getByText('Nothing waiting to be sent.')).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'See this cleaner’s payouts' }),
    ).toHaveAttribute('href', `/admin/payouts?contractorId=${id}`);
  });

  it('lists the console’s payouts by state, the state chosen kept in the address', async () => {
    const operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
    actAs(operator);
    const { router } = renderApp('/admin/payouts', { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Payouts' }, { timeout: 10_000 });
    const states = screen.getByRole('group', { name: 'State' });
    expect(within(states).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const failed = await within(states).findByRole('button', { name: 'Failed (0)' });
    await userEvent.click(failed);
    await waitFor(() => expect(router.state.location.search).toBe('?state=failed'));
    expect(within(states).getByRole('button', { name: 'Failed (0)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('No payouts in this state.')).toBeVisible();
  });

  it('says the banner in French to a French cleaner', async () => {
    const cleaner = await signInAs(demoContractorEmail('Winnipeg'), DEMO_PASSWORD);
    renderApp('/dashboard', { cookie: cleaner.cookie, locale: 'fr-CA' });
    const banner = await screen.findByRole(
      'status',
      { name: 'Configurez vos versements pour être payé(e)' },
      { timeout: 10_000 },
    );
    expect(within(banner).getByRole('button', { name: 'Configurer mes versements' })).toBeVisible();
    expect(await postToApi('/api/contractor/payout_account')).toMatchObject({ status: 401 });
  });
});
