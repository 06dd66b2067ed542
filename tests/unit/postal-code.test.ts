import { describe, expect, it } from 'vitest';
import { normalizePostalCode, postalCodeError } from '#shared/postal-code.ts';
import { citySeed } from '#server/db/seed/catalog.ts';
import { provinceOf, provinces } from '#server/catalog/provinces.ts';

describe('the postal-code rule (decision 032)', () => {
  it.each([
    ['t5j1w4', 'T5J 1W4'],
    [' T5J 1W4 ', 'T5J 1W4'],
    ['k1p 1j1', 'K1P 1J1'],
    ['T5J  1W4', null],
    ['T5J-1W4', null],
    ['12345', null],
    ['T5J 1W', null],
  ])('normalizes "%s" to %s', (value, normalized) => {
    expect(normalizePostalCode(value)).toBe(normalized);
  });

  it('gives the province letters the issue names: T Alberta, V BC, R Manitoba, KLMNP Ontario', () => {
    expect(provinces.AB?.postalLetters).toBe('T');
    expect(provinces.BC?.postalLetters).toBe('V');
    expect(provinces.MB?.postalLetters).toBe('R');
    expect(provinces.ON?.postalLetters).toBe('KLMNP');
  });

  it('knows the province of every seeded city', () => {
    for (const city of citySeed) expect(provinces[city.provinceCode]).toBeDefined();
  });

  it.each([
    ['Ottawa', 'ON', 'M5J 2N8', null],
    [
      'Ottawa',
      'ON',
      'T5J 1W4',
      'T5J 1W4 is not in Ottawa. Please check the city or the postal code.',
    ],
    ['Winnipeg', 'MB', 'r3c0v8', null],
    [
      'Winnipeg',
      'MB',
      'V6B 1A1',
      'V6B 1A1 is not in Winnipeg. Please check the city or the postal code.',
    ],
  ])('in %s (%s), %s gives %s', (name, code, value, message) => {
    expect(postalCodeError(value, { name, postalLetters: provinceOf(code).postalLetters })).toBe(
      message,
    );
  });
});
