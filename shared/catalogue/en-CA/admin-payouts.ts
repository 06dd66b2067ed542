/**
 * The console's payouts (issue 43, decision 133): the cleaners' payout items by state, each
 * failed one with its Retry.
 */
export const adminPayoutsLabels = {
  HEADING: 'Payouts',
  INTRO:
    'Each cleaner’s share of a charge is sent to their payout account within 48 hours of the charge. A failed transfer is tried five times, then waits here for Retry.',
  STATE: 'State',
  ALL: 'All',
  STATE_COUNT: '{label} ({count, number})',
  PENDING: 'Pending',
  SENDING: 'Sending',
  SENT: 'Sent',
  FAILED: 'Failed',
  CLEANER: 'Cleaner',
  BOOKING: 'Booking',
  AMOUNT: 'Amount',
  DUE_BY: 'Due by',
  ATTEMPTS: 'Attempts',
  LAST_ERROR: 'Last error',
  KIND_SERVICE: 'Cleaning',
  KIND_CANCELLATION_FEE: 'Cancellation fee',
  KIND_TIP: 'Tip',
  ACCOUNT_NONE: 'No payout account',
  ACCOUNT_INCOMPLETE: 'Payout account incomplete',
  ACCOUNT_ENABLED: 'Paid to the account ending {last4}',
  ACCOUNT_ENABLED_NO_DIGITS: 'Payout account ready',
  SENT_ON: 'Sent {moment}',
  NEXT_ATTEMPT: 'Next attempt {moment}',
  NONE_FOUND: 'No payouts in this state.',
  CLEANER_SECTION: 'Payouts',
  CLEANER_WAITING:
    '{amount} not yet sent ({count, plural, one {# payout} other {# payouts}}, {failed, plural, =0 {none failed} one {# failed} other {# failed}}).',
  CLEANER_NOTHING_WAITING: 'Nothing waiting to be sent.',
  SEE_CLEANER_PAYOUTS: 'See this cleaner’s payouts',
  RETRY: 'Retry',
  RETRY_NAMED: 'Retry the payout to {name} for booking {bookingNo}',
  RETRY_TITLE: 'Retry this payout',
  RETRY_TEXT:
    'The transfer job sends it again within five minutes, with its attempts counted from zero. Say what was fixed: the audit log keeps it.',
};
