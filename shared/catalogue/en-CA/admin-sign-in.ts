/**
 * The console's second factor at sign-in (decision 078): after an operator's password, the code
 * of their authenticator app, or its set-up the first time. Staff-only, so imported directly.
 */
export const secondFactorLabels = {
  CODE_HEADING: 'Enter your code',
  CODE_INTRO:
    'The MapleShine console asks for a second factor. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.',
  CODE_LABEL: 'Code',
  CODE_PLACEHOLDER: '123456',
  VERIFY: 'Verify',
  SETUP_HEADING: 'Set up your authenticator app',
  SETUP_INTRO:
    'The console asks for a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) at every sign-in. Add this key to your app, then enter the code it shows.',
  SETUP_LOADING: 'Making your key',
  KEY_LABEL: 'Key',
  URI_LABEL: 'Or open this address on the phone that has the app',
  FIRST_CODE_LABEL: 'Code from the app',
  CONFIRM: 'Confirm',
  RECOVERY_HEADING: 'Your recovery codes',
  RECOVERY_INTRO:
    'Each code works once, in place of a code from the app, if you lose your phone. They are shown only now: keep them somewhere safe, such as a password manager.',
  RECOVERY_LIST: 'Recovery codes',
  RECOVERY_DONE: 'I have saved them: open the console',
  SIX_DIGITS: 'Enter the 6-digit code from your authenticator app.',
  CODE_OR_RECOVERY: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  FAILED: 'The code could not be checked.',
};

/** The code a refund, a new operator and disabling one ask for again (decisions 078, 085). */
export const confirmCodeLabels = {
  LABEL: 'Code from your authenticator app',
  HINT: 'Refunds and changes to who can use the console are confirmed with a fresh code.',
};
