import { formatMoney } from '#shared/i18n/format.ts';
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

/**
 * Spec §9: prices with a `$` prefix and two decimals, e.g. `$288.75` or `$1,301.88`; in French
 * (`locale` 'fr-CA') `1 301,88 $`, by shared/i18n/format.ts. In a component, `useFormat().money`.
 */
export function formatDollars(amount: string | number, locale: Locale = 'en-CA'): string {
  if (locale !== 'en-CA') return formatMoney(amount, locale);
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? dollarFormat().format(value) : '';
}
