import type { Locale } from './locale.ts';
import { dayAsDate, dayNumber, MONTHS, WEEKDAYS } from './written-days.ts';

/*
 * Days short enough for a chip, written by hand as Intl.DateTimeFormat writes them (checked in
 * tests/unit/written-days.test.ts). Apart from format.ts: only the reschedule's day chooser
 * writes them, so only its code carries them (issue 46).
 */

/**
 * Abbreviations: English keeps a name's first three letters; French keeps as many as these say and
 * ends them with a period (janv., févr., juill.), and writes its short months whole (0: mars, mai,
 * juin, août) and its weekdays as three letters (lun.).
 */
const FRENCH_SHORT_MONTH_LETTERS = [4, 4, 0, 3, 0, 0, 5, 0, 4, 3, 3, 3];

function abbreviated(name: string, locale: Locale, letters: number): string {
  if (locale === 'en-CA') return name.slice(0, 3);
  return letters === 0 ? name : `${name.slice(0, letters)}.`;
}

/**
 * A day (`YYYY-MM-DD`, read as UTC) short enough for a chip, its month named: `Tue, Dec 8` /
 * `mar. 8 déc.` (the first of a month « mar. 1er déc. »). The reschedule's day chooser
 * (decision 126).
 */
export function formatShortDay(day: string, locale: Locale): string {
  const date = dayAsDate(day);
  if (!date) return '';
  const monthIndex = date.getUTCMonth();
  const monthName = MONTHS[locale][monthIndex] ?? '';
  const month = abbreviated(monthName, locale, FRENCH_SHORT_MONTH_LETTERS[monthIndex] ?? 0);
  const weekday = abbreviated(WEEKDAYS[locale][date.getUTCDay()] ?? '', locale, 3);
  const number = dayNumber(date, locale, true);
  return locale === 'fr-CA' ? `${weekday} ${number} ${month}` : `${weekday}, ${month} ${number}`;
}
