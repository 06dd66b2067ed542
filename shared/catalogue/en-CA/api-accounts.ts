/**
 * What the API answers about accounts (decision 104): sign-up, login, passwords, the second
 * factor, profiles, addresses and the application to clean. Said in the caller's language
 * (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const accountRefusals = {
  addressNotFound: 'Address not found.',
  notYourAddresses: 'You can only manage your own addresses.',
  operatorsDoNotApply:
    'A console account cannot apply to clean. Please apply with another e-mail address.',
  cityRequired: 'Please select the city.',
  experienceRequired: 'Please select your years of experience.',
  photoRequired: 'Please upload a photo of yourself.',
  wrongCredentials: 'The e-mail or password is incorrect.',
  notActivated: 'Please activate your account with the link we e-mailed you before logging in.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  resetInvalid: 'This reset link is invalid or has expired.',
  resetUsed: 'This reset link has already been used or has expired.',
  passwordsDiffer: 'Passwords do not match.',
  passwordTooShort: 'Enter min {minLength} characters.',
  passwordTooCommon: 'This password is too common. Please choose a less common one.',
  invalidPhone: 'Invalid Phone Number.',
  notYourProfile: 'You can only see and change your own profile.',
  emailReadOnly: 'The e-mail address cannot be changed.',
  profileNotFound: 'Profile not found.',
  activationInvalid: 'This activation link is invalid or has expired.',
  alreadyActive: 'Your account is already active. Please log in.',
  wrongCode: 'The code is incorrect. Please try again.',
  usedCode: 'This code has already been used. Please wait for the next one.',
  alreadySetUp: 'Your authenticator app is already set up. Please enter a code from it.',
  setUpFirst: 'Please set up your authenticator app first.',
};

/** Successes' sentences. */
export const accountAnswers = {
  addressAdded: 'Address added successfully.',
  addressUpdated: 'Address Updated successfully.',
  addressDeleted: 'Address deleted successfully.',
  applicationReceived:
    'Thank you for applying. Please check your e-mail for what to do next; we will write again once your application is reviewed.',
  passwordChanged: 'Your password has been changed.',
  resetRequested:
    'If an account exists for this e-mail, we have sent a link to reset its password.',
  resetLinkUsable: 'This reset link can be used.',
  profileUpdated: 'Profile updated successfully.',
  secondFactorSetUp: 'Your authenticator app is set up. Keep your recovery codes somewhere safe.',
  secondFactorPassed: 'Code accepted.',
  registered: 'Registration successful. Please check your e-mail to activate your account.',
  activated: 'Your account is now active. You can log in.',
  loggedIn: 'Login successful.',
  loggedOut: 'You have been logged out.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
};
