import { useLayoutEffect } from 'react';
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
