/*
 * The server's words for cancellation fees (issue 42, decision 117): the refusal when the fee
 * changed since it was shown, the customer's e-mail and notice about a fee taken, and the
 * cleaner's notice that the fee is theirs.
 */

export const cancellationFeeRefusals = {
  feeChanged:
    'The cancellation fee is now {fee} (it was {shown} when you looked). Nothing was cancelled: please look at the new fee and confirm again.',
  feeUnavailable:
    'We could not take the cancellation fee from your card right now, so the booking is not cancelled yet. Please try again.',
  feeDeclined:
    'Your card was refused for the cancellation fee ({reason}), so the booking is not cancelled. Please contact us to cancel it.',
  noQuote: 'Booking not found. Please start again.',
  policyInvalid:
    'Each tier must start more hours before the cleaning than it ends, tiers must not overlap, and fees must be zero or more (a share of the price at most 1).',
};

export const cancellationFeeMail = {
  /** The e-mail's money sentence when a fee was taken from the hold. */
  feeFromHold:
    'A cancellation fee of {fee} was taken from the hold on your card; it includes {taxName} of {tax}. The rest of the hold has been released. The whole fee goes to your cleaner.',
  /** … or charged to the saved card. */
  feeFromSavedCard:
    'A cancellation fee of {fee} was charged to your saved card; it includes {taxName} of {tax}. The whole fee goes to your cleaner.',
  /** The tax named when the booking had none. */
  noTax: 'no tax',
  noticeFee: 'A cancellation fee of {fee} (tax included) was charged.',
};

export const cancellationFeeCleaner = {
  title: 'Job cancelled: the fee is yours',
  message:
    'The customer cancelled job {bookingNo} ({what}). That time is free again, and the cancellation fee of {fee} is paid to you in full.',
};
