/** What the test authentication page says: Stripe's own test page offers the same two answers. */
export const testAuthenticationTexts = {
  TITLE: 'Test authentication',
  BADGE: 'Test mode',
  BODY: "Your card's bank asks you to confirm this payment. In test mode no bank is asked: choose what the bank answers.",
  AMOUNT_NOTE: 'Nothing is held on the card until the bank approves.',
  APPROVE: 'Complete authentication',
  FAIL: 'Fail authentication',
  /** Said when the answer could not reach the test gateway; the server ends the attempt anyway. */
  NOT_SENT: 'The answer could not be sent.',
} as const;
