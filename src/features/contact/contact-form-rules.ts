/*
 * The contact form's checks, with the server's own messages (openapi.yaml ContactRequest), so a
 * visitor sees the same sentence whichever side catches the mistake.
 */

export type ContactValues = { vName: string; vEmail: string; vMobile: string; tMessage: string };

export const emptyContact: ContactValues = { vName: '', vEmail: '', vMobile: '', tMessage: '' };

export const NAME_MAX = 50;
export const PHONE_DIGITS = 10;
export const MESSAGE_MAX = 2000;

const NAME_PATTERN = /^\s*\p{L}[\p{L}\p{M} '’.-]*$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactValidation = {
  vName: (value: string) => {
    if (value.trim() === '') return 'Full Name is Required.';
    if (!NAME_PATTERN.test(value))
      return 'Please enter a name using letters, spaces, hyphens or apostrophes.';
    return null;
  },
  vEmail: (value: string) => {
    if (value.trim() === '') return 'Email is Required.';
    return EMAIL_PATTERN.test(value.trim()) ? null : 'Invalid Email Format.';
  },
  vMobile: (value: string) => {
    if (value === '') return 'Phone Number is Required.';
    return value.length === PHONE_DIGITS && /^\d+$/.test(value) ? null : 'Invalid Phone Number.';
  },
  tMessage: (value: string) => (value.trim() === '' ? 'Message is Required.' : null),
};

/** The phone field keeps digits only, at most ten (spec §5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
