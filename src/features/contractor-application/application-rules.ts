import type { FieldChecks } from '../../components/form-rules.ts';

// The application's checks with the server's sentences (openapi.yaml ContractorApplication and
// the photo rules of server/platform/storage/image-type.ts), in the page's language (`checks`:
// useFieldChecks(), the catalogue's form-checks.ts).

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

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
export function photoError(checks: FieldChecks) {
  return (file: File | null): string | null => {
    if (!file) return checks.say('photo');
    // A browser may not know a type (empty string); the extension then decides.
    const typeOk = file.type === '' || PHOTO_TYPES.has(file.type);
    if (!typeOk || !PHOTO_EXTENSIONS.test(file.name)) return checks.texts.UNSUPPORTED_PHOTO;
    return file.size > PHOTO_MAX_BYTES ? checks.texts.PHOTO_TOO_LARGE : null;
  };
}

export const applicationValidation = (checks: FieldChecks) => ({
  vFullName: checks.contractorName,
  vEmail: checks.email,
  vMobile: checks.phone,
  iCityId: (value: string) => (value === '' ? checks.say('city') : null),
  iExperienceId: (value: string) => (value === '' ? checks.say('experience') : null),
  vImage: photoError(checks),
  vPassword: checks.newPassword,
  eBackgroundCheck: (value: boolean) => (value ? null : checks.say('backgroundCheck')),
});
