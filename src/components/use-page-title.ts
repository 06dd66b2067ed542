import { useEffect } from 'react';

export const SITE_NAME = 'MapleShine';

export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** Sets the tab's title to `{title} | MapleShine` while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
