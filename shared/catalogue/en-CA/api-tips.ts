/**
 * What the API says about tips to the cleaner (issue 42, decision 119): its refusals and answers,
 * the customer's tip receipt (an e-mail) and the notices. Money and days come formatted.
 */

/** Refusals (4xx). */
export const tipRefusals = {
  notCompleted: 'You can add a tip once the cleaning is completed.',
  tipClosed: 'Tips for this cleaning could be added until {day}.',
  notChargeable:
    'A tip cannot be added to this booking, because its payment was not taken. Please contact us.',
  tooSmall: 'A tip must be at least {min}.',
  tooLarge: 'A tip can be at most {max}, the price of the cleaning before tax.',
  alreadyTipped: 'You have already added a tip of {amount} for this cleaning. Thank you!',
  authenticationRequired:
    'Your bank wants to confirm this payment, which we cannot ask for here, so no tip was charged. You can tip another way, or contact us.',
};

/** Answers (200). */
export const tipAnswers = {
  offer: 'Tip for your cleaner.',
  tipped: 'Thank you! Your tip of {amount} goes to {cleaner} in full.',
  tips: 'Your tips.',
};

/** The customer's tip receipt (an e-mail of its own, never merged with the cleaning's receipt). */
export const tipReceipt = {
  subject: 'Your tip receipt for booking {bookingNo}',
  intro: 'Thank you for tipping {cleaner}. Here is your receipt for the tip.',
  tipLine: 'Tip for {cleaner} (not taxable): {amount}',
  taxLine: 'Tax: none. A tip freely given is not subject to GST, HST or QST.',
  totalLine: 'Total charged: {amount}',
  cardLine: 'Charged to {card} on {day}, separately from the cleaning.',
  cardUnknown:
    'Charged to the card you paid the cleaning with on {day}, separately from the cleaning.',
  fullAmount: '100% of the tip goes to {cleaner}; MapleShine pays the card processing fee.',
};

/** The cleaner's notice of a tip: the amount and the customer's first name, nothing more. */
export const tipNotice = {
  title: 'You received a tip',
  message: '{customer} tipped you {amount} for booking {bookingNo}. All of it is yours.',
};
