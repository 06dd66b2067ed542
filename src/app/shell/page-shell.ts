import { createElement, useLayoutEffect } from 'react';
import { Navigate, type NavigateProps } from 'react-router-dom';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';

/*
 * Decision 156: the server sends the pages of a person with a static shell before `#root` (the
 * frame's header, the page's heading and skeletons; server/http/personal-page-shells.ts), and a
 * rule of its own hides `#root` while it is there. Removing it shows what React has rendered in the
 * same frame: the shell's boxes go, the page's come, and nothing that was painted moves.
 *
 * One rule, kept here and in the route tree, not by each screen: a loading state holds the shell,
 * every other commit releases it. The loading states are few and say so (`useHoldPageShell`:
 * PageLoader, a redirect); whatever else shows at these addresses (the page, Page Not Found, a
 * page that failed to load, a layout's stand-in) releases it without knowing about it. A loading
 * state that forgot to hold shows itself a little early; a screen cannot be hidden behind it.
 */

/** How many loading states are on screen now (each `useHoldPageShell` that has committed). */
let holds = 0;

/** Called in effects only, which run in a browser (the server's render runs none). */
function releaseUnlessHeld(): void {
  if (holds === 0) document.getElementById(PAGE_SHELL_ID)?.remove();
}

/**
 * In a loading state: the shell stays while it shows. When the last one goes, the shell goes
 * with it: checked in a microtask once the commit that removed it is done (a commit runs the
 * cleanups of what it removes before the layout effects of what it adds, so the next loading
 * state has not said so yet), still before the browser paints.
 */
export function useHoldPageShell(): void {
  useLayoutEffect(() => {
    holds += 1;
    return () => {
      holds -= 1;
      queueMicrotask(releaseUnlessHeld);
    };
  }, []);
}

/**
 * In the route tree, once: after its first commit the shell goes unless a loading state holds it
 * (the page's code was already there, say). A redirect holds it until the page it leads to shows
 * (`Redirect`), so no change of address needs a rule of its own.
 */
export function usePageShellRelease(): void {
  useLayoutEffect(releaseUnlessHeld, []);
}

/**
 * A redirect renders nothing until the page it leads to has its code and shows: a loading state,
 * so the shell holds meanwhile rather than leave an empty page.
 */
export function Redirect(props: NavigateProps) {
  useHoldPageShell();
  return createElement(Navigate, props);
}
