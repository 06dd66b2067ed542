import type { Locale } from '#shared/i18n/locale.ts';

// Built on first use: a currency formatter costs tens of milliseconds on a phone, and the chunks
// that import this one load before any price is shown.
let dollars: Intl.NumberFormat | undefined;
const dollarFormat = () =>
  (dollars ??= new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

let frenchDollars: Intl.NumberFormat | undefined;
const frenchDollarFormat = () =>
  (frenchDollars ??= new Intl.NumberFormat('fr-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/**
 * Spec §9: prices with a `$` prefix and two decimals, e.g. `$288.75` or `$1,301.88`; in French
 * (`locale` 'fr-CA') `1 301,88 $`, as shared/i18n/format.ts writes it (without bringing that module to every page). In a component, `useFormat().money`.
 */
export function formatDollars(amount: string | number, locale: Locale = 'en-CA'): string {
  if (locale !== 'en-CA') {
    const value = typeof amount === 'number' ? amount : Number(amount);
    // The one invisible space shared/i18n/format.ts writes (U+00A0), whatever the browser's ICU.
    return Number.isFinite(value)
      ? frenchDollarFormat()
          .format(value)
          .replace(/[\u202f\u2009\u00a0]/g, '\u00a0')
      : '';
  }
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? dollarFormat().format(value) : '';
}
