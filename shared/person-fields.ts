/*
 * A person's phone number and name in the one form they are stored in, and the phone as it is
 * shown (decision 033). Which numbers and names are accepted is openapi.yaml's rule (`Mobile`,
 * `PersonNamePattern`): the server checks it, and the browser's copy is generated from it
 * (src/api/field-rules.ts). It lives in shared/ because the web app and the server both apply it
 * (decision 093).
 */

/** Ten digits once normalized: the form every phone number is stored in. */
export const PHONE_DIGITS = 10;

/**
 * "+1 (780) 555-0123", "1-780-555-0123", "780.555.0123" → "7805550123": the last ten digits of
 * a number the contract's pattern has accepted.
 */
export function phoneDigits(accepted: string): string {
  return accepted.replace(/\D/g, '').slice(-PHONE_DIGITS);
}

const STORED_PHONE = /^(\d{3})(\d{3})(\d{4})$/;

/** "(780) 555-0142" for a stored "7805550142"; a number stored before decision 033 as it is. */
export function phoneForDisplay(stored: string): string {
  const parts = STORED_PHONE.exec(stored);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : stored;
}

/** "tel:+17805550142", one tap from a call; null for a number not in the stored form. */
export function phoneHref(stored: string): string | null {
  return STORED_PHONE.test(stored) ? `tel:+1${stored}` : null;
}

/**
 * The name as stored: composed accents (a typed "e" + "¨" becomes "ë", as a pasted one already
 * is), no stray spaces.
 */
export function normalizePersonName(input: string): string {
  return input.normalize('NFC').trim().replace(/\s+/g, ' ');
}
