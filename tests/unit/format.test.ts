import { describe, expect, it } from 'vitest';
import {
  formatCalendarDayName,
  formatClock,
  formatDay,
  formatDayOfInstant,
  formatMomentIn,
  formatMoney,
  formatPercent,
  formatPostalCode,
  formatSlot,
  formatWeekdayDay,
  formatMinutesWindow,
  formatWindow,
  plainSpaces,
} from '#shared/i18n/format.ts';
import { localeOfAcceptLanguage, localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';

// Golden texts of the one formatting module (decision 102), invisible spaces made plain: ICU
// builds differ in which one they put in French numbers and times.
const plain = (text: string) => plainSpaces(text);

describe('money', () => {
  it.each([
    [1234.56, '$1,234.56', '1 234,56 $'],
    ['288.75', '$288.75', '288,75 $'],
    [-5, '-$5.00', '-5,00 $'],
    [0, '$0.00', '0,00 $'],
  ])('%s', (amount, english, french) => {
    expect(formatMoney(amount, 'en-CA')).toBe(english);
    expect(plain(formatMoney(amount, 'fr-CA'))).toBe(french);
  });

  it('uses one kind of invisible space in French, whatever the ICU build', () => {
    expect(formatMoney(1234.56, 'fr-CA')).toBe('1\u00a0234,56\u00a0$');
  });

  it('writes what a currency Intl.NumberFormat writes, without building one', () => {
    const intl = (locale: 'en-CA' | 'fr-CA') =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'CAD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    const english = intl('en-CA');
    const french = intl('fr-CA');
    // Ties and near-ties of cents, groups of every size, and a spread of ordinary prices.
    const amounts = [
      0.005, 0.015, 0.125, 1.005, 2.675, 999.995, 1000, 9999.99, 12345.678, 123456.7, 1234567.891,
      99999999.999, 0.01, 0.1, 7, 42.5,
    ];
    for (let step = 0; step < 400; step += 1) amounts.push(((step * 7919) % 100000) / 100 + step);
    // (A negative amount that rounds to zero is the one difference: see the next test.)
    const negatives = amounts.filter((each) => each >= 0.01).map((each) => -each);
    for (const amount of [...amounts, ...negatives]) {
      expect(formatMoney(amount, 'en-CA'), String(amount)).toBe(english.format(amount));
      expect(plain(formatMoney(amount, 'fr-CA')), String(amount)).toBe(
        plain(french.format(amount)),
      );
    }
  });

  it('gives an amount that rounds to zero no sign', () => {
    expect(formatMoney(-0.001, 'en-CA')).toBe('$0.00');
    expect(formatMoney(-0, 'fr-CA')).toBe('0,00\u00a0$');
  });

  it('writes nothing for what is not an amount', () => {
    expect(formatMoney('abc', 'en-CA')).toBe('');
    expect(formatMoney('', 'fr-CA')).toBe('');
  });

  it('writes the Quebec rate as each language does', () => {
    expect(formatPercent(0.14975, 'en-CA')).toBe('14.975%');
    expect(plain(formatPercent(0.14975, 'fr-CA'))).toBe('14,975 %');
  });
});

describe('days and times', () => {
  it('names the month', () => {
    expect(formatDay('2026-11-24', 'en-CA')).toBe('November 24, 2026');
    expect(formatDay('2026-11-24', 'fr-CA')).toBe('24 novembre 2026');
    expect(formatWeekdayDay('2026-11-28', 'en-CA')).toBe('Saturday, November 28, 2026');
    expect(formatWeekdayDay('2026-11-28', 'fr-CA')).toBe('samedi 28 novembre 2026');
    // The first of a month is an ordinal in French, a plain number in English.
    expect(formatDay('2026-12-01', 'fr-CA')).toBe('1er décembre 2026');
    expect(formatWeekdayDay('2027-01-01', 'fr-CA')).toBe('vendredi 1er janvier 2027');
    expect(formatDayOfInstant('2026-12-01T15:00:00Z', 'America/Toronto', 'fr-CA')).toBe(
      '1er décembre 2026',
    );
    expect(formatDay('2026-12-01', 'en-CA')).toBe('December 1, 2026');
    expect(formatDay('2026-12-11', 'fr-CA')).toBe('11 décembre 2026');
    // A calendar's day button shows "1": its name says the same number.
    expect(formatCalendarDayName('2026-12-01', 'fr-CA')).toBe('mardi 1 décembre 2026');
    expect(formatCalendarDayName('2026-12-01', 'fr-CA', false)).toBe('1 décembre 2026');
    expect(formatCalendarDayName('2026-12-01', 'en-CA')).toBe('Tuesday, December 1, 2026');
    expect(formatDay('2026-02-30', 'en-CA')).toBe('');
  });

  it('reads a moment on the wall clock of its zone', () => {
    // 03:00 UTC on the 25th is still the 24th in Vancouver.
    expect(formatDayOfInstant('2026-11-25T03:00:00Z', 'America/Vancouver', 'fr-CA')).toBe(
      '24 novembre 2026',
    );
    // Alberta keeps UTC−6, MDT, all year since 2026 (decision 137).
    expect(formatMomentIn('2026-11-24T16:00:00Z', 'America/Edmonton', 'en-CA')).toBe(
      'November 24, 2026 at 10:00AM MDT',
    );
    expect(plain(formatMomentIn('2026-11-24T16:30:00Z', 'America/Toronto', 'fr-CA'))).toBe(
      '24 novembre 2026 à 11 h 30 HNE',
    );
    expect(formatMomentIn('2026-11-24T16:00:00Z', 'Nowhere/Else', 'en-CA')).toBe('');
  });

  it('answers the same when a zone is asked about again, past the zones it remembers too', () => {
    const instant = '2026-11-24T16:00:00Z';
    const unknown = Array.from({ length: 80 }, (_, index) => `Nowhere/Place${index}`);
    for (const zone of unknown) expect(formatDayOfInstant(instant, zone, 'en-CA')).toBe('');
    for (let round = 0; round < 2; round += 1) {
      expect(formatDayOfInstant(instant, 'America/Vancouver', 'en-CA')).toBe('November 24, 2026');
      expect(formatMomentIn(instant, 'Nowhere/Else', 'en-CA')).toBe('');
      expect(formatDayOfInstant(instant, unknown[79] ?? '', 'en-CA')).toBe('');
    }
  });

  it('writes times of day as the spec does in English and in the 24-hour French way', () => {
    expect(formatClock(540, 'en-CA')).toBe('9:00AM');
    expect(formatClock(0, 'en-CA')).toBe('12:00AM');
    expect(formatClock(12 * 60 + 30, 'en-CA')).toBe('12:30PM');
    expect(plain(formatClock(540, 'fr-CA'))).toBe('9 h');
    expect(plain(formatClock(17 * 60 + 30, 'fr-CA'))).toBe('17 h 30');
    expect(plain(formatSlot('5:00PM', 'fr-CA'))).toBe('17 h');
    expect(formatWindow('9:00AM', '1:00PM', 'en-CA')).toBe('9:00AM–1:00PM');
    expect(plain(formatWindow('9:00AM', '1:00PM', 'fr-CA'))).toBe('9 h – 13 h');
    expect(formatMinutesWindow(540, 780, 'en-CA')).toBe('9:00AM–1:00PM');
    expect(plain(formatMinutesWindow(540, 780, 'fr-CA'))).toBe('9 h – 13 h');
    expect(formatSlot('25:00XM', 'en-CA')).toBe('');
  });
});

describe('postal codes', () => {
  it.each([
    ['k1a0b1', 'K1A 0B1'],
    ['J8X-3X7', 'J8X 3X7'],
    [' t5j 1w4 ', 'T5J 1W4'],
  ])('%s → %s', (raw, written) => {
    expect(formatPostalCode(raw)).toBe(written);
  });
});

describe('languages of paths and headers', () => {
  it('puts French under /fr and keeps English on today’s paths', () => {
    expect(localeOfPath('/fr/book-now')).toEqual({ locale: 'fr-CA', path: '/book-now' });
    expect(localeOfPath('/fr')).toEqual({ locale: 'fr-CA', path: '/' });
    expect(localeOfPath('/french-page')).toEqual({ locale: 'en-CA', path: '/french-page' });
    expect(pathInLocale('/book-now', 'fr-CA')).toBe('/fr/book-now');
    expect(pathInLocale('/fr/book-now', 'en-CA')).toBe('/book-now');
    expect(pathInLocale('/', 'fr-CA')).toBe('/fr');
  });

  it('follows Accept-Language by its weights', () => {
    expect(localeOfAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(localeOfAcceptLanguage('de-DE,en;q=0.5,fr;q=0.7')).toBe('fr-CA');
    expect(localeOfAcceptLanguage('en-GB')).toBe('en-CA');
    expect(localeOfAcceptLanguage('de, es')).toBeNull();
    expect(localeOfAcceptLanguage('fr;q=0')).toBeNull();
    expect(localeOfAcceptLanguage(undefined)).toBeNull();
  });
});

describe('messages', () => {
  it('puts values and plurals in place, by each language’s plural rules', () => {
    const bedrooms = '{count, plural, one {# chambre} other {# chambres}}';
    expect(formatMessage('fr-CA', bedrooms, { count: 0 })).toBe('0 chambre');
    expect(formatMessage('fr-CA', bedrooms, { count: 2 })).toBe('2 chambres');
    expect(formatMessage('en-CA', "{name}, you're almost there!", { name: 'Amelia' })).toBe(
      "Amelia, you're almost there!",
    );
  });

  it('shows a message that does not parse as written', () => {
    expect(formatMessage('en-CA', 'Half a {brace', {})).toBe('Half a {brace');
  });
});
