import {
  contractorNameError,
  emailError,
  newPasswordError,
  phoneError,
} from '../../components/form-rules.ts';

// The application's checks with the server's sentences (openapi.yaml ContractorApplication and
// the photo rules of server/platform/storage/image-type.ts).

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const UNSUPPORTED_PHOTO =
  'Unsupported file type. Please select a .jpg, .jpeg, or .png file.';

const PHOTO_EXTENSIONS = /\.(jpe?g|png)$/i;
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

export type ApplicationValues = {
  vFullName: string;
  vEmail: string;
  vMobile: string;
  iCityId: string;
  iExperienceId: string;
  vImage: File | null;
  vPassword: string;
  eBackgroundCheck: boolean;
};

export const emptyApplication: ApplicationValues = {
  vFullName: '',
  vEmail: '',
  vMobile: '',
  iCityId: '',
  iExperienceId: '',
  vImage: null,
  vPassword: '',
  eBackgroundCheck: false,
};

/** Spec §5 photo rule: .jpg, .jpeg or .png only (the server checks the bytes too), 5 MB at most. */
export function photoError(file: File | null): string | null {
  if (!file) return 'Please upload a photo of yourself.';
  // A browser may not know a type (empty string); the extension then decides.
  const typeOk = file.type === '' || PHOTO_TYPES.has(file.type);
  if (!typeOk || !PHOTO_EXTENSIONS.test(file.name)) return UNSUPPORTED_PHOTO;
  return file.size > PHOTO_MAX_BYTES ? 'The photo must be 5 MB or smaller.' : null;
}

export const applicationValidation = {
  vFullName: contractorNameError,
  vEmail: emailError,
  vMobile: phoneError,
  iCityId: (value: string) => (value === '' ? 'Please select the city.' : null),
  iExperienceId: (value: string) =>
    value === '' ? 'Please select your years of experience.' : null,
  vImage: photoError,
  vPassword: newPasswordError,
  eBackgroundCheck: (value: boolean) => (value ? null : 'Please agree to a background check.'),
};
