// Generated from openapi.yaml by `npm run api:types`. Do not edit.

import type { formFieldMessages } from '#shared/catalogue/en-CA/form-checks.ts';

/**
 * Each shared field of openapi.yaml (components/schemas with `x-messages`): its limits, the
 * patterns it must match and the spec's sentences, for the browser's form checks
 * (src/components/form-rules.ts). Patterns are Unicode regular expressions, as Ajv reads them.
 * A sentence is its key in the catalogue's form-checks.ts (`formFieldMessages`), which the
 * form reads in the page's language (decision 115). One export per field, so a page's bundle
 * carries only the fields its forms check.
 */
export type FieldMessageKey = keyof typeof formFieldMessages;

type FieldRule = {
  readonly patterns: readonly { readonly source: string; readonly message: FieldMessageKey }[];
  readonly messages: Readonly<Partial<Record<string, FieldMessageKey>>>;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
};

export const BookingDocumentNumber = {
  patterns: [{ source: '^(CN-)?\\d{4}-\\d{6,9}$', message: 'chooseDocument' }],
  messages: { type: 'chooseDocument', pattern: 'chooseDocument' },
} as const satisfies FieldRule;

export const BookingLinkToken = {
  patterns: [],
  messages: {
    type: 'bookingLinkMissing',
    minLength: 'bookingLinkMissing',
    maxLength: 'bookingLinkTooLong',
  },
  minLength: 1,
  maxLength: 200,
} as const satisfies FieldRule;

export const Slug = {
  patterns: [{ source: '^[a-z0-9]+(?:-[a-z0-9]+)*$', message: 'slugFormat' }],
  messages: { minLength: 'slugMissing', pattern: 'slugFormat' },
  minLength: 1,
  maxLength: 100,
} as const satisfies FieldRule;

export const AdminCheckProvider = {
  patterns: [{ source: '\\S', message: 'checkProvider' }],
  messages: {
    required: 'checkProvider',
    type: 'checkProvider',
    minLength: 'checkProvider',
    pattern: 'checkProvider',
    maxLength: 'checkProviderTooLong',
  },
  minLength: 1,
  maxLength: 100,
} as const satisfies FieldRule;

export const AdminCheckedOn = {
  patterns: [],
  messages: { required: 'checkedOn', type: 'checkedOn', format: 'checkedOn' },
  format: 'date',
} as const satisfies FieldRule;

export const AdminCheckExpiresOn = {
  patterns: [],
  messages: { required: 'checkExpiresOn', type: 'checkExpiresOn', format: 'checkExpiresOn' },
  format: 'date',
} as const satisfies FieldRule;

export const AdminCheckResult = {
  patterns: [],
  messages: { required: 'checkResult', type: 'checkResult', enum: 'checkResult' },
} as const satisfies FieldRule;

export const AdminRefundAmount = {
  patterns: [{ source: '^\\d{1,5}(\\.\\d{1,2})?$', message: 'amountFormat' }],
  messages: { required: 'refundAmount', type: 'amountFormat', pattern: 'amountFormat' },
} as const satisfies FieldRule;

export const AdminRefundReason = {
  patterns: [],
  messages: {
    required: 'refundReason',
    minLength: 'refundReason',
    maxLength: 'refundReasonTooLong',
  },
  minLength: 1,
  maxLength: 300,
} as const satisfies FieldRule;

export const AdminConfirmCode = {
  patterns: [{ source: '^[0-9]{6}$', message: 'confirmWithCode' }],
  messages: { required: 'confirmWithCode', pattern: 'confirmWithCode' },
} as const satisfies FieldRule;

export const AdminRejectionReason = {
  patterns: [{ source: '\\S', message: 'rejectionReason' }],
  messages: {
    required: 'rejectionReason',
    pattern: 'rejectionReason',
    minLength: 'reasonTooShort',
    maxLength: 'reasonTooLong',
  },
  minLength: 5,
  maxLength: 1000,
} as const satisfies FieldRule;

export const AdminReason = {
  patterns: [{ source: '\\S', message: 'reason' }],
  messages: { pattern: 'reason', required: 'reason', maxLength: 'reasonUnder500' },
  maxLength: 500,
} as const satisfies FieldRule;

export const Email = {
  patterns: [],
  messages: {
    required: 'emailRequired',
    minLength: 'emailRequired',
    maxLength: 'emailFormat',
    format: 'emailFormat',
  },
  minLength: 1,
  maxLength: 254,
  format: 'email',
} as const satisfies FieldRule;

export const Password = {
  patterns: [],
  messages: {
    required: 'passwordRequired',
    minLength: 'passwordMin',
    maxLength: 'passwordTooLong',
  },
  minLength: 6,
  maxLength: 4096,
} as const satisfies FieldRule;

export const CurrentPassword = {
  patterns: [],
  messages: { required: 'currentPassword', minLength: 'currentPassword' },
  minLength: 1,
  maxLength: 4096,
} as const satisfies FieldRule;

export const PasswordConfirmation = {
  patterns: [],
  messages: { required: 'confirmPassword', minLength: 'confirmPassword' },
  minLength: 1,
  maxLength: 4096,
} as const satisfies FieldRule;

export const ContactMessage = {
  patterns: [{ source: '\\S', message: 'messageRequired' }],
  messages: {
    required: 'messageRequired',
    pattern: 'messageRequired',
    maxLength: 'messageTooLong',
  },
  maxLength: 2000,
} as const satisfies FieldRule;

export const OptionalPassword = {
  patterns: [{ source: '^(|[\\s\\S]{6,})$', message: 'passwordMin' }],
  messages: { pattern: 'passwordMin', maxLength: 'passwordTooLong' },
  maxLength: 4096,
} as const satisfies FieldRule;

export const Mobile = {
  patterns: [
    {
      source:
        '^\\s*(\\+?1[\\s.-]?)?(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[\\s.-]?[0-9]{3}[\\s.-]?[0-9]{4}\\s*$',
      message: 'phoneInvalid',
    },
  ],
  messages: {
    required: 'phoneRequired',
    minLength: 'phoneRequired',
    maxLength: 'phoneInvalid',
    pattern: 'phoneInvalid',
  },
  minLength: 1,
  maxLength: 30,
} as const satisfies FieldRule;

export const UniqueCode = {
  patterns: [{ source: '^[A-Za-z0-9_-]+$', message: 'codeInvalid' }],
  messages: { minLength: 'codeMissing', pattern: 'codeInvalid' },
  minLength: 1,
  maxLength: 100,
} as const satisfies FieldRule;

export const FirstName = {
  patterns: [
    { source: '\\S', message: 'firstNameRequired' },
    { source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$", message: 'nameLetters' },
  ],
  messages: { required: 'firstNameRequired', maxLength: 'firstNameTooLong' },
  maxLength: 50,
} as const satisfies FieldRule;

export const LastName = {
  patterns: [
    { source: '\\S', message: 'lastNameRequired' },
    { source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$", message: 'nameLetters' },
  ],
  messages: { required: 'lastNameRequired', maxLength: 'lastNameTooLong' },
  maxLength: 50,
} as const satisfies FieldRule;

export const FullName = {
  patterns: [
    { source: '\\S', message: 'fullNameRequired' },
    { source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$", message: 'nameLetters' },
  ],
  messages: { required: 'fullNameRequired', maxLength: 'fullNameTooLong' },
  maxLength: 50,
} as const satisfies FieldRule;

export const ContractorName = {
  patterns: [
    { source: '\\S', message: 'nameRequired' },
    { source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$", message: 'nameLetters' },
  ],
  messages: { required: 'nameRequired', maxLength: 'nameTooLong' },
  maxLength: 50,
} as const satisfies FieldRule;

export const PersonNamePattern = {
  patterns: [{ source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$", message: 'nameLetters' }],
  messages: { pattern: 'nameLetters' },
} as const satisfies FieldRule;

export const RecaptchaToken = {
  patterns: [],
  messages: { maxLength: 'captchaRefused' },
  maxLength: 4096,
} as const satisfies FieldRule;

export const SecondFactorCode = {
  patterns: [{ source: '^[0-9]{6}$', message: 'authenticatorCode' }],
  messages: { required: 'authenticatorCode', pattern: 'authenticatorCode' },
} as const satisfies FieldRule;

export const SecondFactorCodeOrRecoveryCode = {
  patterns: [
    {
      source: '^\\s*([0-9]{6}|[A-Za-z0-9]{5}[\\s-]?[A-Za-z0-9]{5})\\s*$',
      message: 'authenticatorOrRecoveryCode',
    },
  ],
  messages: { required: 'authenticatorOrRecoveryCode', pattern: 'authenticatorOrRecoveryCode' },
} as const satisfies FieldRule;

export const AddressLine = {
  patterns: [{ source: '\\S', message: 'addressRequired' }],
  messages: { pattern: 'addressRequired', maxLength: 'addressTooLong' },
  maxLength: 255,
} as const satisfies FieldRule;

export const AddressCity = {
  patterns: [{ source: '\\S', message: 'cityRequired' }],
  messages: { pattern: 'cityRequired', maxLength: 'cityTooLong' },
  maxLength: 100,
} as const satisfies FieldRule;

export const AddressZipCode = {
  patterns: [{ source: '\\S', message: 'zipCodeRequired' }],
  messages: { pattern: 'zipCodeRequired', maxLength: 'zipCodeTooLong' },
  maxLength: 20,
} as const satisfies FieldRule;

export const AddressState = {
  patterns: [{ source: '\\S', message: 'stateRequired' }],
  messages: { pattern: 'stateRequired', maxLength: 'stateTooLong' },
  maxLength: 100,
} as const satisfies FieldRule;

export const AddressCountry = {
  patterns: [{ source: '\\S', message: 'countryRequired' }],
  messages: { pattern: 'countryRequired', maxLength: 'countryTooLong' },
  maxLength: 100,
} as const satisfies FieldRule;
