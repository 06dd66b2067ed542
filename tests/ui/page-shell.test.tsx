import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoOperator } from '#server/db/seed/accounts.ts';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, signInAs, type SignedIn } from '../support/ui-accounts.ts';

/*
 * Decision 156: the server's static shell of a person's page stands before #root while the app
 * shows only a loading state, and goes with the first commit of anything else: the page (at its
 * first render, before its calls answer), or what stands in for it (Page Not Found for a wrong
 * role, a redirect to /login, the not-found screen when the console's session call fails, the
 * demo host's password form). No screen removes it itself: the route tree does
 * (src/app/shell/page-shell.ts). The page whose code fails to load is in
 * page-shell-chunk.test.tsx.
 */

let cleaner: SignedIn;
let operator: SignedIn;

beforeAll(async () => {
  cleaner = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
  operator = await signInAs(demoOperator.email, DEMO_PASSWORD);
});

function addShell(): void {
  const shell = document.createElement('div');
  shell.id = PAGE_SHELL_ID;
  document.body.prepend(shell);
}

function shell(): HTMLElement | null {
  return document.getElementById(PAGE_SHELL_ID);
}

/**
 * Holds the answers of the calls to `path` until `release` (or answers them with `status`), the
 * others as usual: a page or layout waiting for them shows its loading state meanwhile.
 */
function holdCalls(path: string, status?: number) {
  const real = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url).pathname !== path) return real(input, init);
    if (status !== undefined) {
      return new Response(JSON.stringify({ message: 'Failed' }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    await released;
    return real(input, init);
  });
  return { release };
}

afterEach(() => {
  vi.restoreAllMocks();
  shell()?.remove();
});

describe("a person's page's static shell", () => {
  it('stays while the first page’s code loads, and goes at the job list’s first render', async () => {
    addShell();
    actAs(cleaner);
    // The jobs stay unanswered: the shell goes when the page renders, not when its data comes.
    const jobs = holdCalls('/api/contractor/get_contractor_Job');
    renderApp('/jobs', { cookie: cleaner.cookie });
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(shell()).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Jobs' }, { timeout: 10_000 });
    expect(shell()).toBeNull();
    jobs.release();
  });

  it('stays while the console checks its session, and goes when Today renders', async () => {
    addShell();
    actAs(operator);
    const session = holdCalls('/api/admin/session');
    renderApp('/admin', { cookie: operator.cookie });
    await screen.findByRole('status', { name: 'Checking your access' }, { timeout: 10_000 });
    expect(shell()).not.toBeNull();
    session.release();
    await screen.findByRole('heading', { level: 1, name: 'Today' }, { timeout: 10_000 });
    expect(shell()).toBeNull();
  });

  it('goes at the booking page’s first render, its booking still loading', async () => {
    addShell();
    sessionStorage.clear();
    const booking = holdCalls('/api/booking-link');
    renderApp(`/booking-link/${'x'.repeat(43)}`);
    expect(shell()).not.toBeNull();
    await screen.findByRole('status', { name: 'Loading your booking' }, { timeout: 10_000 });
    expect(shell()).toBeNull();
    booking.release();
  });

  it('goes for Page Not Found when a cleaner opens the console', async () => {
    addShell();
    actAs(cleaner);
    renderApp('/admin', { cookie: cleaner.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found.' }, { timeout: 10_000 });
    expect(shell()).toBeNull();
  });

  it('goes for Page Not Found when the console’s session call fails', async () => {
    addShell();
    actAs(operator);
    holdCalls('/api/admin/session', 500);
    renderApp('/admin', { cookie: operator.cookie });
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found.' }, { timeout: 10_000 });
    expect(shell()).toBeNull();
  });

  it('goes for the demo host’s password form', async () => {
    vi.stubEnv('VITE_DEMO_HOST', window.location.hostname);
    vi.stubEnv('VITE_DEMO_PASSWORD', 'maple-demo-2026');
    try {
      sessionStorage.clear();
      addShell();
      renderApp('/jobs');
      await screen.findByLabelText('Password', {}, { timeout: 10_000 });
      expect(shell()).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each(['/jobs', '/admin'])('%s: goes when a visitor is sent to /login', async (path) => {
    sessionStorage.clear();
    addShell();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), {
      timeout: 10_000,
    });
    await waitFor(() => expect(shell()).toBeNull());
  });
});
