import type { Locale } from './locale.ts';

const NBSP = '\u00a0';

/**
 * The whole part and `places` fraction digits of a non-negative number, rounded half away from
 * zero on the number as JavaScript writes it (0.015 → 0.02), which is how ICU rounds; `toFixed`
 * rounds the binary value instead (0.015 → 0.01). The written digits are moved `places` to the
 * left, so Math.round meets the written tie (0.015 → 1.5 → 2).
 */
function roundedParts(amount: number, places: number): [string, string] {
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const scaled =
    amount < 1e-6 || amount >= 1e15
      ? Math.round(amount * 10 ** places)
      : Math.round(
          Number(
            `${whole}${fraction.slice(0, places).padEnd(places, '0')}.${fraction.slice(places)}0`,
          ),
        );
  const digits = scaled.toFixed(0).padStart(places + 1, '0');
  const cut = digits.length - places;
  return [digits.slice(0, cut), digits.slice(cut)];
}

/** Thousands grouped as each language writes them: `1,234` / `1 234` (U+00A0). */
function grouped(digits: string, locale: Locale): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, locale === 'fr-CA' ? NBSP : ',');
}

/** A count in the page's language, `1,234` / `1 234`, as Intl.NumberFormat writes it. */
export function writeWholeNumber(value: number, locale: Locale): string {
  const [whole] = roundedParts(Math.abs(value), 0);
  return `${value < 0 && whole !== '0' ? '-' : ''}${grouped(whole, locale)}`;
}

/**
 * A number with one decimal in the page's language, `4.8` / `4,8`, as Intl.NumberFormat writes
 * it, without building one (below).
 */
export function writeOneDecimal(value: number, locale: Locale): string {
  const [whole, tenths] = roundedParts(Math.abs(value), 1);
  const sign = value < 0 && (whole !== '0' || tenths !== '0') ? '-' : '';
  return `${sign}${whole}${locale === 'fr-CA' ? ',' : '.'}${tenths}`;
}

/**
 * A number with at most `maxFractionDigits` decimals, trailing zeros dropped, in the page's
 * language: `1,234.5` / `1 234,5`, as `Intl.NumberFormat` with `maximumFractionDigits` writes it
 * while `value` × 10^`maxFractionDigits` is a safe integer (beyond it the digits are not exact;
 * formatNumber then asks Intl). A message's plural count (`#`)
 * is written this way on nearly every page. A number that rounds to zero has no sign.
 */
export function writeNumber(value: number, locale: Locale, maxFractionDigits: number): string {
  const [whole, fraction] = roundedParts(Math.abs(value), maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  const point = locale === 'fr-CA' ? ',' : '.';
  return `${sign}${grouped(whole, locale)}${decimals === '' ? '' : `${point}${decimals}`}`;
}

/**
 * Dollars and cents, written by hand: `$1,234.56` in English, `1 234,56 $` in French (U+00A0 for
 * both spaces). A currency `Intl.NumberFormat` gives the same text, but building the first one
 * loads the language's number data: 25–30 ms of a page's first task on a phone, which every
 * page that shows a price paid while it came alive (issue 46). An amount that rounds to zero has
 * no sign.
 */
export function writeDollars(value: number, locale: Locale): string {
  const [whole, cents] = roundedParts(Math.abs(value), 2);
  const sign = value < 0 && (whole !== '0' || cents !== '00') ? '-' : '';
  const digits = grouped(whole, locale);
  return locale === 'fr-CA' ? `${sign}${digits},${cents}${NBSP}$` : `${sign}$${digits}.${cents}`;
}
