/**
 * Canada's provinces and territories by the two-letter code a city row carries, with the first
 * letters Canada Post gives their postal codes. National data that an operator never changes,
 * so it is a table here beside the catalog rather than rows (decision 032).
 */
export type Province = { name: string; postalLetters: string };

export const provinces: Record<string, Province> = {
  NL: { name: 'Newfoundland and Labrador', postalLetters: 'A' },
  NS: { name: 'Nova Scotia', postalLetters: 'B' },
  PE: { name: 'Prince Edward Island', postalLetters: 'C' },
  NB: { name: 'New Brunswick', postalLetters: 'E' },
  QC: { name: 'Quebec', postalLetters: 'GHJ' },
  ON: { name: 'Ontario', postalLetters: 'KLMNP' },
  MB: { name: 'Manitoba', postalLetters: 'R' },
  SK: { name: 'Saskatchewan', postalLetters: 'S' },
  AB: { name: 'Alberta', postalLetters: 'T' },
  BC: { name: 'British Columbia', postalLetters: 'V' },
  // Nunavut and the Northwest Territories share X.
  NT: { name: 'Northwest Territories', postalLetters: 'X' },
  NU: { name: 'Nunavut', postalLetters: 'X' },
  YT: { name: 'Yukon', postalLetters: 'Y' },
};

/** The province of a city's code; an unknown code accepts any letter rather than none. */
export function provinceOf(code: string): Province {
  return provinces[code] ?? { name: code, postalLetters: 'ABCEGHJKLMNPRSTVXY' };
}
