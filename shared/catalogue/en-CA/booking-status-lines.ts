/*
 * Lines about where a booking stands (decision 128): the bookings list's cancel question when nothing can be
 * cancelled any more, and the booking page's line about the cleaner the customer asked for.
 */

export const listCancelTexts = {
  /** The list was read before the booking started or was cancelled elsewhere. */
  NO_LONGER: 'This booking can no longer be cancelled.',
};

/**
 * The booking page's line about the cleaner the customer asked for (book again, decision 120),
 * while nobody has accepted: {name} is the cleaner's first name, {until} a day and a time.
 */
export const requestedCleanerLine = {
  WAITING_ANYONE:
    '{name} has this booking first, until {until}. If {name} has not accepted by then, any available cleaner can take it.',
  WAITING_ONLY: 'As you asked, this booking is offered to {name} only.',
  OPENED: '{name} did not accept in time, so your booking is now open to every available cleaner.',
  LAPSED_ONLY:
    '{name} has not accepted yet. As you asked, the booking stays offered to {name} only; you can move it to another time or cancel it.',
};

/** The in-app notice when the requested cleaner's time passed and the job opened to everyone. */
export const requestedCleanerOpenedNotice = {
  title: '{name} did not accept in time',
  message: 'Your booking {bookingNo} on {when} is now open to every available cleaner.',
};
