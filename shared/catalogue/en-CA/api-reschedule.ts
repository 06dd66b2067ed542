/** What the API says about moving a booking to another time (decision 121). */

export const rescheduleRefusals = {
  started: 'A booking cannot be moved once its cleaning has started.',
  notMovable: 'Only a paid booking whose cleaning has not started can be moved.',
  tooMany:
    'A booking can be moved twice at most, and this one has been moved twice already. You can still cancel it.',
  confirmIncrease:
    'The new time costs more: was {was}, now {now}. Please confirm the new price to move your booking.',
  cardRefused:
    'Your card could not be held for the new price, so your booking keeps its time. Please choose another time or contact us.',
  changed: 'This booking changed meanwhile. Please look at its times again.',
};

export const rescheduleAnswers = {
  /** A time's price when it differs: "Was $150.00, now $162.00". */
  wasNow: 'Was {was}, now {now}',
  /** A time's price when it does not. */
  samePrice: 'Same price: {now}',
};
