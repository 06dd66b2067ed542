import { useEffect, useLayoutEffect } from 'react';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';

/**
 * Decision 156: the server sends the pages of a person with a static shell before `#root` (the
 * frame's header, the page's heading and skeletons; server/http/personal-page-shells.ts), and a
 * rule of its own hides `#root` while it is there. Removing it shows what React has rendered in the
 * same frame: the shell's boxes go, the page's come, and nothing that was painted moves.
 */
export function removePageShell(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(PAGE_SHELL_ID)?.remove();
}

/**
 * In a page's first screen: once it has rendered (before the browser paints it), the shell gives
 * way to it. The pages with a shell call it, and so does every screen that can stand in for them
 * (Page Not Found, a page that failed to load); a redirect drops the shell too (route-effects).
 */
export function useRemovePageShell(): void {
  useLayoutEffect(removePageShell, []);
}

/**
 * How long the shell may stand before the app drops it whatever shows: a screen that stands in
 * for one of these pages at the same address without calling `useRemovePageShell` would
 * otherwise stay hidden behind it. Past this, the page's own loading state shows instead.
 */
export const PAGE_SHELL_LONGEST_MS = 10_000;

/** Once the app runs (route-effects): the shell never outlives PAGE_SHELL_LONGEST_MS. */
export function usePageShellTimeLimit(): void {
  useEffect(() => {
    const timer = setTimeout(removePageShell, PAGE_SHELL_LONGEST_MS);
    return () => clearTimeout(timer);
  }, []);
}
