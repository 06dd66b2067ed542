import { useHydrated } from './after-first-paint.tsx';
import { formatLongDate, formatLongDateInUtc } from './format-date.ts';

/**
 * A moment as an English-Canada date in the visitor's zone (spec §9). A server-rendered page
 * carries it as read in UTC, and the browser hydrates that same text before it shows the
 * visitor's own day, so the two never disagree about a date near midnight.
 */
export function LongDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return hydrated ? formatLongDate(iso) : formatLongDateInUtc(iso);
}
