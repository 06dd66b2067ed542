/*
 * A person's phone number and name as every form and the server read them (decision 033). The
 * patterns are openapi.yaml's `Mobile` and `PersonNamePattern`, word for word (a unit test holds
 * them together), so the browser refuses exactly what the server refuses. It lives here because
 * machines/ is the pure TypeScript both the web app and the server import.
 */

/** Ten digits once normalized: the form every phone number is stored in. */
export const PHONE_DIGITS = 10;
/** Room for the longest way of writing one: " +1 (780) 555-0123 " and a little more. */
export const PHONE_INPUT_MAX = 30;
export const PERSON_NAME_MAX = 50;

/**
 * A North American number: an optional 1 or +1, an area code (maybe in brackets) that does not
 * start with 0 or 1, then 3 and 4 digits; one space, dash or dot may sit between the groups.
 */
export const PHONE_PATTERN_SOURCE =
  '^\\s*(\\+?1[\\s.-]?)?(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[\\s.-]?[0-9]{3}[\\s.-]?[0-9]{4}\\s*$';
const PHONE_PATTERN = new RegExp(PHONE_PATTERN_SOURCE, 'u');

/** A letter of any language first, then letters, accents, spaces, ' ’ . - (Zoë, D’Souza). */
export const PERSON_NAME_PATTERN_SOURCE = "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$";
const PERSON_NAME_PATTERN = new RegExp(PERSON_NAME_PATTERN_SOURCE, 'u');

/** "+1 (780) 555-0123", "1-780-555-0123", "780.555.0123" → "7805550123"; anything else → null. */
export function normalizePhone(input: string): string | null {
  if (!PHONE_PATTERN.test(input)) return null;
  return input.replace(/\D/g, '').slice(-PHONE_DIGITS);
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
 * What a phone field keeps of a keystroke or paste: the characters a number is written with,
 * so "+1 (780) 555-0123" arrives whole; letters ("ext") are dropped.
 */
export function phoneKeystrokes(input: string): string {
  return input.replace(/[^\d\s().+-]/g, '').slice(0, PHONE_INPUT_MAX);
}

/** Whether a name keeps to the letters the server accepts. */
export function isPersonName(input: string): boolean {
  return PERSON_NAME_PATTERN.test(input);
}

/**
 * The name as stored: composed accents (a typed "e" + "¨" becomes "ë", as a pasted one already
 * is), no stray spaces.
 */
export function normalizePersonName(input: string): string {
  return input.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** What a name field keeps of a keystroke or paste: letters, accents, spaces, ' ’ . - */
export function nameKeystrokes(input: string): string {
  return [...input.replace(/[^\p{L}\p{M} '’.-]/gu, '')].slice(0, PERSON_NAME_MAX).join('');
}
