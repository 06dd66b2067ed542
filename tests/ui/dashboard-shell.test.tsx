import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { postToApi, signInAs } from '../support/ui-accounts.ts';

const PLACEHOLDER = '/images/avatar-placeholder.svg';

async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Account' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the dashboard shell', () => {
  it('opens its navigation drawer from the burger, and closes it on the way to a page', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { router } = renderApp('/dashboard', { cookie });
    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog');
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Booking' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves its fixed header by the scroll bar’s width while the drawer locks the page’s scroll', async () => {
    // react-remove-scroll's lock writes a rule for the fixed boxes to move by the scroll bar it
    // hides (decision 161): the header must be one of them, or it jumps when a dialog opens.
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    renderApp('/dashboard', { cookie });
    const header = await screen.findByRole('banner');
    await userEvent.click(await screen.findByRole('button', { name: 'Toggle navigation' }));
    await screen.findByRole('dialog');

    const lockRules = [...document.querySelectorAll('style')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .filter((rule) => rule.style.getPropertyValue('right') !== '');
    expect(lockRules.some((rule) => header.matches(rule.selectorText))).toBe(true);
  });

  it('sends a visitor from /dashboard to /login, remembering where they were going', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });

  it('shows a customer Booking and not Jobs, in the spec’s order, and greets them by name', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    renderApp('/dashboard', { cookie });

    expect(await navLinks()).toEqual([
      'Dashboard',
      'Profile',
      'Booking',
      'Notification',
      'Reviews',
      'Log out',
    ]);
    expect(
      await screen.findByText(`Hello, ${demoCustomer.firstName} ${demoCustomer.lastName}`),
    ).toBeInTheDocument();
  });

  it('shows a contractor Jobs and not Booking, and greets them by name', async () => {
    const { cookie, codes } = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
    renderApp('/dashboard', { cookie });

    expect(await navLinks()).toEqual([
      'Dashboard',
      'Profile',
      'Jobs',
      'Working hours',
      'Pay statements',
      'Notification',
      'Reviews',
      'Log out',
    ]);
    expect(await screen.findByText(`Hello, ${codes.vFullName}`)).toBeInTheDocument();
  });

  it('shows the placeholder photo for a person without one', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    renderApp('/dashboard', { cookie });
    const header = await screen.findByRole('banner');
    await within(header).findByText(/^Hello, /);
    const photo = within(header).getByRole('img', { name: 'Amelia Tremblay' });
    expect(photo).toHaveAttribute('src', PLACEHOLDER);
  });

  it('marks the page’s own link, also on the pages reached from it, and logs out through /logout', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { router } = renderApp('/edit-profile', { cookie });
    const nav = await screen.findByRole('navigation', { name: 'Account' });

    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/logout');

    await router.navigate('/notification');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Notification' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('sends someone whose server session has ended to /login, back to the page afterwards', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    // The session ends on the server (expired, or logged out elsewhere); the tab still has codes.
    expect((await postToApi('/api/auth/logout', {}, { cookie })).status).toBe(200);

    const { router } = renderApp('/notification', { cookie });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/notification' });
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('vCustomerUniqueCode')).toBeNull();
  });
});

describe('the dashboard', () => {
  it('shows a customer the figures of their dashboard call', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { body } = await postToApi<{
      iUpcomingBookings: number;
      iCompletedBookings: number;
      iCancelledBookings: number;
      fTotalSpent: number;
    }>('/api/customer/dashboard', {}, { cookie });
    const figures = body.data!;
    renderApp('/dashboard', { cookie });

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const figure = async (name: string) => (await screen.findByRole('group', { name })).textContent;
    expect(await figure('Upcoming Bookings')).toBe(`${figures.iUpcomingBookings}Upcoming Bookings`);
    expect(await figure('Completed Bookings')).toBe(
      `${figures.iCompletedBookings}Completed Bookings`,
    );
    expect(await figure('Cancelled Bookings')).toBe(
      `${figures.iCancelledBookings}Cancelled Bookings`,
    );
    expect(await figure('Total Spent')).toMatch(/^\$\d[\d,]*\.\d{2}Total Spent$/);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('heading', { name: 'Recent Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/notification');
  });

  it('shows a contractor the figures of their dashboard call', async () => {
    const { cookie } = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
    const { body } = await postToApi<{
      iOpenJobs: number;
      iCompletedJobs: number;
      fEarnings: number;
      fEarningsThisWeek: number;
      weeks: { vWeekStart: string; fEarnings: number; iJobs: number }[];
    }>('/api/contractor/dashboard', {}, { cookie });
    renderApp('/dashboard', { cookie });

    const open = await screen.findByRole('group', { name: 'Open Jobs in Your City' });
    expect(open).toHaveTextContent(String(body.data!.iOpenJobs));
    expect(screen.getByRole('group', { name: 'Completed Jobs' })).toHaveTextContent(
      String(body.data!.iCompletedJobs),
    );
    const dollars = (amount: number) =>
      `$${amount.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const data = body.data!;
    // The cleaner's pay (decision 031): in total, this week, and by week from this Monday back.
    expect(screen.getByRole('group', { name: 'Earnings' })).toHaveTextContent(
      dollars(data.fEarnings),
    );
    expect(screen.getByRole('group', { name: 'Earned This Week' })).toHaveTextContent(
      dollars(data.fEarningsThisWeek),
    );
    const weeks = screen.getByRole('region', { name: 'Your Pay by Week' });
    const rows = within(weeks).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const [thisWeek] = data.weeks;
    const monday = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${thisWeek!.vWeekStart}T00:00:00Z`),
    );
    expect(rows[0]).toHaveTextContent(`Week of ${monday}`);
    expect(rows[0]).toHaveTextContent(dollars(thisWeek!.fEarnings));
    expect(screen.getByRole('group', { name: 'Average Rating' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });
});
