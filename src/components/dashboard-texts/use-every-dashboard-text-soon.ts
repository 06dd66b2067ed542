import { useEffect } from 'react';
import { useLocale } from '../../i18n/locale-context.tsx';

/**
 * Once the signed-in layout has first shown, starts loading every dashboard module of the page's
 * language (decision 158). Before, the layout asked for all seven as it rendered, and their
 * definitions came with its code: about 5 kB that a first visit downloaded before its first
 * screen, which reads two to four of them (named in its HTML, scripts/shell-route-pages.ts).
 */
export function useEveryDashboardTextSoon(): void {
  const locale = useLocale();
  useEffect(() => {
    // In a task of its own: asking for the modules costs the main thread 20-odd ms (the build's
    // preload helper adds a link for each of their files), which inside the layout's effects made
    // one task of 77 ms as a cleaner's job list first showed (issue 46).
    const timer = setTimeout(() => {
      import('./every.ts')
        .then((module) => module.loadEveryDashboardText(locale))
        .catch(() => undefined);
    }, 0);
    return () => clearTimeout(timer);
  }, [locale]);
}
