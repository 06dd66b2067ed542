import type { Locale } from '#shared/i18n/locale.ts';

/**
 * "09:00" → "9:00AM", "17:30" → "5:30PM": times of day as the job board writes them; in French
 * (`locale` 'fr-CA') "9 h", "17 h 30", as shared/i18n/format.ts's formatClock writes them.
 */
export function clockLabel(time: string, locale: Locale = 'en-CA'): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (locale !== 'en-CA') return frenchClock(hours, minutes);
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')}${hours < 12 || hours === 24 ? 'AM' : 'PM'}`;
}

/** 9, 0 → "9 h"; 17, 30 → "17 h 30" (with U+00A0, as shared/i18n/format.ts writes them). */
export function frenchClock(hours: number, minutes: number): string {
  const hour = hours % 24;
  return minutes === 0
    ? `${hour}\u00a0h`
    : `${hour}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`;
}
