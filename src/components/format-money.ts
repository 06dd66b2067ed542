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

/** Spec §9: prices with a `$` prefix and two decimals, e.g. `$288.75` or `$1,301.88`. */
export function formatDollars(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? dollarFormat().format(value) : '';
}
