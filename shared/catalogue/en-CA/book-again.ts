/*
 * Book again, favourite and blocked cleaners (issue 42, decision 120): the API's answers and
 * refusals, the customer's notice when the cleaner they asked for has not accepted, and the web
 * app's texts (the Book again page, the review's offer, the profile's lists).
 */

/** Refusals (4xx). */
export const bookAgainRefusals = {
  notCompleted: 'Only a completed booking can be booked again.',
  cleanerNotFree:
    '{name} is not free then. Please choose one of {name}’s free times, or tick “or anyone available”.',
  cleanerBlocked:
    'You blocked {name}, so this booking can go only to any available cleaner: please tick “or anyone available”.',
  noCleaner: 'This booking had no cleaner to ask for: please tick “or anyone available”.',
  favouriteNeedsGoodReview:
    'You can add a cleaner to your favourites after rating their cleaning 4 or 5 stars.',
  noMark: 'This cleaner is not on your lists.',
};

/** Answers (2xx). */
export const bookAgainAnswers = {
  offerReady: 'Here is your booking to make again.',
  cleanersListed: 'Your cleaners.',
  favouriteAdded: '{name} is now one of your favourite cleaners.',
  favouriteRemoved: '{name} is no longer one of your favourite cleaners.',
  unblocked: '{name} can be matched with your bookings again.',
};

/** The customer's in-app notice when the cleaner they asked for has not accepted in time. */
export const requestedCleanerNotice = {
  title: '{name} has not accepted yet',
  message:
    'Your booking {bookingNo} on {when} is still waiting for {name}. If nobody accepts it, we will tell you before the cleaning, and you will not be charged.',
};

/** The Book again page (/booking/:id/book-again) and the buttons that open it. */
export const bookAgainTexts = {
  BOOK_AGAIN: 'Book again',
  BOOK_AGAIN_NAMED: 'Book again: {bookingNo}',
  PAGE_TITLE: 'Book again',
  HEADING: 'Book your cleaning again',
  INTRO:
    'Your service, home, rooms, extras, address and access notes are filled in. Prices are today’s: you will see the new quote before you pay.',
  WITH_CLEANER: 'With {name}',
  FREE_TIMES_HEADING: '{name}’s free times in the next two weeks',
  NO_FREE_TIMES: '{name} has no free time in the next two weeks.',
  ANYONE: 'or anyone available',
  ANYONE_HELP: 'If {name} does not accept in time, any available cleaner can take it.',
  BLOCKED_NOTE: 'You blocked {name}, so any available cleaner will be matched.',
  NO_CLEANER_NOTE: 'Any available cleaner will be matched.',
  MORE_DAYS: 'Show more days',
  PICK_DAY: 'Or pick another day and time in the next step.',
  CONTINUE: 'Continue',
  CHOOSE_TIME: 'Please choose one of the times, or tick “or anyone available”.',
  LOADING: 'Loading your booking',
  LOAD_ERROR: 'We could not load this booking. Please try again.',
  TRY_AGAIN: 'Try again',
  REQUESTED_NOTE: 'Booking again with {name}.',
  REQUESTED_NOTE_ANYONE: 'Booking again with {name}, or anyone available.',
};

/** The review's offer, and the profile's favourite and blocked cleaners. */
export const cleanerListTexts = {
  ADD_FAVOURITE: 'Add {name} to your favourite cleaners',
  FAVOURITE_ADDED: '{name} is now one of your favourite cleaners.',
  BLOCKED_AFTER_REVIEW:
    '{name} will not be matched with your bookings again. You can undo this in your profile.',
  FAVOURITES_HEADING: 'Favourite cleaners',
  NO_FAVOURITES:
    'No favourite cleaners yet. After you rate a cleaning 4 or 5 stars, you can add its cleaner here.',
  BLOCKED_HEADING: 'Blocked cleaners',
  BLOCKED_HELP: 'A cleaner you rate 1 or 2 stars is never matched with your bookings again.',
  NO_BLOCKED: 'No blocked cleaners.',
  REMOVE: 'Remove',
  REMOVE_NAMED: 'Remove {name} from your favourite cleaners',
  UNBLOCK: 'Unblock',
  UNBLOCK_NAMED: 'Unblock {name}',
  LOAD_ERROR: 'We could not load your cleaners.',
};
