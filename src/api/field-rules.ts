// Generated from openapi.yaml by `npm run api:types`. Do not edit.

/**
 * Each shared field of openapi.yaml (components/schemas with `x-messages`): its limits, the
 * patterns it must match and the spec's sentences, for the browser's form checks
 * (src/components/form-rules.ts). Patterns are Unicode regular expressions, as Ajv reads them.
 * One export per field, so a page's bundle carries only the fields its forms check.
 */
export const BookingDocumentNumber = {
  patterns: [
    { source: '^(CN-)?\\d{4}-\\d{6,9}$', message: 'Please choose a receipt or credit note.' },
  ],
  messages: {
    type: 'Please choose a receipt or credit note.',
    pattern: 'Please choose a receipt or credit note.',
  },
} as const;

export const BookingLinkToken = {
  patterns: [],
  messages: {
    type: 'The booking link is missing.',
    minLength: 'The booking link is missing.',
    maxLength: 'The booking link is too long.',
  },
  minLength: 1,
  maxLength: 200,
} as const;

export const Slug = {
  patterns: [
    {
      source: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
      message: 'The slug may contain only lower-case letters, digits and hyphens.',
    },
  ],
  messages: {
    minLength: 'The slug is missing.',
    pattern: 'The slug may contain only lower-case letters, digits and hyphens.',
  },
  minLength: 1,
  maxLength: 100,
} as const;

export const AdminRefundAmount = {
  patterns: [
    {
      source: '^\\d{1,5}(\\.\\d{1,2})?$',
      message: 'Enter the amount in dollars and cents, e.g. 25.50.',
    },
  ],
  messages: {
    required: 'Enter the amount to refund.',
    type: 'Enter the amount in dollars and cents, e.g. 25.50.',
    pattern: 'Enter the amount in dollars and cents, e.g. 25.50.',
  },
} as const;

export const AdminRefundReason = {
  patterns: [],
  messages: {
    required: 'Please give a reason for the refund.',
    minLength: 'Please give a reason for the refund.',
    maxLength: 'The reason cannot exceed 300 characters.',
  },
  minLength: 1,
  maxLength: 300,
} as const;

export const AdminConfirmCode = {
  patterns: [
    {
      source: '^[0-9]{6}$',
      message: 'Please confirm with the 6-digit code from your authenticator app.',
    },
  ],
  messages: {
    required: 'Please confirm with the 6-digit code from your authenticator app.',
    pattern: 'Please confirm with the 6-digit code from your authenticator app.',
  },
} as const;

export const AdminRejectionReason = {
  patterns: [{ source: '\\S', message: 'Please give the reason for the rejection.' }],
  messages: {
    required: 'Please give the reason for the rejection.',
    pattern: 'Please give the reason for the rejection.',
    minLength: 'The reason must be at least 5 characters.',
    maxLength: 'The reason must be at most 1000 characters.',
  },
  minLength: 5,
  maxLength: 1000,
} as const;

export const AdminReason = {
  patterns: [{ source: '\\S', message: 'Please write a reason.' }],
  messages: {
    pattern: 'Please write a reason.',
    required: 'Please write a reason.',
    maxLength: 'Please keep the reason under 500 characters.',
  },
  maxLength: 500,
} as const;

export const Email = {
  patterns: [],
  messages: {
    required: 'Email is Required.',
    minLength: 'Email is Required.',
    maxLength: 'Invalid Email Format.',
    format: 'Invalid Email Format.',
  },
  minLength: 1,
  maxLength: 254,
  format: 'email',
} as const;

export const Password = {
  patterns: [],
  messages: {
    required: 'Password is Required.',
    minLength: 'Enter min 6 characters.',
    maxLength: 'The password is too long.',
  },
  minLength: 6,
  maxLength: 4096,
} as const;

export const CurrentPassword = {
  patterns: [],
  messages: {
    required: 'Please enter your current password.',
    minLength: 'Please enter your current password.',
  },
  minLength: 1,
  maxLength: 4096,
} as const;

export const PasswordConfirmation = {
  patterns: [],
  messages: {
    required: 'Please Enter confirm password.',
    minLength: 'Please Enter confirm password.',
  },
  minLength: 1,
  maxLength: 4096,
} as const;

export const ContactMessage = {
  patterns: [{ source: '\\S', message: 'Message is Required.' }],
  messages: {
    required: 'Message is Required.',
    pattern: 'Message is Required.',
    maxLength: 'Message cannot exceed 2000 characters.',
  },
  maxLength: 2000,
} as const;

export const OptionalPassword = {
  patterns: [{ source: '^(|[\\s\\S]{6,})$', message: 'Enter min 6 characters.' }],
  messages: { pattern: 'Enter min 6 characters.', maxLength: 'The password is too long.' },
  maxLength: 4096,
} as const;

export const Mobile = {
  patterns: [
    {
      source:
        '^\\s*(\\+?1[\\s.-]?)?(\\([2-9][0-9]{2}\\)|[2-9][0-9]{2})[\\s.-]?[0-9]{3}[\\s.-]?[0-9]{4}\\s*$',
      message: 'Invalid Phone Number.',
    },
  ],
  messages: {
    required: 'Phone Number is Required.',
    minLength: 'Phone Number is Required.',
    maxLength: 'Invalid Phone Number.',
    pattern: 'Invalid Phone Number.',
  },
  minLength: 1,
  maxLength: 30,
} as const;

export const UniqueCode = {
  patterns: [{ source: '^[A-Za-z0-9_-]+$', message: 'The code is invalid.' }],
  messages: { minLength: 'The code is missing.', pattern: 'The code is invalid.' },
  minLength: 1,
  maxLength: 100,
} as const;

export const FirstName = {
  patterns: [
    { source: '\\S', message: 'First Name is Required.' },
    {
      source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$",
      message: 'Please enter a name using letters, spaces, hyphens or apostrophes.',
    },
  ],
  messages: {
    required: 'First Name is Required.',
    maxLength: 'First Name cannot exceed 50 characters.',
  },
  maxLength: 50,
} as const;

export const LastName = {
  patterns: [
    { source: '\\S', message: 'Last Name is Required.' },
    {
      source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$",
      message: 'Please enter a name using letters, spaces, hyphens or apostrophes.',
    },
  ],
  messages: {
    required: 'Last Name is Required.',
    maxLength: 'Last Name cannot exceed 50 characters.',
  },
  maxLength: 50,
} as const;

export const FullName = {
  patterns: [
    { source: '\\S', message: 'Full Name is Required.' },
    {
      source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$",
      message: 'Please enter a name using letters, spaces, hyphens or apostrophes.',
    },
  ],
  messages: {
    required: 'Full Name is Required.',
    maxLength: 'Full Name cannot exceed 50 characters.',
  },
  maxLength: 50,
} as const;

export const ContractorName = {
  patterns: [
    { source: '\\S', message: 'Name is Required.' },
    {
      source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$",
      message: 'Please enter a name using letters, spaces, hyphens or apostrophes.',
    },
  ],
  messages: { required: 'Name is Required.', maxLength: 'Name cannot exceed 50 characters.' },
  maxLength: 50,
} as const;

export const PersonNamePattern = {
  patterns: [
    {
      source: "^\\s*\\p{L}[\\p{L}\\p{M} '’.-]*$",
      message: 'Please enter a name using letters, spaces, hyphens or apostrophes.',
    },
  ],
  messages: { pattern: 'Please enter a name using letters, spaces, hyphens or apostrophes.' },
} as const;

export const RecaptchaToken = {
  patterns: [],
  messages: { maxLength: 'The captcha was not accepted. Please try it again.' },
  maxLength: 4096,
} as const;

export const SecondFactorCode = {
  patterns: [
    { source: '^[0-9]{6}$', message: 'Enter the 6-digit code from your authenticator app.' },
  ],
  messages: {
    required: 'Enter the 6-digit code from your authenticator app.',
    pattern: 'Enter the 6-digit code from your authenticator app.',
  },
} as const;

export const SecondFactorCodeOrRecoveryCode = {
  patterns: [
    {
      source: '^\\s*([0-9]{6}|[A-Za-z0-9]{5}[\\s-]?[A-Za-z0-9]{5})\\s*$',
      message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    },
  ],
  messages: {
    required: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
    pattern: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  },
} as const;

export const AddressLine = {
  patterns: [{ source: '\\S', message: 'Address is Required.' }],
  messages: { pattern: 'Address is Required.', maxLength: 'Address cannot exceed 255 characters.' },
  maxLength: 255,
} as const;

export const AddressCity = {
  patterns: [{ source: '\\S', message: 'City is Required.' }],
  messages: { pattern: 'City is Required.', maxLength: 'City cannot exceed 100 characters.' },
  maxLength: 100,
} as const;

export const AddressZipCode = {
  patterns: [{ source: '\\S', message: 'Zip Code is Required.' }],
  messages: {
    pattern: 'Zip Code is Required.',
    maxLength: 'Zip Code cannot exceed 20 characters.',
  },
  maxLength: 20,
} as const;

export const AddressState = {
  patterns: [{ source: '\\S', message: 'State is Required.' }],
  messages: { pattern: 'State is Required.', maxLength: 'State cannot exceed 100 characters.' },
  maxLength: 100,
} as const;

export const AddressCountry = {
  patterns: [{ source: '\\S', message: 'Country is Required.' }],
  messages: { pattern: 'Country is Required.', maxLength: 'Country cannot exceed 100 characters.' },
  maxLength: 100,
} as const;
