/**
 * What the API says about cleaner payouts (issue 43, decision 133): the refusals and answers of
 * the cleaner's payout account and of the console's payouts, and the operators' e-mail when a
 * transfer has failed for good. Money comes formatted.
 */

/** Refusals (4xx). */
export const payoutRefusals = {
  noTestOnboarding: 'There is no test onboarding here: payouts are set up on Stripe.',
  notSetUp: 'Please set up payouts from your dashboard first.',
  unavailable: 'We could not reach our payment provider. Please try again in a moment.',
  cleanerNotFound: 'There is no such cleaner.',
  itemNotFound: 'There is no such payout.',
  notFailed: 'Only a failed payout can be tried again.',
};

/** Answers (200). */
export const payoutAnswers = {
  account: 'Your payout account.',
  cleanerAccount: 'The cleaner’s payout account.',
  onboarding: 'Continue to set up your payouts.',
  refreshed: 'Your payout account is up to date.',
  onboarded: 'Payouts are set up: they go to the account ending {last4}.',
  list: 'Payouts.',
  retried: 'The payout will be sent again within a few minutes.',
};

/** To every operator when a transfer to a cleaner failed after all its attempts. */
export const payoutFailedMail = {
  subject: 'A payout of {amount} to {cleanerName} failed',
  body: `Hi {name},

The payout of {amount} to {cleanerName} for booking {bookingNo} failed {attempts, plural, one {after # attempt} other {after # attempts}} and will not be tried again on its own. It was due by {dueBy} (Toronto time).

The last error: {lastError}

Please check the cleaner's payout account with them, then press Retry on the payout in the console: {payoutsUrl}

MapleShine`,
};
