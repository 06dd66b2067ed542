// The second factor's sentences and constants (decision 078), apart from its service so a test
// harness in the browser's environment (tests/support/ui-accounts.ts) can read them without
// loading the server's services.

/** The name authenticator apps show beside the operator's e-mail. */
export const TOTP_ISSUER = 'MapleShine';
export const RECOVERY_CODE_COUNT = 10;

export const WRONG_CODE = 'The code is incorrect. Please try again.';
export const USED_CODE = 'This code has already been used. Please wait for the next one.';
export const ALREADY_SET_UP =
  'Your authenticator app is already set up. Please enter a code from it.';
export const SET_UP_FIRST = 'Please set up your authenticator app first.';
export const SECOND_FACTOR_SET_UP =
  'Your authenticator app is set up. Keep your recovery codes somewhere safe.';
export const SECOND_FACTOR_PASSED = 'Code accepted.';
