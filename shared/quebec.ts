/**
 * A Quebec service address (decision 110): the Charter of the French Language applies to it, so
 * its terms are shown in French first and the payment needs the customer's record of them. One
 * rule, shared by the payment step and the server that enforces it.
 */

/** The terms' version: their "Last updated" day (quote it when the terms change). */
export const QUEBEC_TERMS_VERSION = '2026-01-05';

/** Canada Post's first letters of Quebec's postal codes. */
const QUEBEC_POSTAL_LETTERS = 'GHJ';

/** Whether the address is in Quebec: by its city's province, or by its postal code. */
export function isQuebecAddress(address: {
  provinceCode: string | null | undefined;
  postalCode: string | null | undefined;
}): boolean {
  if (address.provinceCode === 'QC') return true;
  const first = address.postalCode?.trim().charAt(0).toUpperCase() ?? '';
  return first !== '' && QUEBEC_POSTAL_LETTERS.includes(first);
}
