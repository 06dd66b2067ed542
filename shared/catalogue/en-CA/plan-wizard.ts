/*
 * Buying a regular cleaning in the booking wizard (issue 45, decision 143): the details stage's
 * "Make it regular" choice, the quote's per-visit line, the payment's sentence about the saved
 * card and the thank-you page's mention of the plan.
 */
export const planWizardTexts = {
  HEADING: 'Make it regular',
  CHOICE_LABEL: 'How often',
  ONE_TIME: 'One time',
  EVERY: '{weeks, select, 1 {Every week} 2 {Every 2 weeks} other {Every 4 weeks}}',
  EVERY_SAVE:
    '{weeks, select, 1 {Every week} 2 {Every 2 weeks} other {Every 4 weeks}} · save {percent}',
  REPEATS:
    'The same service, rooms, extras, address, weekday and time window come back at the chosen pace. Each visit is its own booking, paid with the card you save today and held 24 hours before the visit.',
  PER_VISIT: 'Price per visit',
  DISCOUNT: 'Regular cleaning discount ({percent})',
  THEN_EVERY:
    'Then {weeks, select, 1 {every week} 2 {every 2 weeks} other {every 4 weeks}} on {weekday}s, {window}: {price} per visit, starting {next}.',
  CARD_SAVED:
    'Your card is saved for the later visits: each one is held 24 hours before it. You can skip a visit, pause or end the plan from your dashboard at any time.',
  THANK_YOU:
    'Your regular cleaning is set: {weeks, select, 1 {every week} 2 {every 2 weeks} other {every 4 weeks}}. Next visit: {next}.',
};
