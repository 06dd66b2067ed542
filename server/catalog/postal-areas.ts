/**
 * The postal areas (the first three characters, Canada Post's "forward sortation area") of a
 * city that is narrower than its province's first letters (decision 110). Quebec's codes start
 * with G, H or J across the whole province; Gatineau's run from J8L to J9J, so a Montréal H or
 * an eastern G address is refused for it with the same sentence as a code of another province.
 * Cities not listed here accept any code of their province (decision 032).
 */
export type PostalArea = { from: string; to: string };

export const cityPostalAreas: Readonly<Record<string, PostalArea>> = {
  Gatineau: { from: 'J8L', to: 'J9J' },
};

/** Whether a normalized postal code ("J8X 4C8") is in the city's area; true for a city with none. */
export function isInCityArea(cityName: string, postalCode: string): boolean {
  const area = cityPostalAreas[cityName];
  if (!area) return true;
  const fsa = postalCode.slice(0, 3);
  return fsa >= area.from && fsa <= area.to;
}
