import { checkFieldMessages } from './background-checks.ts';
/*
 * What the web app's forms say before anything is sent (decision 115), in the page's language:
 * src/components/form-rules.ts and the forms' own rules read it through `useFieldChecks`.
 */

/**
 * The spec's sentences of openapi.yaml's shared fields (their `x-messages`), which the generated
 * src/api/field-rules.ts names by key, and the few other field sentences the forms share with the
 * server. The server says them too: api-validation.ts holds them in its fieldMessages.
 */
export const formFieldMessages = {
  ...checkFieldMessages,
  chooseDocument: 'Please choose a receipt or credit note.',
  bookingLinkMissing: 'The booking link is missing.',
  bookingLinkTooLong: 'The booking link is too long.',
  city: 'Please select the city.',
  slugMissing: 'The slug is missing.',
  slugFormat: 'The slug may contain only lower-case letters, digits and hyphens.',
  rejectionReason: 'Please give the reason for the rejection.',
  refundAmount: 'Enter the amount to refund.',
  amountFormat: 'Enter the amount in dollars and cents, e.g. 25.50.',
  refundReason: 'Please give a reason for the refund.',
  refundReasonTooLong: 'The reason cannot exceed 300 characters.',
  confirmWithCode: 'Please confirm with the 6-digit code from your authenticator app.',
  reasonTooShort: 'The reason must be at least 5 characters.',
  reasonTooLong: 'The reason must be at most 1000 characters.',
  reason: 'Please write a reason.',
  reasonUnder500: 'Please keep the reason under 500 characters.',
  emailRequired: 'Email is Required.',
  emailFormat: 'Invalid Email Format.',
  passwordRequired: 'Password is Required.',
  passwordMin: 'Enter min 6 characters.',
  passwordTooLong: 'The password is too long.',
  currentPassword: 'Please enter your current password.',
  confirmPassword: 'Please Enter confirm password.',
  messageRequired: 'Message is Required.',
  messageTooLong: 'Message cannot exceed 2000 characters.',
  phoneRequired: 'Phone Number is Required.',
  phoneInvalid: 'Invalid Phone Number.',
  codeMissing: 'The code is missing.',
  codeInvalid: 'The code is invalid.',
  firstNameRequired: 'First Name is Required.',
  firstNameTooLong: 'First Name cannot exceed 50 characters.',
  lastNameRequired: 'Last Name is Required.',
  lastNameTooLong: 'Last Name cannot exceed 50 characters.',
  fullNameRequired: 'Full Name is Required.',
  fullNameTooLong: 'Full Name cannot exceed 50 characters.',
  nameRequired: 'Name is Required.',
  nameTooLong: 'Name cannot exceed 50 characters.',
  nameLetters: 'Please enter a name using letters, spaces, hyphens or apostrophes.',
  captchaRefused: 'The captcha was not accepted. Please try it again.',
  authenticatorCode: 'Enter the 6-digit code from your authenticator app.',
  authenticatorOrRecoveryCode:
    'Enter the 6-digit code from your authenticator app, or a recovery code.',
  experience: 'Please select your years of experience.',
  backgroundCheck: 'Please agree to a background check.',
  photo: 'Please upload a photo of yourself.',
  addressRequired: 'Address is Required.',
  addressTooLong: 'Address cannot exceed 255 characters.',
  cityRequired: 'City is Required.',
  cityTooLong: 'City cannot exceed 100 characters.',
  zipCodeRequired: 'Zip Code is Required.',
  zipCodeTooLong: 'Zip Code cannot exceed 20 characters.',
  stateRequired: 'State is Required.',
  stateTooLong: 'State cannot exceed 100 characters.',
  countryRequired: 'Country is Required.',
  countryTooLong: 'Country cannot exceed 100 characters.',
};

/** The forms' own checks beside the fields' (no field of the contract says them). */
export const formCheckTexts = {
  PASSWORDS_DIFFER: 'Passwords do not match.',
  /** An operator's password needs more than the spec's 6 characters (decision 084). */
  PASSWORD_TOO_SHORT: 'Enter min {minLength} characters.',
  UNSUPPORTED_PHOTO: 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.',
  PHOTO_TOO_LARGE: 'The photo must be 5 MB or smaller.',
};
