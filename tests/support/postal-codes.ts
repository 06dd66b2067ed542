/** A real postal code in each seeded city, for quotes (decision 032) in any of them. */
export const POSTAL_CODES: Record<string, string> = {
  Brampton: 'L6Y 4R2',
  Calgary: 'T2P 0H5',
  Edmonton: 'T5J 1W4',
  Gatineau: 'J8X 4C8',
  'Lower Mainland': 'V6B 1A1',
  Mississauga: 'L5B 3C2',
  Ottawa: 'K1P 1J1',
  Toronto: 'M5J 2N8',
  Winnipeg: 'R3C 0V8',
};
