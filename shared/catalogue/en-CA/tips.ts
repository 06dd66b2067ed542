/**
 * The tip panel of a completed booking's page and the tips on the cleaner's earnings (issue 42,
 * decision 119). Money and days come formatted; nothing is ever pre-selected.
 */

export const tipPanelTexts = {
  heading: 'Add a tip for {cleaner}?',
  intro:
    'A tip is up to you. It is charged separately to the card you paid with, is not taxed, and 100% goes to {cleaner}. You can add one until {day}.',
  choicesLabel: 'Tip',
  /** "15 % · $18.00": a share of the price before tax, and what it comes to. */
  percentChoice: '{percent} % · {amount}',
  otherChoice: 'Another amount',
  noneChoice: 'No tip',
  otherLabel: 'Tip amount in dollars',
  otherHint: 'From {min} to {max}',
  otherMissing: 'Please enter the amount of your tip.',
  submit: 'Add tip of {amount}',
  submitEmpty: 'Add tip',
  noneChosen: 'No tip, no problem. You can still add one until {day}.',
  tipped: 'You tipped {cleaner} {amount} on {day}. Thank you!',
  tipReceiptSent: 'Your tip receipt was sent by e-mail.',
};

export const tipsReceivedTexts = {
  heading: 'Tips',
  intro: 'Tips customers added after a cleaning. They are all yours, on top of your pay.',
  total: 'Tips in total: {amount}',
  none: 'No tips yet.',
  customer: 'Customer',
  amount: 'Tip',
  date: 'Date',
};
