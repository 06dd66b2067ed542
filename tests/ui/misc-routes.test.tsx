import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { signInAs } from '../support/ui-accounts.ts';

// The routes of spec §2 whose screens the spec does not describe (decision 015).

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('/order', () => {
  it('opens a customer’s bookings', async () => {
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    const { router } = renderApp('/order', { cookie });
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Bookings' }),
    ).toBeInTheDocument();
  });

  it('opens a contractor’s jobs', async () => {
    const { cookie } = await signInAs(demoContractorEmail('Ottawa'), DEMO_PASSWORD);
    const { router } = renderApp('/order', { cookie });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  });

  it('sends a visitor to /login, to come back to /order', async () => {
    const { router } = renderApp('/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/order' });
  });
});

describe('/check-availability-form', () => {
  it('leads to the same-day booking flow on /book-now, replacing the old address', async () => {
    const { router } = renderApp('/check-availability-form');
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-now'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('/chats', () => {
  it('says there is no live chat without the widget and gives the company’s e-mail, phone and contact form', async () => {
    renderApp('/chats');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat with MapleShine' }),
    ).toBeInTheDocument();
    // The page's own links, not the footer's.
    const page = within(screen.getByRole('main'));
    expect(
      page.getByText(/Live chat is not available at the moment; write or call us instead\./),
    ).toBeInTheDocument();
    expect(await page.findByRole('link', { name: 'hello@mapleshine.ca' })).toHaveAttribute(
      'href',
      'mailto:hello@mapleshine.ca',
    );
    expect(page.getByRole('link', { name: '1-888-555-0143' })).toHaveAttribute(
      'href',
      'tel:18885550143',
    );
    expect(page.getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(screen.queryByRole('link', { name: 'See your notifications' })).toBeNull();
  });

  it('points to the chat widget when one is configured, and a signed-in user to their notifications', async () => {
    vi.stubEnv('VITE_CHAT_WIDGET_URL', 'https://chat.example.test/widget.js');
    const { cookie } = await signInAs(demoCustomer.email, DEMO_PASSWORD);
    renderApp('/chats', { cookie });
    expect(
      await screen.findByText(
        /Open the chat button in the corner of this page to write to us now\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Live chat is not available/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See your notifications' })).toHaveAttribute(
      'href',
      '/notification',
    );
    await waitFor(() =>
      expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(1),
    );
  });
});

describe('/error', () => {
  it('shows the loading-error screen; Try again opens the home page when the failed page is unknown', async () => {
    renderApp('/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('retries the page that failed, and only a page of this site', async () => {
    const { router } = renderApp('/error');
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded.' });
    await router.navigate('/error', { state: { from: '/blog?page=2' } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
        'href',
        '/blog?page=2',
      ),
    );
    await router.navigate('/error', { state: { from: '//evil.example/' } });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/'),
    );
  });
});
