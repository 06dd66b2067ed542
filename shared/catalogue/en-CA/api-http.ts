/**
 * What the API answers when HTTP itself refuses a request (decision 104): the request guards,
 * the body parsers, the session guards, unknown routes, the rate limits, the captcha and the photo
 * store. The server says each in the caller's language (server/domain/said.ts).
 */
export const httpRefusals = {
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found.',
  malformed: 'The request is malformed.',
  headersTooLarge: 'The request headers are too large.',
  tooSlow: 'The request took too long to arrive.',
  expectation: 'The request expects something this server does not do.',
  jsonOrMultipart: 'Send the request as application/json or multipart/form-data.',
  jsonOnly: 'Send this request as application/json.',
  multipartOnly: 'Send this request as multipart/form-data.',
  tooLarge: 'The request is too large.',
  notJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  photoTooLarge: 'The photo must be 5 MB or smaller.',
  onePhoto: 'Send one photo at a time.',
  tooManyFields: 'The form has too many fields.',
  formUnreadable: 'The form could not be read.',
  onlyPhotoIsFile: 'Only the photo ({field}) can be a file.',
  outOfRange: 'A value in the request is out of range.',
  foreignOrigin: 'Requests from other sites are not allowed.',
  loginRequired: 'Please log in to continue.',
  secondFactorNeeded: 'Please enter the code from your authenticator app to continue.',
  customersOnly: 'This is only for customers.',
  contractorsOnly: 'This is only for contractors.',
  operatorsOnly: 'This is only for MapleShine operators.',
  tooManyAttempts: 'Too many attempts. Please wait a while and try again.',
  tooManyBookings:
    'Too many bookings started. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyDeclines:
    'Too many cards were declined. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  tooManyCodes:
    'Too many wrong codes. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  captchaMissing: 'Please confirm that you are not a robot.',
  captchaRefused: 'The captcha was not accepted. Please try it again.',
  captchaUnavailable: 'We could not check the captcha just now. Please try again in a moment.',
  unsupportedImage: 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.',
  storageUnavailable: 'Photos cannot be stored right now. Please try again.',
  badCursor: 'This list cannot continue from there. Please load it again.',
  notReady: 'Not ready.',
};

/**
 * A schema's refusal of a field, when the contract gives it no sentence of its own (x-messages):
 * `{field}` is "`vEmail`" or "The request body" (fieldNames), `{type}` a kind of value (types).
 */
export const schemaRefusals = {
  required: '{field} is required.',
  unknownField: 'Unknown field `{name}`.',
  type: '{field} must be {type}.',
  notEmpty: '{field} must not be empty.',
  minLength: '{field} must be at least {limit} characters.',
  maxLength: '{field} must be at most {limit} characters.',
  minimum: '{field} must be at least {limit}.',
  maximum: '{field} must be at most {limit}.',
  oneOf: '{field} must be one of: {allowed}.',
  notAllowed: '{field} has a value that is not allowed.',
  format: '{field} has an invalid format.',
  invalid: '{field} is invalid.',
  request: 'The request is invalid.',
};

/** How schemaRefusals name a field: the body as a whole, or one field by its name. */
export const fieldNames = {
  body: 'The request body',
  field: '`{name}`',
};

/**
 * The kinds of value a field must be, as schemaRefusals.type says them: the first kind with its
 * article (valueTypes), any other after `or` without (typeNames): "a string or null".
 */
export const valueTypes = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'a null',
  either: '{first} or {second}',
};

export const typeNames = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  null: 'null',
};
