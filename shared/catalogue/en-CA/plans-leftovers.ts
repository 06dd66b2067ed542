/*
 * Issue 42's leftovers (decision 128): the bookings list's cancel question when nothing can be
 * cancelled any more, and the booking page's line about the cleaner the customer asked for.
 */

export const listCancelTexts = {
  /** The list was read before the booking started or was cancelled elsewhere. */
  NO_LONGER: 'This booking can no longer be cancelled.',
};
