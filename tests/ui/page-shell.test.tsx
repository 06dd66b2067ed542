import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { renderApp } from '../support/render-app.tsx';
import { PAGE_SHELL_LONGEST_MS, usePageShellTimeLimit } from '#src/app/shell/page-shell.ts';
import { actAs, signInAs, type SignedIn } from '../support/ui-accounts.ts';

/*
 * Decision 156: the server's static shell of a person's page stands before #root until the page
 * has rendered, then goes; a redirect drops it too, so it never hides the page it leads to.
 */

let cleaner: SignedIn;

beforeAll(async () => {
  cleaner = await signInAs(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
});

function addShell(): void {
  const shell = document.createElement('div');
  shell.id = PAGE_SHELL_ID;
  document.body.prepend(shell);
}

afterEach(() => document.getElementById(PAGE_SHELL_ID)?.remove());

describe("a person's page's static shell", () => {
  it('goes once the cleaner’s job list has rendered', async () => {
    addShell();
    actAs(cleaner);
    renderApp('/jobs', { cookie: cleaner.cookie });
    expect(document.getElementById(PAGE_SHELL_ID)).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    expect(document.getElementById(PAGE_SHELL_ID)).toBeNull();
  });

  it('goes when a visitor is sent to /login', async () => {
    sessionStorage.clear();
    addShell();
    const { router } = renderApp('/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(document.getElementById(PAGE_SHELL_ID)).toBeNull());
  });

  it('goes after its time limit whatever shows, so no screen stays hidden behind it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      addShell();
      renderHook(() => usePageShellTimeLimit());
      vi.advanceTimersByTime(PAGE_SHELL_LONGEST_MS - 1);
      expect(document.getElementById(PAGE_SHELL_ID)).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById(PAGE_SHELL_ID)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
