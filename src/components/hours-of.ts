import type { Locale } from '#shared/i18n/locale.ts';

/**
 * A number of hours as a person reads it: "2.5" / "2,5", "3" / "3". A whole module of its own
 * rather than shared/i18n/format.ts, which the public pages' first load does not carry.
 */
export function hoursOf(hours: number, locale: Locale): string {
  const written = String(hours);
  return locale === 'fr-CA' ? written.replace('.', ',') : written;
}
