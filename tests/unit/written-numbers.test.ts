import { describe, expect, it } from 'vitest';
import { plainSpaces } from '#shared/i18n/format.ts';
import { writeOneDecimal, writeWholeNumber } from '#shared/i18n/written-numbers.ts';

// The numbers written by hand (issue 46: no Intl.NumberFormat is built while a page comes alive)
// must read exactly as Intl writes them; dollars are checked in format.test.ts.
const locales = ['en-CA', 'fr-CA'] as const;

describe('numbers written by hand', () => {
  it('write a rating with one decimal as Intl.NumberFormat does', () => {
    const ratings = [0, 1, 4.05, 4.15, 4.25, 4.35, 4.45, 4.75, 4.8, 4.849, 4.85, 4.95, 4.999, 5];
    for (let step = 0; step <= 400; step += 1) ratings.push(1 + (step * 37) / 1000);
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const rating of ratings) {
        expect(writeOneDecimal(rating, locale), `${locale} ${rating}`).toBe(intl.format(rating));
      }
    }
  });

  it('write a count with its thousands grouped as Intl.NumberFormat does', () => {
    const counts = [0, 1, 12, 999, 1000, 1234, 9999, 10000, 123456, 1234567, 987654321];
    for (const locale of locales) {
      const intl = new Intl.NumberFormat(locale);
      for (const count of counts) {
        expect(plainSpaces(writeWholeNumber(count, locale)), `${locale} ${count}`).toBe(
          plainSpaces(intl.format(count)),
        );
      }
    }
    expect(writeWholeNumber(1234, 'fr-CA')).toBe('1\u00a0234');
  });
});
