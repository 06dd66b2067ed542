/*
 * The public site's and sign-in pages' texts that are not page labels (operators do not edit
 * them): what a screen reader hears while a form loads, and the words said when a call fails
 * without a message of its own (decision 107).
 */

export const authTexts = {
  LOADING_LOGIN_FORM: 'Loading the login form',
  LOADING_REGISTER_FORM: 'Loading the registration form',
  LOADING_FORGOT_FORM: 'Loading the forgotten-password form',
  LOADING_RESET_FORM: 'Loading the new-password form',
  LOGGING_OUT: 'Logging out',
  LOGIN_FAILED: 'Failed to log in.',
  REGISTER_FAILED: 'Failed to create your account.',
  RESET_LINK_FAILED: 'Failed to send the reset link.',
  RESET_FAILED: 'Failed to reset your password.',
  PASSWORDS_DIFFER: 'Passwords do not match.',
};
