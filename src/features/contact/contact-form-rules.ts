/*
 * The contact form's checks, with the server's own messages (openapi.yaml ContactRequest): the
 * shared field checks of src/components/form-rules.ts plus the message box, in the page's
 * language (`checks`: useFieldChecks()).
 */
import { ContactMessage } from '../../api/field-rules.ts';
import type { FieldChecks } from '../../components/form-rules.ts';

export { NAME_MAX } from '../../components/form-rules.ts';

export type ContactValues = { vName: string; vEmail: string; vMobile: string; tMessage: string };

export const emptyContact: ContactValues = { vName: '', vEmail: '', vMobile: '', tMessage: '' };

export const MESSAGE_MAX = ContactMessage.maxLength;

export const contactValidation = (checks: FieldChecks) => ({
  vName: checks.fullName,
  vEmail: checks.email,
  vMobile: checks.phone,
  tMessage: (value: string) =>
    value.trim() === '' ? checks.say(ContactMessage.messages.required) : null,
});
