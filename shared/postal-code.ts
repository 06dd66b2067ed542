/**
 * The postal-code rule of a booking's address (DESIGN.md "Addresses", decision 032), shared by
 * the server's quote and the details form so both say the same sentence. The province's
 * letters come from the catalog (the city's province), not from here.
 */

/** A1A 1A1: letter, digit, letter, an optional space, digit, letter, digit. */
const POSTAL_CODE = /^([A-Z]\d[A-Z]) ?(\d[A-Z]\d)$/;

export const postalCodeMessages = {
  required: 'Postal Code is Required.',
  format: 'Please enter a valid postal code, like T5J 1W4.',
  wrongCity: (postalCode: string, cityName: string) =>
    `${postalCode} is not in ${cityName}. Please check the city or the postal code.`,
};

/** "t5j1w4" → "T5J 1W4"; null when the text is not a postal code. */
export function normalizePostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

/** The city a postal code must belong to: its name and its province's first letters. */
export type PostalCity = { name: string; postalLetters: string };

export type PostalCodeMessages = typeof postalCodeMessages;

/**
 * The sentence that refuses this postal code for this city, or null when it fits; `messages` in
 * the reader's language (the details form's catalogue), the spec's English when left out.
 */
export function postalCodeError(
  value: string,
  city: PostalCity | null,
  messages: PostalCodeMessages = postalCodeMessages,
): string | null {
  if (value.trim() === '') return messages.required;
  const postalCode = normalizePostalCode(value);
  if (postalCode === null) return messages.format;
  if (city && !city.postalLetters.includes(postalCode.charAt(0))) {
    return messages.wrongCity(postalCode, city.name);
  }
  return null;
}
