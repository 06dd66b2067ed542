import { formatClock } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';

/**
 * "09:00" → "9:00AM", "17:30" → "5:30PM": times of day as the job board writes them; in French
 * (`locale` 'fr-CA') "9 h", "17 h 30", by shared/i18n/format.ts.
 */
export function clockLabel(time: string, locale: Locale = 'en-CA'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (locale !== 'en-CA') return formatClock(hours * 60 + minutes, locale);
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')}${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}
