/*
 * A stored phone number is its ten digits (decision 033). People read "(780) 555-0142", and a
 * phone dials "tel:+17805550142" with one tap; anything else is shown as it is.
 */

const TEN_DIGITS = /^(\d{3})(\d{3})(\d{4})$/;

/** "(780) 555-0142" for "7805550142". */
export function phoneForDisplay(digits: string): string {
  const parts = TEN_DIGITS.exec(digits);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : digits;
}

/** "tel:+17805550142", or null when the text is not a stored number. */
export function phoneHref(digits: string): string | null {
  return TEN_DIGITS.test(digits) ? `tel:+1${digits}` : null;
}
