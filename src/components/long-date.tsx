import { useLocale } from '../i18n/locale-context.tsx';
import { useHydrated } from './after-first-paint.tsx';
import { formatLongDate, formatLongDateInUtc } from './format-date.ts';

/**
 * A moment as a date in the visitor's zone, in the page's language (spec §9: 'November 22, 2026';
 * '22 novembre 2026' in French). A server-rendered page carries it as read in UTC, and the browser
 * hydrates that same text before it shows the visitor's own day, so the two never disagree about
 * a date near midnight.
 */
export function LongDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  return hydrated ? formatLongDate(iso, locale) : formatLongDateInUtc(iso, locale);
}
