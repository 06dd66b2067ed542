/** Prices as the spec shows them (§9): `$` and two decimals, e.g. `$288.75`. */
export function formatDollars(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? `$${value.toFixed(2)}` : '';
}
