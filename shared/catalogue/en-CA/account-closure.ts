/*
 * Closing an account (issue 44, decision 139): the profile's "Close my account" section and its
 * dialog, the preview both it and the console show, and the console's "Close account" action.
 */

/** The profile's section and the person's own dialog. */
export const closeAccountTexts = {
  HEADING: 'Close my account',
  INTRO:
    'Closing your account cancels your upcoming bookings, hands back the jobs you accepted, and deletes or anonymises your personal data. It cannot be undone.',
  OPEN: 'Close my account…',
  DIALOG_TITLE: 'Close your account',
  PASSWORD: 'Current password',
  PASSWORD_REQUIRED: 'Please enter your current password.',
  CODE: 'Code from your authenticator app',
  CODE_REQUIRED: 'Please enter the 6-digit code from your authenticator app.',
  CONFIRM: 'I understand that closing my account cannot be undone.',
  CONFIRM_REQUIRED: 'Please confirm that you understand.',
  SUBMIT: 'Close my account',
  SUBMIT_WITH_FEE: 'Close my account and pay {fee}',
  CANCEL: 'Keep my account',
  CLOSE_DIALOG: 'Close this window',
};

/** The preview: what closing costs, what goes back, and what is kept. */
export const closurePreviewTexts = {
  LOADING: 'Checking what closing the account costs…',
  LOAD_FAILED: 'We could not check what closing costs right now: {message}',
  BOOKINGS: 'Upcoming bookings that will be cancelled',
  NO_BOOKINGS: 'No upcoming booking.',
  BOOKING_LINE: '{bookingNo} · {service}{when, select, none {} other { · {when}}}',
  FREE: 'Free',
  FEE: 'Fee {fee}',
  TOTAL_FREE: 'Closing costs nothing: no cancellation fee is due.',
  TOTAL_FEE:
    'Closing now costs {fee} in cancellation fees (tax included) under our cancellation policy, paid to the cleaners. It is taken from the card of each booking.',
  JOBS: 'Accepted jobs that will be handed back to other cleaners',
  ERASED:
    'Deleted or anonymised: your name (reviews and comments will show “Former customer” or “Former cleaner”), phone number, addresses and access notes, photos, notifications, e-mails, e-mail preferences and sessions. Your e-mail address is freed.',
  KEPT: 'What we keep, and why',
};

/** The console's action on a customer's written request. */
export const consoleClosureTexts = {
  SECTION: 'Customer’s account',
  INTRO: 'On the customer’s written request, close their account as they could from their profile.',
  CLOSED: 'This customer closed their account.',
  OPEN: 'Close account…',
  DIALOG_TITLE: 'Close this customer’s account',
  NOTE: 'The written request',
  NOTE_DESCRIPTION:
    'For the audit log, e.g. “E-mail of November 28, 2026 asking to close the account”.',
  NOTE_REQUIRED: 'Please write down the request you received (for example its date).',
  SUBMIT: 'Close the account',
  SUBMIT_WITH_FEE: 'Close the account and charge {fee}',
  CANCEL: 'Cancel',
  CLOSE_DIALOG: 'Close this window',
  ERASED:
    'Deleted or anonymised: their name (reviews and comments will show “Former customer” or “Former cleaner”), phone number, addresses and access notes, photos, notifications, e-mails, e-mail preferences and sessions. Their e-mail address is freed.',
  CLEANER_SECTION: 'Cleaner’s account',
  CLEANER_INTRO:
    'On the cleaner’s written request, close their account as they could from their profile.',
  CLEANER_CLOSED: 'This cleaner closed their account.',
  CLEANER_DIALOG_TITLE: 'Close this cleaner’s account',
};
