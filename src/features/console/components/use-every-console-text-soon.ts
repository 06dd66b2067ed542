import { useEffect } from 'react';
import { useLocale } from '../../../i18n/locale-context.tsx';

/**
 * Once the console's frame has shown, starts loading every console module of the page's language
 * (decision 158). Before, the console waited for all of them before its first screen (17 kB for a
 * screen that reads two), and their definitions came with its code.
 */
export function useEveryConsoleTextSoon(): void {
  const locale = useLocale();
  useEffect(() => {
    import('./console-texts.ts')
      .then((module) => module.loadEveryConsoleText(locale))
      .catch(() => undefined);
  }, [locale]);
}
