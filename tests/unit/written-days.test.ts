import { describe, expect, it } from 'vitest';
import {
  formatCalendarDayName,
  formatDay,
  formatWeekdayDay,
  plainSpaces,
} from '#shared/i18n/format.ts';
import { formatShortDay } from '#shared/i18n/short-days.ts';

// Calendar days are written by hand (issue 46: no Intl formatter is built while a job list comes
// alive); every day of several years must read exactly as Intl.DateTimeFormat writes it.
const locales = ['en-CA', 'fr-CA'] as const;

function* daysOf(years: number[]) {
  for (const year of years) {
    for (let date = new Date(Date.UTC(year, 0, 1)); date.getUTCFullYear() === year;) {
      yield date.toISOString().slice(0, 10);
      date = new Date(date.getTime() + 86_400_000);
    }
  }
}

function intl(locale: string, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  return (day: string, ordinal: boolean) => {
    const parts = format.formatToParts(new Date(`${day}T00:00:00Z`));
    // French writes the first of a month « 1er » (OQLF), which Intl does not.
    const written = (part: Intl.DateTimeFormatPart) =>
      locale === 'fr-CA' && ordinal && part.type === 'day' && part.value === '1'
        ? '1er'
        : part.value;
    return plainSpaces(parts.map(written).join(''));
  };
}

describe('calendar days written by hand', () => {
  const days = [...daysOf([2000, 2024, 2025, 2026, 2027, 2028, 2100])];
  const long = { year: 'numeric', month: 'long', day: 'numeric' } as const;

  for (const locale of locales) {
    it(`write every day in ${locale} as Intl.DateTimeFormat does`, () => {
      const plain = intl(locale, long);
      const withWeekday = intl(locale, { ...long, weekday: 'long' });
      const short = intl(locale, { weekday: 'short', month: 'short', day: 'numeric' });
      for (const day of days) {
        expect(plainSpaces(formatDay(day, locale)), day).toBe(plain(day, true));
        expect(plainSpaces(formatWeekdayDay(day, locale)), day).toBe(withWeekday(day, true));
        expect(plainSpaces(formatCalendarDayName(day, locale)), day).toBe(withWeekday(day, false));
        expect(plainSpaces(formatCalendarDayName(day, locale, false)), day).toBe(plain(day, false));
        expect(plainSpaces(formatShortDay(day, locale)), day).toBe(short(day, true));
      }
    });
  }

  it('write the first of a month « 1er » in French, except on a calendar’s button', () => {
    expect(formatWeekdayDay('2026-12-01', 'fr-CA')).toBe('mardi 1er décembre 2026');
    expect(formatShortDay('2026-12-01', 'fr-CA')).toBe('mar. 1er déc.');
    expect(formatCalendarDayName('2026-12-01', 'fr-CA')).toBe('mardi 1 décembre 2026');
    expect(formatDay('2026-11-28', 'en-CA')).toBe('November 28, 2026');
  });

  it('write nothing for a day that is not one', () => {
    for (const day of ['2026-02-30', '2026-13-01', 'tomorrow', '']) {
      expect(formatDay(day, 'en-CA')).toBe('');
      expect(formatShortDay(day, 'fr-CA')).toBe('');
    }
  });
});
