/**
 * What the API answers about paying for a booking and confirming its card (decision 104). Said in
 * the caller's language (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const paymentRefusals = {
  cardLinkNotFound: 'This link is not valid. Please use the link in our latest e-mail.',
  cardNotWaiting: 'This booking no longer waits for its card to be confirmed.',
  noTestAuthentication: 'No test authentication is waiting for this card.',
  noAuthenticationWaiting: 'No check with your bank is waiting for this booking. Please pay again.',
  timePassed: 'That cleaning time has passed. Please check availability again.',
  noCleanerAnyMore:
    'No cleaner is free in {cityName} at that time any more. Please choose another time.',
  paymentUnavailable: 'The card could not be processed right now. Please try again.',
  authenticationFailed:
    'Your bank did not confirm this card, so nothing was held. Please try again or use another card.',
};

/** A card the payment service refused, by its decline code: in English the service's own words
 * are answered as it gives them, in French these (`other` for a code not listed here). */
export const cardDeclines = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  setup_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authentication_failed:
    'Your bank did not confirm this card, so nothing was held. Please try again or use another card.',
  resource_missing: 'This saved card can no longer be charged.',
  other: 'The payment service refused the card.',
};

/** Successes' sentences. */
export const paymentAnswers = {
  cardConfirmed: 'Your card is confirmed and the amount is held.',
  cardCheckStarted: 'Your bank asks you to confirm the card.',
  paymentAuthorized: 'Payment authorized. Your booking is confirmed.',
  authenticationAsked: 'Your bank asks you to confirm this card. Nothing is held until you do.',
  testBankApproved: 'The test bank approved the check.',
  testBankFailed: 'The test bank failed the check.',
};
