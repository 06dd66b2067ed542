/*
 * The same-day contact form's checks (spec §5 "Contact form"), with the messages the server
 * answers for the same mistakes (openapi.yaml SameDayStartRequest).
 */
import type { SameDayContact } from '#machines/same-day-booking.machine.ts';
import { emailError, NAME_MAX } from '../../components/form-rules.ts';

export { NAME_MAX } from '../../components/form-rules.ts';

export const emptyContact: SameDayContact = { vFullName: '', vEmail: '', vMobile: '' };

/** Spec §5 and §9: the submit check accepts 10 to 12 digits (the field holds at most 10). */
const PHONE_PATTERN = /^\d{10,12}$/;

export const contactValidation = {
  vFullName: (value: string) => (value.trim() === '' ? 'Full Name is Required.' : null),
  vEmail: emailError,
  vMobile: (value: string) => {
    if (value === '') return 'Phone Number is Required.';
    return PHONE_PATTERN.test(value) ? null : 'Invalid Phone Number.';
  },
};

/** What the name field keeps of a keystroke or paste: letters and spaces, at most 50. */
export function nameKeystrokes(input: string): string {
  return input.replace(/[^\p{L}\p{M} ]/gu, '').slice(0, NAME_MAX);
}

/** The contact as the server wants it: names and e-mail without stray spaces. */
export function cleanContact(values: SameDayContact): SameDayContact {
  return {
    vFullName: values.vFullName.trim().replace(/\s+/g, ' '),
    vEmail: values.vEmail.trim(),
    vMobile: values.vMobile,
  };
}
