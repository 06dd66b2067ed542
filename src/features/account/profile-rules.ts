/*
 * The profile form's own checks (spec §5 "Profile"), beside the shared field checks of
 * src/components/form-rules.ts. Each returns the message or null, the shape @mantine/form's
 * `validate` takes.
 */
import * as fieldRules from '../../api/field-rules.ts';
import { confirmPasswordError, phoneError } from '../../components/form-rules.ts';

/**
 * Spec §5 gives this message with a leading space (" Phone Number is Required."); it is kept as
 * written. HTML collapses the space at the start of the line, so the person sees it trimmed.
 */
export const PROFILE_PHONE_REQUIRED = ` ${fieldRules.Mobile.messages.required}`;

export function profilePhoneError(value: string): string | null {
  return value === '' ? PROFILE_PHONE_REQUIRED : phoneError(value);
}

/** The current password is needed only with a new one: it proves the person is the owner. */
export function optionalCurrentPasswordError(current: string, password: string): string | null {
  return password !== '' && current === '' ? fieldRules.CurrentPassword.messages.required : null;
}

/**
 * A confirmation is needed only with a new password; one typed alone cannot match (`differ`: the
 * catalogue's "Passwords do not match.", profileTexts.PASSWORDS_DIFFER).
 */
export function optionalConfirmationError(
  confirmation: string,
  password: string,
  differ: string,
): string | null {
  if (password === '') return confirmation === '' ? null : differ;
  return confirmPasswordError(confirmation, password);
}

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png'];
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** Spec §5: only .jpeg, .jpg and .png photos; the name and, when the browser knows it, the type. */
export function isSupportedPhoto(file: Pick<File, 'name' | 'type'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (
    PHOTO_EXTENSIONS.includes(extension) && (file.type === '' || PHOTO_TYPES.includes(file.type))
  );
}
