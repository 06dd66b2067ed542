import { describe, expect, it } from 'vitest';
import { plainSpaces } from '#shared/i18n/format.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import { writeNumber, writeOneDecimal, writeWholeNumber } from '#shared/i18n/written-numbers.ts';

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

  it('write a number with at most so many decimals as Intl.NumberFormat does', () => {
    const values = [0, 0.5, 1, 2.5, 0.015, 1.005, 2.675, 4.35, 999.9995, 1234.5678, 1e6, 0.1 + 0.2];
    values.push(123456789.123456, 999999999999999, 0.000001, 1e-7, 3.000499, 12.3456789);
    for (let step = 0; step <= 500; step += 1) values.push((step * 7919) / 997);
    for (const locale of locales) {
      for (const digits of [0, 1, 2, 3, 6]) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
        for (const value of [...values, ...values.map((v) => -v)]) {
          const expected = plainSpaces(intl.format(value));
          // The one intended difference: Intl writes "-0" for a number that rounds to zero.
          const unsigned = expected === '-0' ? '0' : expected;
          const label = `${locale} ${digits} ${value}`;
          if (Math.abs(value) * 10 ** digits <= Number.MAX_SAFE_INTEGER) {
            expect(plainSpaces(writeNumber(value, locale, digits)), label).toBe(unsigned);
          }
          expect(plainSpaces(formatNumber(value, locale, digits)), label).toBe(unsigned);
        }
      }
    }
    expect(formatNumber(1234.5, 'fr-CA', 1)).toBe('1\u00a0234,5');
    expect(formatNumber(1e16, 'en-CA', 0)).toBe('10,000,000,000,000,000');
  });
});
