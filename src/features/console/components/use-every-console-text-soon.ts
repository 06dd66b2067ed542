import { useEffect } from 'react';
import { useLocale } from '../../../i18n/locale-context.tsx';

/**
 * Starts loading every console module of the page's language (decision 158), when `now` is true
 * (at once for any screen but Today, whose own texts are named in its HTML; once the frame has
 * shown on Today, so they do not share the first screen's bandwidth). Before, the console waited
 * for all of them before its first screen (17 kB for a screen that reads three), and their
 * definitions came with its code.
 */
export function useEveryConsoleTextSoon(now: boolean): void {
  const locale = useLocale();
  useEffect(() => {
    if (!now) return;
    import('./console-texts.ts')
      .then((module) => module.loadEveryConsoleText(locale))
      .catch(() => undefined);
  }, [now, locale]);
}
