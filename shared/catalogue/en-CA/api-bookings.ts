/**
 * What the API answers about a customer's bookings (decision 104): their page and link, access
 * notes, reviews, cancelling, moving one no cleaner accepted, and the lifecycle's refusals.
 * Said in the caller's language (server/domain/said.ts).
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
