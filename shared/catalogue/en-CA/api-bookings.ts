/**
 * What the API answers about a customer's bookings (decision 104): their page and link, access
 * notes, reviews, cancelling, moving one no cleaner accepted, and the lifecycle's refusals.
 * Said in the caller's language (server/domain/said.ts); the booking's page and its offered
 * times are written in it (server/bookings/booking-page.ts, other-times.ts).
 */

/** Refusals (4xx). */
export const bookingRefusals = {
  bookingNotFound: 'Booking not found.',
  notYourBookings: 'You can only see your own bookings.',
  accessNotesClosed: 'The access notes can be changed only until the cleaning starts.',
  bookingLinkNotFound:
    'This booking link does not work: it may be incomplete, or it was stopped. Please open the newest e-mail about your booking, or contact us.',
  bookingLinkEnded:
    'This link has stopped working, and so has every other link to this booking. Any e-mail we send you about this booking from now on carries a new link.',
  reviewTooShort: 'Review must be at least 50 characters long.',
  notYourReview: 'You can only review your own bookings.',
  notCompleted: 'You can review a booking once it is completed.',
  wrongService: 'This review does not match the booking.',
  alreadyReviewed: 'You have already reviewed this booking.',
  releaseUnavailable:
    'We could not release the hold on your card right now, so the booking is not cancelled yet. Please try again.',
  notMovable: 'Only a booking no cleaner has accepted yet can be moved.',
  chooseOfferedTime: 'Please choose one of the times offered for this booking.',
  timeTaken: 'That time is no longer free. Please choose another time.',
};

/** The lifecycle's refusal of a step in a booking's status (server/jobs/lifecycle.ts), by event. */
export const lifecycleRefusals = {
  bookingQuote: 'This booking can no longer be changed.',
  bookingAuthorize: 'This booking is not waiting for payment.',
  bookingCancel: 'This booking can no longer be cancelled.',
  paymentFail: 'This booking is not waiting for its card hold.',
  bookingExpire: 'Only a booking no cleaner accepted can lapse at its start.',
  bookingMove: 'Only a booking no cleaner has accepted yet can be moved.',
  bookingReopen: 'Only a booking a cleaner has accepted can be opened to other cleaners.',
  jobAccept: 'This job is no longer open.',
  jobHandBack: 'Only an accepted job that has not started can be handed back.',
  jobStart: 'Only an accepted job can be started.',
  jobComplete: 'Only a job in progress can be completed.',
  paymentRefund: 'Only a completed booking that was charged can be refunded.',
};

/** Successes' sentences. */
export const bookingAnswers = {
  accessNotesSaved: 'Access notes saved.',
  reviewAdded: 'Review Added Successfully.',
  bookingCancelled: 'Booking cancelled.',
  moved: 'Your booking is moved to {time}.',
  times: 'The nearest times when a cleaner is free.',
  timeInWords: '{day}, {from} to {until}',
};

/**
 * The status on the booking's own page, by lifecycle state (machines/job-lifecycle.machine.ts:
 * the state's `meta.customer`, else its `meta.name`; tests/unit/machine-words.test.ts keeps
 * them the same).
 */
export const bookingPageStatus = {
  draft: 'Not finished',
  quoted: 'Awaiting payment',
  authorized: 'Finding a cleaner',
  assigned: 'Cleaner assigned',
  inProgress: 'In progress',
  'completed.charged': 'Completed',
  'completed.partlyRefunded': 'Partly refunded',
  'completed.refunded': 'Refunded',
  cancelled: 'Cancelled',
};

/**
 * Where the money stands, on the booking's page, by payment status. `{total}` and `{refunded}`
 * are amounts, `{day}` a date ("November 28, 2026"), all written in the reader's language.
 */
export const bookingPageMoney = {
  authorized: '{total} is held on your card. You are charged only when the cleaning is done.',
  cardSaved:
    'Your card is saved. {total} will be held on it on {day}, and you are charged only when the cleaning is done.',
  /** A saved card whose cleaning has no start yet. */
  cardSavedDayBefore:
    'Your card is saved. {total} will be held on it on the day before the cleaning, and you are charged only when the cleaning is done.',
  needsAuthentication:
    'Your bank asks you to confirm your card before {total} is held. Open the link in our e-mail to confirm it before the cleaning starts, or the booking is cancelled. Nothing has been charged.',
  capturedOn: '{total} was charged to your card on {day}.',
  captured: '{total} was charged to your card.',
  partlyRefunded: '{total} was charged to your card; {refunded} of it has been refunded.',
  refunded: '{total} was charged to your card and has been refunded in full.',
  released: 'Nothing was charged. The hold on your card has been released.',
  /** A saved card released before any hold was placed on it. */
  releasedNeverHeld: 'Nothing was charged, and your card will not be used for this booking.',
  failed: 'Nothing was charged: your bank declined the hold on your card.',
  expired: 'Nothing was charged: the hold on your card has lapsed.',
  nothing: 'Nothing has been charged.',
};
