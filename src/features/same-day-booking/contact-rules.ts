/*
 * The same-day contact form's checks (spec §5 "Contact form"), with the messages the server
 * answers for the same mistakes (openapi.yaml SameDayStartRequest), in the page's language
 * (`checks`: useFieldChecks()).
 */
import type { SameDayContact } from '#machines/same-day-booking.machine.ts';
import { normalizePersonName } from '#shared/person-fields.ts';
import { normalizePhone, type FieldChecks } from '../../components/form-rules.ts';

export { NAME_MAX } from '../../components/form-rules.ts';

export const emptyContact: SameDayContact = { vFullName: '', vEmail: '', vMobile: '' };

export const contactValidation = (checks: FieldChecks) => ({
  vFullName: checks.fullName,
  vEmail: checks.email,
  // Spec §5's "10 to 12 digits" was room for a country code: decision 033 takes +1 or 1 only.
  vMobile: checks.phone,
});

/** The contact as the server wants it: names and e-mail without stray spaces. */
export function cleanContact(values: SameDayContact): SameDayContact {
  return {
    vFullName: normalizePersonName(values.vFullName),
    vEmail: values.vEmail.trim(),
    vMobile: normalizePhone(values.vMobile) ?? values.vMobile,
  };
}
