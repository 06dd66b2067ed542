/** The e-mails and notifications of a booking moved to another time (decision 121). */

/** Lines of the customer's "booking moved" e-mail that depend on the move. */
export const movedLines = {
  samePrice: 'The price stays {now}.',
  wasNow: 'The price was {was}; it is now {now}.',
  newHold: 'We placed a hold of {now} on your card for the new time and released the earlier hold.',
  keepsCleaner: '{cleaner} is still your cleaner and has the new time.',
  waitingForCleaner: 'We will let you know as soon as a cleaner accepts it.',
};

/** To the assigned cleaner whose job the customer moved into their free time. */
export const cleanerMoved = {
  subject: 'Job {bookingNo} has a new time',
  body: `Hello {name},

The customer moved job {bookingNo} to a time when you are free: {time} ({city} time). The job stays yours, with the same pay.

Your jobs page shows it at its new time.

MapleShine`,
  noticeTitle: 'Your job has a new time',
  noticeMessage: 'The customer moved job {bookingNo} to {time}. It stays yours.',
};
