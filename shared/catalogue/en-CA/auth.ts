/** Log in, sign up, the password pages and the account activation pages. */

export const loginLabels = {
  HEADING: 'Welcome Back',
  SUBHEADING: 'Log in to manage your bookings or your jobs.',
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PASSWORD_LABEL: 'Password',
  PASSWORD_PLACEHOLDER: 'Enter your password',
  FORGOT_PASSWORD: 'Forgot password?',
  LOGIN: 'Log In',
  NO_ACCOUNT: "Don't have an account?",
  REGISTER_LINK: 'Sign Up',
  CONTRACTOR_PROMPT: 'Want to clean with MapleShine?',
  CONTRACTOR_LINK: 'Apply to join',
};

export const registerLabels = {
  HEADING: 'Create Your Account',
  SUBHEADING: 'Book faster, keep your addresses in one place and track every booking.',
  FIRST_NAME_LABEL: 'First Name',
  FIRST_NAME_PLACEHOLDER: 'Enter your first name',
  LAST_NAME_LABEL: 'Last Name',
  LAST_NAME_PLACEHOLDER: 'Enter your last name',
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  PASSWORD_LABEL: 'Password',
  PASSWORD_PLACEHOLDER: 'At least 6 characters',
  CONFIRM_PASSWORD_LABEL: 'Confirm Password',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your password',
  TERMS_NOTE: 'By creating an account you agree to our Terms and Conditions and Privacy Policy.',
  REGISTER: 'Sign Up',
  HAVE_ACCOUNT: 'Already have an account?',
  LOGIN_LINK: 'Log In',
  CONTRACTOR_PROMPT: 'Looking for cleaning work?',
  CONTRACTOR_LINK: 'Apply as a cleaner',
};

export const forgotPasswordLabels = {
  HEADING: 'Forgot Your Password?',
  SUBHEADING:
    "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  SUBMIT: 'Send Reset Link',
  LINK_HELP: 'The link works once and expires in 60 minutes.',
  BACK_TO_LOGIN: 'Back to Log In',
};

export const resetPasswordLabels = {
  HEADING: 'Choose a New Password',
  SUBHEADING: 'Use at least 6 characters, and avoid a password you use elsewhere.',
  /** An operator's link (decision 084): the console's password needs more. */
  OPERATOR_SUBHEADING:
    'Your console password needs at least 8 characters and must not be a common password.',
  NEW_PASSWORD_LABEL: 'New Password',
  NEW_PASSWORD_PLACEHOLDER: 'At least 6 characters',
  OPERATOR_PASSWORD_PLACEHOLDER: 'At least 8 characters',
  CONFIRM_PASSWORD_LABEL: 'Confirm New Password',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your new password',
  SUBMIT: 'Reset Password',
  BACK_TO_LOGIN: 'Back to Log In',
  LINK_USED_HEADING: 'This Reset Link Was Used or Has Expired',
  LINK_USED_TEXT:
    'A reset link works only once, and only for a while. Ask for a new one and we will e-mail it to you.',
  NEW_LINK: 'Send Me a New Link',
};

export const successRegistrationLabels = {
  HEADING: 'Thanks for signing up!',
  TEXT: "We've sent an activation link to your e-mail. Open it to activate your account; the link works once and expires in 7 days.",
  HINT: "Can't find it? Check your spam or junk folder.",
  BACK_HOME: 'Back to Home',
};

export const accountActivationLabels = {
  HEADING: 'Activating Your Account',
  TEXT: 'Please wait a moment while we confirm your e-mail address.',
  ALREADY_ACTIVE_HEADING: 'Your Account Is Already Active',
  INVALID_HEADING: 'This Activation Link Cannot Be Used',
  LOGIN: 'Log In',
  BACK_HOME: 'Back to Home',
};

export const accountVerifiedLabels = {
  HEADING: 'Your Account Is Verified',
  TEXT: 'Thanks for confirming your e-mail address. You can now log in to book cleanings and manage them from your dashboard.',
  LOGIN: 'Log In',
};

export const successResetPasswordLabels = {
  HEADING: 'Password Reset',
  TEXT: 'Your password has been changed. Log in with your new password to continue.',
  LOGIN: 'Log In',
};

/** The sign-in pages' loading words, and their sayings when a call fails without a message. */
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
};
