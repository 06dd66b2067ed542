import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'MapleShine';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * Filled by the app shell, which owns the tab's title: it titles every route from the page meta
 * of its slug (spec §2) and takes a page's own title only when that meta is missing.
 */
export const PageTitleFallbackContext = createContext<((title: string | null) => void) | null>(
  null,
);

/**
 * A page's own title, `{title} | MapleShine`: a fallback for routes without a meta record. Outside
 * the app shell (Storybook, a component rendered alone) it sets the tab's title directly.
 */
export function usePageTitle(title: string) {
  const offerFallback = useContext(PageTitleFallbackContext);
  useEffect(() => {
    if (!offerFallback) {
      document.title = pageTitle(title);
      return;
    }
    offerFallback(title);
    return () => offerFallback(null);
  }, [offerFallback, title]);
}
