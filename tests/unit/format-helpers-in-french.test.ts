import { describe, expect, it } from 'vitest';
import { formatDayOfInstant, plainSpaces } from '#shared/i18n/format.ts';
import { clockLabel } from '#src/components/format-clock.ts';
import { formatCalendarDate, formatLongDateInUtc } from '#src/components/format-date.ts';
import { formatDollars } from '#src/components/format-money.ts';

/*
 * The web app's older formatters take the page's language (decision 107): English output is the
 * spec's, unchanged with the language left out or en-CA; French is Quebec's.
 */
describe('the formatters in both languages', () => {
  it('writes money as $1,234.56 in English and 1 234,56 $ in French', () => {
    expect(formatDollars(1234.56)).toBe('$1,234.56');
    expect(formatDollars('88.2', 'en-CA')).toBe('$88.20');
    expect(plainSpaces(formatDollars(1234.56, 'fr-CA'))).toBe('1 234,56 $');
    expect(plainSpaces(formatDollars(-12.5, 'fr-CA'))).toBe('-12,50 $');
  });

  it('writes a time of day as 5:30PM in English and 17 h 30 in French', () => {
    expect(clockLabel('17:30')).toBe('5:30PM');
    expect(clockLabel('09:00', 'en-CA')).toBe('9:00AM');
    expect(plainSpaces(clockLabel('17:30', 'fr-CA'))).toBe('17 h 30');
    expect(plainSpaces(clockLabel('09:00', 'fr-CA'))).toBe('9 h');
  });

  it('writes a day as November 24, 2026 in English and 24 novembre 2026 in French', () => {
    expect(formatCalendarDate('2026-11-24')).toBe('November 24, 2026');
    expect(formatCalendarDate('2026-11-24', 'fr-CA')).toBe('24 novembre 2026');
    expect(formatCalendarDate('2026-12-01', 'fr-CA')).toBe('1er décembre 2026');
    expect(formatCalendarDate('2026-12-01', 'en-CA')).toBe('December 1, 2026');
    expect(formatLongDateInUtc('2026-11-13T02:00:00Z', 'fr-CA')).toBe('13 novembre 2026');
    expect(formatDayOfInstant('2026-11-13T02:00:00Z', 'America/Edmonton', 'fr-CA')).toBe(
      '12 novembre 2026',
    );
    expect(formatDayOfInstant('2026-12-01T12:00:00Z', 'America/Toronto', 'fr-CA')).toBe(
      '1er décembre 2026',
    );
    expect(formatDayOfInstant('2026-12-01T12:00:00Z', 'Mars/Olympus', 'fr-CA')).toBe('');
    expect(formatCalendarDate('not a day', 'fr-CA')).toBe('');
    expect(formatCalendarDate('2026-02-30', 'en-CA')).toBe('');
    expect(formatCalendarDate('2026-13-01', 'fr-CA')).toBe('');
    expect(formatCalendarDate('2028-02-29', 'en-CA')).toBe('February 29, 2028');
  });
});
