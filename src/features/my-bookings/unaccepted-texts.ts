/**
 * What the customer reads about a paid booking nobody has accepted yet (decision 098): the
 * offer of other times on the booking page. The times themselves and the server's answers come
 * worded from the server, on the city's clock.
 */
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
  confirmText: (when: string) =>
    `Move your booking to ${when}? The price and the hold on your card stay the same.`,
  keep: 'Keep the current time',
  move: 'Move booking',
};
