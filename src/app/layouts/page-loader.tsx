import { Center, Loader } from '@mantine/core';
import { useLocale } from '../../i18n/locale-context.tsx';
import { siteTexts } from '../shell/shell-texts.ts';
import { useHoldPageShell } from '../shell/page-shell.ts';

/**
 * Shown while the first page's code arrives, or while a guard asks the server (`label`). A
 * Suspense fallback may not wait itself: it reads the shell's texts, which the entry loads before
 * the first render (src/main.tsx), without suspending. A loading state: the server's static shell
 * of a person's page, where there is one, stays in its place (decision 156).
 */
export function PageLoader({ label }: { label?: string }) {
  useHoldPageShell();
  const locale = useLocale();
  const loading = label ?? siteTexts.loaded[locale]?.shellLabels.LOADING_PAGE;
  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={loading} aria-busy="true" />
    </Center>
  );
}
