/*
 * Field checks shared by the forms (contact, same-day contact, login, register, password reset,
 * contractor application, profile), each with the server's own sentence from openapi.yaml
 * (x-messages), so a person sees the same words whichever side catches the mistake. Each returns
 * the message or null, the shape @mantine/form's `validate` takes.
 */

import { isPersonName, normalizePhone, PERSON_NAME_MAX } from '#machines/person-fields.ts';

export { nameKeystrokes, normalizePhone, phoneKeystrokes } from '#machines/person-fields.ts';

export const NAME_MAX = PERSON_NAME_MAX;
export const PASSWORD_MIN = 6;
const EMAIL_MAX = 254;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email is Required. / Invalid Email Format. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Email is Required.';
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email) ? null : 'Invalid Email Format.';
}

/**
 * The phone is required and, written any way Canadians write one ("+1 (780) 555-0123",
 * "780.555.0123"), must come to ten digits (spec §5, widened by decision 033).
 */
export function phoneError(value: string): string | null {
  if (value.trim() === '') return 'Phone Number is Required.';
  return normalizePhone(value) === null ? 'Invalid Phone Number.' : null;
}

/** A required name of at most 50 characters, e.g. `requiredName('First Name')`. */
export function requiredName(field: string) {
  return (value: string): string | null => {
    if (value.trim() === '') return `${field} is Required.`;
    if ([...value].length > NAME_MAX) return `${field} cannot exceed ${NAME_MAX} characters.`;
    return null;
  };
}

/** A required person's name that also keeps to the letters the server accepts. */
export function personName(field: string) {
  const required = requiredName(field);
  return (value: string): string | null =>
    required(value) ??
    (isPersonName(value)
      ? null
      : 'Please enter a name using letters, spaces, hyphens or apostrophes.');
}

/** Password is Required. / Enter min 6 characters. (spec §5, §9) */
export function newPasswordError(value: string): string | null {
  if (value === '') return 'Password is Required.';
  // Counted in characters as the server's schema counts them, not UTF-16 units.
  return [...value].length < PASSWORD_MIN ? 'Enter min 6 characters.' : null;
}

/** The confirmation of a new password (spec §5). */
export function confirmPasswordError(confirmation: string, password: string): string | null {
  if (confirmation === '') return 'Please Enter confirm password.';
  return confirmation === password ? null : 'Passwords do not match.';
}

/** A login only needs some password; its length is the account's business. */
export function enteredPasswordError(value: string): string | null {
  return value === '' ? 'Password is Required.' : null;
}
