import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatWidgetAllowed } from '#src/app/shell/chat-widget.ts';
import { isDemoHost, isMainHost } from '#src/app/shell/hosts.ts';
import { renderApp } from '../support/render-app.tsx';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('where the chat widget may show (spec §7)', () => {
  it.each([
    ['/', true],
    ['/about-us', true],
    ['/blog-detail/stop-bathroom-mould-coming-back', true],
    ['/help-and-legal/privacy-policy', true],
    ['/join-us', false],
    ['/join-us/', false],
    ['/contractor-application', false],
    ['/service-detail/deep-cleaning', false],
    ['/Service-Detail/routine-clean', false],
    ['/help-and-legal/terms-and-conditions', false],
    ['/terms-and-conditions', true],
    // Issue 40: a booking's own page holds its secret in the address.
    ['/booking-link/Zq3xV9-token', false],
    ['/Booking-Link/Zq3xV9-token', false],
  ])('%s → %s', (path, allowed) => {
    expect(chatWidgetAllowed(path)).toBe(allowed);
  });

  it('loads the configured script once and hides what it draws on /join-us', async () => {
    vi.stubEnv('VITE_CHAT_WIDGET_URL', 'https://chat.example.test/widget.js');
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(1),
    );
    expect(document.querySelector('script[data-chat-widget]')).toHaveAttribute(
      'src',
      'https://chat.example.test/widget.js',
    );
    // What the widget's script would add to the page.
    const launcher = document.createElement('div');
    launcher.id = 'chat-launcher';
    document.body.append(launcher);
    await waitFor(() => expect(launcher.style.display).toBe(''));

    await router.navigate('/join-us');
    await waitFor(() => expect(launcher.style.display).toBe('none'));
    await router.navigate('/about-us');
    await waitFor(() => expect(launcher.style.display).toBe(''));
    expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(1);
    launcher.remove();
  });

  it('leaves the captcha’s challenge visible on /contractor-application, where it hides the chat', async () => {
    vi.stubEnv('VITE_CHAT_WIDGET_URL', 'https://chat.example.test/widget.js');
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(document.querySelectorAll('script[data-chat-widget]')).toHaveLength(1),
    );
    await router.navigate('/contractor-application');
    const launcher = document.createElement('div');
    // What reCAPTCHA adds to <body> for its picture puzzle.
    const challenge = document.createElement('div');
    const frame = document.createElement('iframe');
    frame.src = 'https://www.google.com/recaptcha/api2/bframe?k=6LeMapleShineSiteKey';
    challenge.append(frame);
    document.body.append(launcher, challenge);
    await waitFor(() => expect(launcher.style.display).toBe('none'));
    expect(challenge.style.display).toBe('');
    // Back where the chat shows, so the next test's page is not taken for the widget's and hidden.
    await router.navigate('/about-us');
    await waitFor(() => expect(launcher.style.display).toBe(''));
    launcher.remove();
    challenge.remove();
  });
});

describe('the demo host (spec §2)', () => {
  function onDemoHost() {
    vi.stubEnv('VITE_DEMO_HOST', window.location.hostname);
    vi.stubEnv('VITE_DEMO_PASSWORD', 'maple-demo-2026');
  }

  it('asks for the password and says "Incorrect password. Try again." for a wrong one', async () => {
    onDemoHost();
    renderApp('/');
    const password = await screen.findByLabelText('Password');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.type(password, 'maple');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incorrect password. Try again.')).toBeInTheDocument();
    expect(sessionStorage.getItem('demoAccess')).toBeNull();
  });

  it('shows the app after the right password and remembers it for the session', async () => {
    onDemoHost();
    renderApp('/');
    await userEvent.type(await screen.findByLabelText('Password'), 'maple-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Home cleaning in nine Canadian cities',
      }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('demoAccess')).toBe('granted');
  });

  it('lets a tab that already passed straight in, and other hosts are never asked', async () => {
    onDemoHost();
    sessionStorage.setItem('demoAccess', 'granted');
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(isDemoHost('www.mapleshine.ca')).toBe(false);
  });
});

describe('the main host (spec §2)', () => {
  it('is the configured host, whatever the case', () => {
    vi.stubEnv('VITE_MAIN_HOST', 'www.MapleShine.ca');
    expect(isMainHost('www.mapleshine.ca')).toBe(true);
    expect(isMainHost('demo.mapleshine.ca')).toBe(false);
    vi.stubEnv('VITE_MAIN_HOST', '');
    expect(isMainHost('www.mapleshine.ca')).toBe(false);
  });

  it.each(['/login', '/register'])('shows the not-found screen at %s', async (path) => {
    vi.stubEnv('VITE_MAIN_HOST', window.location.hostname);
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | MapleShine'));
  });

  it('offers no Log In in the header, since it has no login page', async () => {
    vi.stubEnv('VITE_MAIN_HOST', window.location.hostname);
    renderApp('/about-us');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Join Us' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });
});
