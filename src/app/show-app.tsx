import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { storeFirstPageAnswers } from './first-page-data.ts';
import { routes } from './router.tsx';
import { loadRoutesAt } from './route-tree.tsx';
import { isDemoHost } from './shell/hosts.ts';
import { currentRole } from '../session/role.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { loadNamedTexts } from '../i18n/texts.ts';
import {
  FIRST_PAGE_DATA_ID,
  HYDRATED_EVENT,
  type FirstPageAnswer,
} from '#shared/server-render-contract.ts';

/** The catalogue modules the server's page read (decision 103), to load before hydrating. */
function serverTexts(): string[] {
  const names = document.getElementById(FIRST_PAGE_DATA_ID)?.dataset.texts ?? '';
  return names.split(' ').filter(Boolean);
}

function serverAnswers(): FirstPageAnswer[] | null {
  const script = document.getElementById(FIRST_PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as FirstPageAnswer[];
  } catch {
    return null;
  }
}

/**
 * The server renders pages as a signed-out visitor on a host without the demo gate sees them.
 * A tab signed in (session storage) shows the header's Account button instead of Join Us, so it
 * renders its own page rather than adopt the server's.
 */
function seesServerPage(): boolean {
  return currentRole() === 'visitor' && !isDemoHost();
}

/**
 * Ends the current task, so a tap or a frame can come between the steps of taking the page over
 * instead of waiting for all of them.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Tells the page's early-press script (server/http/hold-early-clicks-script.ts) that the page
 * responds now: it replays the presses it held.
 */
function AnnounceHydrated() {
  useEffect(() => {
    // In a task of its own: a click replayed inside React's effects cannot hydrate the part it
    // lands on first (a Suspense boundary still in the server's markup), and React drops it.
    const timer = setTimeout(() => document.dispatchEvent(new Event(HYDRATED_EVENT)), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * How the app takes over `root` (decision 021). When the server rendered the page, its answers go
 * into the query cache, and React adopts the server's markup (hydration) in a transition, in
 * short slices that leave the main thread free between them; a signed-in tab renders its own page
 * over it instead. Otherwise `startCalls` starts the page's calls and React renders the page, in a
 * transition too.
 */
export async function showApp(
  root: HTMLElement,
  queryClient: QueryClient,
  startCalls: () => void,
  shellTexts: Promise<unknown> = Promise.resolve(),
): Promise<(app: ReactNode) => void> {
  const answers = serverAnswers();
  if (!answers) {
    startCalls();
    // Every route's code at this address at once (a layout, the signed-in pages' table, the
    // page), rather than each once React reaches the one around it (decision 162).
    void loadRoutesAt(routes, localeOfPath(window.location.pathname).path).catch(() => undefined);
    // The header's and footer's texts (decision 103), fetched beside the page's calls.
    await shellTexts.catch(() => undefined);
    return (app) => renderInTransition(root, app);
  }
  storeFirstPageAnswers(queryClient, answers);
  await yieldToBrowser();
  // Hydration needs the code of the routes at this address before its first render: otherwise
  // the loading screen would replace the server's page.
  const { locale, path } = localeOfPath(window.location.pathname);
  await Promise.all([loadRoutesAt(routes, path), shellTexts.catch(() => undefined)]);
  // The route's code has defined its texts by now; a module that fails to load is asked again
  // when its part renders.
  await loadNamedTexts(serverTexts(), locale).catch(() => undefined);
  await yieldToBrowser();
  if (seesServerPage()) {
    return (app) =>
      startTransition(() => {
        hydrateRoot(
          root,
          <>
            {app}
            <AnnounceHydrated />
          </>,
        );
      });
  }
  // React replaces the server's page at its first render, which has the data and the code.
  return (app) =>
    renderInTransition(
      root,
      <>
        {app}
        <AnnounceHydrated />
      </>,
    );
}

/**
 * A first render outside a transition is one task, however long (React time-slices only
 * transitions, as it does the hydration above): a person's page, rendered in the browser only,
 * held the main thread for hundreds of milliseconds (issue 46). In a transition React yields
 * every few milliseconds; the page shows once all of it has rendered, as before.
 */
function renderInTransition(root: HTMLElement, app: ReactNode): void {
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
