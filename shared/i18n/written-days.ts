import type { Locale } from './locale.ts';

/*
 * Calendar days written by hand, as Intl.DateTimeFormat writes them in en-CA and fr-CA (checked
 * day by day against it in tests/unit/written-days.test.ts). The first Intl formatter a page
 * builds loads the browser's locale data: 35–50 ms of one task at full speed, four times that on
 * Lighthouse's phone, for a job list whose only Intl use was its days (issue 46). A day in a
 * time zone still needs Intl to read the zone, and stays with it (format.ts).
 */

export const MONTHS: Record<Locale, readonly string[]> = {
  'en-CA':
    'January February March April May June July August September October November December'.split(
      ' ',
    ),
  'fr-CA':
    'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
      ' ',
    ),
};

// Sunday first, as Date#getUTCDay counts.
export const WEEKDAYS: Record<Locale, readonly string[]> = {
  'en-CA': 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' '),
  'fr-CA': 'dimanche lundi mardi mercredi jeudi vendredi samedi'.split(' '),
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`) read as UTC, so no reader's zone moves it; null if it is none. */
export function dayAsDate(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const real =
    date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
  return real ? date : null;
}

/** The day of the month, in French « 1er » on the first when `ordinal` (OQLF). */
export function dayNumber(date: Date, locale: Locale, ordinal: boolean): string {
  const day = date.getUTCDate();
  return locale === 'fr-CA' && ordinal && day === 1 ? '1er' : String(day);
}

/**
 * A day read as UTC with its month named: `November 24, 2026` / `24 novembre 2026`, with its
 * weekday `Saturday, November 28, 2026` / `samedi 28 novembre 2026`.
 */
export function writeLongDay(
  date: Date,
  locale: Locale,
  withWeekday: boolean,
  ordinal: boolean,
): string {
  const month = MONTHS[locale][date.getUTCMonth()] ?? '';
  const year = date.getUTCFullYear();
  const day = dayNumber(date, locale, ordinal);
  const weekday = WEEKDAYS[locale][date.getUTCDay()] ?? '';
  if (locale === 'fr-CA') {
    const text = `${day} ${month} ${year}`;
    return withWeekday ? `${weekday} ${text}` : text;
  }
  const text = `${month} ${day}, ${year}`;
  return withWeekday ? `${weekday}, ${text}` : text;
}
