/*
 * Cancellation with a fee known in advance (issue 42, decision 117): the line on the booking page
 * and the quote step (the tier now and a countdown to the next), and what cancelling does to the
 * card (here since decision 166: the booking page's Cancel says it). The cancel question's own
 * words are in cancellation-question.ts, loaded with its code.
 */

export const cancellationLine = {
  /** While no cleaner has accepted, whatever the time. */
  FREE_NOT_ACCEPTED: 'Free cancellation until a cleaner accepts your booking',
  FREE_UNTIL: 'Free cancellation until {until}',
  FREE: 'Free cancellation',
  FEE_UNTIL: 'Cancelling now costs {fee} (tax included) until {until}',
  CLOSED: 'The cleaning has started, so it can no longer be cancelled.',
  /** The countdown after the line: "· 1 day 4 h left". */
  LEFT_DAYS: '{days, plural, one {# day} other {# days}} {hours} h left',
  LEFT_HOURS: '{hours} h {minutes} min left',
  LEFT_MINUTES: '{minutes} min left',
};

/** What cancelling does to the card, by the booking's payment state. */
export const cancelPaymentTexts = {
  HOLD_RELEASED: 'The hold of {amount} on your card will be released.',
  SAVED_CARD: 'Your saved card will not be charged.',
  NOTHING_CHARGED: 'Nothing was charged.',
};
