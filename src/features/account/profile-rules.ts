/*
 * The profile form's checks (spec §5 "Profile"), with the spec's sentences to the letter. Each
 * returns the message or null, the shape @mantine/form's `validate` takes.
 */
import {
  confirmPasswordError,
  PASSWORD_MIN,
  personName,
  phoneError,
} from '../../components/form-rules.ts';

/**
 * Spec §5 gives this message with a leading space (" Phone Number is Required."); it is kept as
 * written. HTML collapses the space at the start of the line, so the person sees it trimmed.
 */
export const PROFILE_PHONE_REQUIRED = ' Phone Number is Required.';

export const UNSUPPORTED_PHOTO =
  'Unsupported file type. Please select a .jpg, .jpeg, or .png file.';

export const firstNameError = personName('First Name');
export const lastNameError = personName('Last Name');
export const fullNameError = personName('Name');

export function profilePhoneError(value: string): string | null {
  return value === '' ? PROFILE_PHONE_REQUIRED : phoneError(value);
}

/** The new password is optional; when given it has at least six characters. */
export function optionalPasswordError(value: string): string | null {
  return value !== '' && [...value].length < PASSWORD_MIN ? 'Enter min 6 characters.' : null;
}

/** A confirmation is needed only with a new password; one typed alone cannot match. */
export function optionalConfirmationError(confirmation: string, password: string): string | null {
  if (password === '') return confirmation === '' ? null : 'Passwords do not match.';
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
