/**
 * The demo host's password screen (spec §2), shown before the app: its own module, loaded only on
 * the demo host.
 */
export const demoGateTexts = {
  HEADING: 'MapleShine demo',
  INTRO: 'This site is a private demo. Enter the password you were given to continue.',
  PASSWORD: 'Password',
  CONTINUE: 'Continue',
  INCORRECT_PASSWORD: 'Incorrect password. Try again.',
};
