/**
 * The offline test gateway's stand-in for the bank's 3-D Secure page (decision 099): Stripe's own
 * test page offers the same two answers. Its own module: the dialog loads only when a check is
 * asked for, in test mode.
 */
export const testAuthenticationTexts = {
  TITLE: 'Test authentication',
  BADGE: 'Test mode',
  BODY: "Your card's bank asks you to confirm this payment. In test mode no bank is asked: choose what the bank answers.",
  AMOUNT_NOTE: 'Nothing is held on or charged to the card until the bank approves.',
  APPROVE: 'Complete authentication',
  FAIL: 'Fail authentication',
  CLOSE: 'Close',
};
