import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app.tsx';

describe('the home page', () => {
  it('lists the five seeded services with READ MORE links to their pages', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Our Services' });
    await within(section).findByRole('heading', { name: 'Move-Out/Move-In Clean' });
    const names = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual([
      'Move-Out/Move-In Clean',
      'Deep Cleaning',
      'Post-Event Cleanup',
      'Routine Clean',
      'Commercial Cleaning',
    ]);
    expect(within(section).getByRole('link', { name: 'READ MORE: Deep Cleaning' })).toHaveAttribute(
      'href',
      '/service-detail/deep-cleaning',
    );
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('shows the banner with an orange Book Now to /book-now and titles the tab', async () => {
    renderApp('/');
    const banner = await screen.findByRole('region', {
      name: 'Home cleaning in nine Canadian cities',
    });
    expect(within(banner).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/book-now',
    );
    await waitFor(() =>
      expect(document.title).toBe('One-Time Home Cleaning in Canada | MapleShine'),
    );
  });
});

/**
 * Clicks the header's Services button as it is at this moment. The menu's code replaces a stand-in
 * button when it arrives; userEvent spreads a click over several ticks, and a click whose last
 * step meets the detached stand-in reaches no one, where a person's click goes to the button
 * under the pointer.
 */
function clickServices(nav: HTMLElement, name: string) {
  fireEvent.click(within(nav).getByRole('button', { name }));
}

describe('the public header', () => {
  const realObserver = window.IntersectionObserver;
  afterEach(() => {
    window.IntersectionObserver = realObserver;
  });

  it('lists the services from the backend in the Services dropdown', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { name: 'Deep Cleaning' });
    clickServices(nav, 'Services');
    const item = await screen.findByRole('menuitem', { name: 'Post-Event Cleanup' });
    expect(item).toHaveAttribute('href', '/service-detail/post-event-cleanup');
    expect(screen.getAllByRole('menuitem')).toHaveLength(5);
  });

  it('lists the services in French in the Services dropdown of a French page (decision 115)', async () => {
    renderApp('/', { locale: 'fr-CA' });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Navigation principale' },
      { timeout: 15_000 },
    );
    await within(nav).findByRole('button', { name: 'Nos services' });
    clickServices(nav, 'Nos services');
    await screen.findByRole('menuitem', { name: 'Grand ménage' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Ménage de déménagement',
      'Grand ménage',
      'Ménage après une réception',
      'Ménage d’entretien',
      'Entretien commercial',
    ]);
  });

  it('opens the dropdown a visitor asked for before its code arrived', async () => {
    // The menu's code waits until the header is near view; hold that moment back so the click
    // surely meets the stand-in, then let the code come.
    const held: (() => void)[] = [];
    window.IntersectionObserver = class extends realObserver {
      constructor(callback: IntersectionObserverCallback) {
        super((entries, observer) => held.push(() => callback(entries, observer)));
      }
    };
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findByRole('heading', { name: 'Deep Cleaning' });
    const standIn = within(nav).getByRole('button', { name: 'Services' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    clickServices(nav, 'Services');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    for (const release of held.splice(0)) release();
    await screen.findByRole('menuitem', { name: 'Routine Clean' });
    expect(within(nav).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens the menu drawer from the burger, and closes it on the way to a page', async () => {
    const { router } = renderApp('/contact-us');
    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(burger);
    const drawer = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Close menu', expanded: true })).toBe(burger);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers Log In and Join Us to a visitor', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/join-us');
    expect(within(nav).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('offers Account to a signed-in user', async () => {
    sessionStorage.setItem('vCustomerUniqueCode', 'customer-code');
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Join Us' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});

describe('the footer', () => {
  it('shows the company e-mail, phone and copyright from the settings', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'hello@mapleshine.ca' }),
    ).toHaveAttribute('href', 'mailto:hello@mapleshine.ca');
    expect(within(footer).getByRole('link', { name: '1-888-555-0143' })).toHaveAttribute(
      'href',
      'tel:18885550143',
    );
    expect(
      within(footer).getByText('© 2026 MapleShine Cleaning Inc. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('links to each configured social network', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const social = await within(footer).findByLabelText('Social links');
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/mapleshinecleaning',
    );
    expect(within(social).getAllByRole('link')).toHaveLength(3);
  });
});

describe('an unknown path', () => {
  it('shows the Page Not Found screen', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found.' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, the page you are looking for could not be found.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | MapleShine'));
  });
});
