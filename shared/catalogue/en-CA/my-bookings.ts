/*
 * The customer's bookings screen beside its labels (dashboard.ts): its lists, the offer of other
 * times for a booking nobody has accepted (decision 098), what cancelling does to the card, the
 * access-notes dialog and the receipts part (decision 101). Money and times come formatted.
 */

export const myBookingsTexts = {
  NO_DATA_FOUND: 'No Data Found',
  UPCOMING: 'Upcoming bookings',
  PAST: 'Past bookings',
  CANCELLED: 'Cancelled bookings',
  LOADING: 'Loading bookings',
  REVIEWED: 'Reviewed',
  BOOK_AGAIN: 'Book again',
  /** The button's accessible name: "View booking MS-000123". */
  /** The button to a booking's own page (issue 40). */
  VIEW_BOOKING: 'View booking',
  VIEW_BOOKING_OF: '{label} {number}',
  BOOKINGS_FOR_CUSTOMERS:
    'Bookings belong to the customers who make them. Your jobs are on the Jobs page.',
  GO_TO_JOBS: 'Go to Jobs',
};

/** A paid booking nobody has accepted yet: the times when a cleaner is free (decision 098). */
export const unacceptedTexts = {
  heading: 'Nobody has accepted your booking yet',
  intro:
    'Move it to a time when a cleaner is free, or cancel it. If nobody accepts by the start, we cancel it and release the hold on your card.',
  timesLabel: 'Times when a cleaner is free',
  loading: 'Looking for times when a cleaner is free…',
  noTimes:
    'No cleaner is free at another time in the next two weeks right now. You can keep your booking or cancel it.',
  cancel: 'Cancel booking',
  confirmHeading: 'Move your booking?',
  confirmText: 'Move your booking to {when}? The price and the hold on your card stay the same.',
  keep: 'Keep the current time',
  move: 'Move booking',
  close: 'Close',
  moving: 'Loading...',
};

/** The access-notes dialog of a booking (decision 100), beside access-notes.ts. */
export const accessNotesDialogTexts = {
  BOOKING_LINE: '{service}, booking {number}',
  CLOSE: 'Close',
  SAVING: 'Loading...',
};

/** What the receipts part of a booking says (decision 101). */
export const receiptTexts = {
  downloadReceipt: 'Download receipt',
  creditNotes: 'Credit notes',
  /** "Credit note CN-2026-000004, $22.60". */
  creditNote: 'Credit note {number}, {amount}',
  receiptFor: 'Receipt {number}',
  /** The receipt button's accessible name: "Download receipt (Receipt R-2026-000001)". */
  downloadReceiptOf: '{label} ({receipt})',
  downloading: 'Downloading…',
  failed: 'The file could not be downloaded. Please try again.',
};
