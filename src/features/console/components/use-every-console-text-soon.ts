import { useEffect, useState } from 'react';
import { useLocale } from '../../../i18n/locale-context.tsx';

/**
 * Starts loading every console module of the page's language (decision 158), when `now` is true
 * (at once for any screen but Today, whose own texts are named in its HTML; once the frame has
 * shown on Today, so they do not share the first screen's bandwidth). Before, the console waited
 * for all of them before its first screen (17 kB for a screen that reads three), and their
 * definitions came with its code.
 *
 * Answers whether they are in (true as well while `now` is false, and once a module has failed:
 * the screen's own `useTexts` then asks for it again). The console's layout waits for them before
 * a screen other than Today (decision 169): they leave beside the session call, so the wait adds
 * no round trip, and the screen then renders without suspending for its texts.
 */
export function useEveryConsoleTextSoon(now: boolean): boolean {
  const locale = useLocale();
  const [settledFor, setSettledFor] = useState<string | null>(null);
  useEffect(() => {
    if (!now) return;
    let current = true;
    const settle = () => {
      if (current) setSettledFor(locale);
    };
    import('./console-texts.ts')
      .then((module) => module.loadEveryConsoleText(locale))
      .then(settle, settle);
    return () => {
      current = false;
    };
  }, [now, locale]);
  return !now || settledFor === locale;
}
