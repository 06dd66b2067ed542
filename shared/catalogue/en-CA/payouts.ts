/**
 * The cleaner's payouts on screen (issue 43, decision 133): the dashboard's banner and account
 * line, the test stand-in's onboarding page (offline, in place of Stripe's) and the page Stripe
 * brings the cleaner back to. The bank checks are the server's too.
 */

export const payoutBannerTexts = {
  heading: 'Set up payouts to get paid',
  text: 'Your earnings wait until you do. You can still accept jobs in the meantime.',
  incompleteHeading: 'Finish setting up payouts',
  incompleteText:
    'Your payout account still needs some details before we can pay you. Your earnings wait until then.',
  waiting: '{amount} is waiting for you.',
  setUp: 'Set up payouts',
  finish: 'Finish setting up payouts',
  doneHeading: 'Payouts',
  done: 'Payouts go to the account ending {last4}.',
  doneNoDigits: 'Payouts are set up.',
  update: 'Update payout account',
  failed: 'We could not open the payout set-up. Please try again.',
};

export const testOnboardingTexts = {
  title: 'Set up payouts',
  badge: 'Test mode',
  intro:
    'In test mode no bank is asked: this page stands in for Stripe’s. Enter a Canadian bank account as on a void cheque.',
  institution: 'Institution number',
  institutionHint: '3 digits, e.g. 004',
  transit: 'Transit number',
  transitHint: '5 digits, e.g. 12345',
  account: 'Account number',
  accountHint: '7 to 12 digits',
  privacy:
    'MapleShine never keeps your bank numbers: only the last four digits of the account, so you can tell which account we pay.',
  submit: 'Save and continue',
  cancel: 'Back to dashboard',
  notSetUp: 'Please set up payouts from your dashboard first.',
};

/** The bank account's checks, on the page and on the server (the same words). */
export const bankChecks = {
  institution: 'The institution number has 3 digits.',
  transit: 'The transit number has 5 digits.',
  account: 'The account number has 7 to 12 digits.',
};

export const payoutReturnTexts = {
  title: 'Payouts',
  checking: 'Checking your payout account…',
  done: 'Payouts are set up.',
  incomplete:
    'Your payout account still needs some details. You can finish later from your dashboard.',
  failed: 'We could not check your payout account. Please try again from your dashboard.',
  toDashboard: 'Back to dashboard',
  restarting: 'Opening the payout set-up again…',
};
