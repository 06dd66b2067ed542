/*
 * The cancel question's words (src/features/my-bookings/components/cancel-question.tsx): the fee
 * it shows before the customer confirms (issue 42, decision 117). A module of its own, loaded
 * with the question's code, not with the booking page's first paint.
 */

export const cancelFeeDialog = {
  CHECKING: 'Checking what cancelling costs now…',
  FREE_NOW: 'Cancelling now is free of charge.',
  FEE_NOW:
    'Cancelling now costs {fee}, which includes {tax} of tax. It is paid in full to your cleaner.',
  FROM_HOLD: 'It is taken from the hold on your card, and the rest of the hold is released.',
  FROM_SAVED_CARD: 'It is charged to your saved card.',
  FEE_CHANGED: 'The fee changed while you were deciding. Here is the new one:',
  CONFIRM_WITH_FEE: 'Cancel and pay {fee}',
  TRY_AGAIN: 'Try again',
  FAILED: 'We could not cancel the booking right now. Please try again.',
};
