/** /confirm-card/<token>: the page where a customer confirms their card with their bank (decision 099). */
export const confirmCardTexts = {
  HEADING: 'Confirm your card',
  INTRO:
    'Your bank asks you to confirm your card before we hold the amount for your cleaning. It takes a minute, with your bank’s usual check.',
  DEADLINE:
    'Please confirm it before the cleaning starts; otherwise the booking is cancelled and nothing is charged.',
  NOTHING_HELD: 'Nothing is held on your card until your bank confirms it.',
  CONFIRM: 'Confirm my card',
  DONE_HEADING: 'Your card is confirmed',
  DONE: 'Thank you: the amount is held on your card and charged only when the cleaning is done.',
  CLOSED_HEADING: 'This booking no longer needs your card',
  CLOSED:
    'This booking was cancelled or has already started, so there is nothing to confirm. Nothing more will be charged for it.',
  NOT_FOUND_HEADING: 'This link cannot be used',
  BOOKING: 'Booking',
  WHEN: 'When',
  AMOUNT: 'Amount to hold',
  BACK_HOME: 'Back to the home page',
  LOADING: 'Loading your booking',
  /** The booking's line: "Standard Cleaning, MS-2026-000123". */
  BOOKING_LINE: '{service}, {number}',
  /** When it is: "March 3, 2026, 9:00AM–12:00PM (Edmonton)". */
  WHEN_LINE: '{day}, {window} ({city})',
};
