import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  demoContractorEmail,
  demoCustomer,
  demoOperator,
} from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { signInAs } from '../support/ui-accounts.ts';

afterEach(() => sessionStorage.clear());

describe('the operator console', () => {
  it('opens for an operator with the sections in order and who is signed in', async () => {
    const { cookie } = await signInAs(demoOperator.email, DEMO_PASSWORD);
    renderApp('/admin/audit-log', { cookie });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Today',
      'Applications',
      'Cleaners',
      'Bookings',
      'Regular cleanings',
      'Coupons',
      'Cancellation policy',
      'Ledger',
      'Reviews',
      'Payouts',
      'Content',
      'Audit log',
      'Tax reporting',
      'Data retention',
      'Security incidents',
      'Operators',
      'Mail and jobs',
      'Site speed',
      'How it behaves',
      'Log out',
    ]);
    expect(within(nav).getByRole('link', { name: 'How it behaves' })).toHaveAttribute(
      'href',
      '/machines',
    );
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Signed in as Morgan Ouellette')).toBeVisible();
  });

  it.each([
    ['a customer', demoCustomer.email, '/admin'],
    ['a cleaner', demoContractorEmail('Calgary'), '/admin/bookings'],
  ])(
    'shows %s the not-found page with the site header and footer, titled as every other, without asking the server',
    async (_who, email, path) => {
      const { cookie } = await signInAs(email, DEMO_PASSWORD);
      renderApp(path, { cookie });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page Not Found.' }),
      ).toBeVisible();
      await waitFor(() => expect(document.title).toBe('Page Not Found | MapleShine'));
      expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
      // Decision 061: the same page as at any other address naming nothing.
      expect(screen.getByRole('banner')).toBeVisible();
      expect(screen.getByRole('contentinfo')).toBeVisible();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('heading', { level: 1, name: 'Page Not Found.' }),
      );
    },
  );

  it('sends a visitor to /login, remembering the console page', async () => {
    const { router } = renderApp('/admin/coupons?status=active');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/admin/coupons?status=active' });
  });

  it('sends a tab whose operator session has ended to /login', async () => {
    await signInAs(demoOperator.email, DEMO_PASSWORD);
    const { router } = renderApp('/admin/coupons', { cookie: 'mapleshine_session=ended' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('vOperatorUniqueCode')).toBeNull();
  });

  it('keeps the coupon dialog open on a refusal and lists the coupon once it is created', async () => {
    const { cookie } = await signInAs(demoOperator.email, DEMO_PASSWORD);
    const { router } = renderApp('/admin/coupons', { cookie });
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'ui-fixed');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '12.345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText('The amount must be a positive number with at most two decimals.'),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();

    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText('Created UI-FIXED: 12% off, in every city, with no end date.'),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Disable UI-FIXED' })).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Disabled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=disabled'));
  });
});
