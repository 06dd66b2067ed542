/**
 * A booking's own page (issue 40): what a guest opens from a link in one of its e-mails, and a
 * signed-in customer from their bookings. `{name}` marks a value the page fills in.
 */
export const bookingPageLabels = {
  TITLE: 'Your booking',
  BOOKING_NO: 'Booking {bookingNo}',
  LOADING: 'Loading your booking',
  NOT_FOUND_HEADING: 'This link does not open a booking',
  NOT_FOUND_TEXT:
    'The link may be incomplete, or it was stopped. Each e-mail about your booking carries a working link: please open the newest one.',
  OWN_NOT_FOUND_HEADING: 'Booking not found',
  OWN_NOT_FOUND_TEXT: 'We could not find this booking among yours.',
  CONTACT_US: 'Contact us',
  ERROR_HEADING: 'We could not load your booking',
  ERROR_TEXT: 'Please check your connection and try again.',
  RETRY: 'Try again',
  VISIT: 'Your cleaning',
  WHEN: 'When',
  WHERE: 'Where',
  WHAT: 'What',
  HOURS: 'about {hours} hours',
  EXTRAS: 'Extras: {extras}',
  TIME_ZONE_NOTE: '{city} time',
  MONEY: 'Payment',
  TOTAL: 'Total {total}',
  CLEANER: 'Your cleaner',
  NO_CLEANER_YET:
    'We are finding a cleaner for you. You will get an e-mail as soon as one accepts, with their name and photo.',
  RATING: '{rating} out of 5',
  REVIEWS: '{reviews} reviews',
  ONE_REVIEW: '1 review',
  NO_REVIEWS: 'No reviews yet',
  JOBS_DONE: '{jobs} cleanings done',
  ONE_JOB_DONE: '1 cleaning done',
  CHANGE: 'Change of plans?',
  CANCEL_NOTE: 'You can cancel until your cleaner starts, at no cost. {note}',
  CANCEL_BOOKING: 'Cancel booking',
  CANNOT_CANCEL: 'This booking can no longer be cancelled.',
  /** The cancel question, as the bookings list asks it (dashboard.ts bookingLabels). */
  CANCEL_CONFIRM_HEADING: 'Cancel this booking?',
  CANCEL_CONFIRM_TEXT: 'A booking can be cancelled only before your cleaner starts.',
  KEEP_BOOKING: 'Keep Booking',
  CONFIRM_CANCEL: 'Yes, Cancel',
  /** Which booking the question is about: "Routine Clean, booking MS-100042". */
  BOOKING_LINE: '{service}, booking {number}',
  ACCOUNT_HEADING: 'Create an account to keep your bookings',
  ACCOUNT_TEXT:
    'See all your bookings in one place, without looking for the e-mail. Sign up with {email} and this booking is in your account.',
  ACCOUNT_ACTION: 'Create an account',
  END_LINK_HEADING: 'Shared this link by mistake?',
  END_LINK_TEXT:
    'Whoever has this page’s address can see and cancel this booking. You can stop it, and every other link to this booking, from working.',
  END_LINK_ACTION: 'Stop this link working',
  END_LINK_CONFIRM_HEADING: 'Stop the links to this booking?',
  END_LINK_CONFIRM_TEXT:
    'This page and the links in the e-mails you already have will stop working. The next e-mail we send you about this booking will carry a new link.',
  END_LINK_CONFIRM: 'Yes, stop the links',
  END_LINK_KEEP: 'Keep the link',
  ENDED_HEADING: 'This link no longer works',
  ALL_BOOKINGS: 'All my bookings',
  VIEW_BOOKING: 'View booking',
};

export type BookingPageLabels = typeof bookingPageLabels;
