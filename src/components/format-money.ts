import type { Locale } from '#shared/i18n/locale.ts';
import { writeDollars } from '#shared/i18n/written-numbers.ts';

/**
 * Spec §9: prices with a `$` prefix and two decimals, e.g. `$288.75` or `$1,301.88`; in French
 * (`locale` 'fr-CA') `1 301,88 $`, as shared/i18n/format.ts writes it (without bringing that
 * module to every page). In a component, `useFormat().money`.
 */
export function formatDollars(amount: string | number, locale: Locale = 'en-CA'): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? writeDollars(value, locale) : '';
}
