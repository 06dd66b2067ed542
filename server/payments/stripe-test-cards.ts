/* eslint-disable mapleshine/text-in-catalogue -- Stripe's own words, not ours: an English reader
   is answered a refusal in the payment service's words as it gives them, a French reader the
   catalogue's sentence for its decline code (api-payments.ts cardDeclines, decision 104). */
/**
 * Stripe's test payment methods (https://docs.stripe.com/testing) and the errors Stripe answers
 * for them. The offline gateway plays them back, and the fake Stripe server of the tests answers
 * them, so both behave as Stripe's test mode does.
 */

export type StripeCardError = {
  message: string;
  /** Stripe's `error.code`. */
  code: string;
  /** Stripe's `error.decline_code`, present when `code` is card_declined. */
  declineCode?: string;
};

export const approvedTestCards: ReadonlySet<string> = new Set([
  'pm_card_visa',
  'pm_card_visa_debit',
  'pm_card_mastercard',
  'pm_card_mastercard_debit',
  'pm_card_amex',
  'pm_card_discover',
]);

export const declinedTestCards: Readonly<Record<string, StripeCardError>> = {
  pm_card_chargeDeclined: {
    message: 'Your card was declined.',
    code: 'card_declined',
    declineCode: 'generic_decline',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    message: 'Your card has insufficient funds.',
    code: 'card_declined',
    declineCode: 'insufficient_funds',
  },
  pm_card_chargeDeclinedExpiredCard: { message: 'Your card has expired.', code: 'expired_card' },
  pm_card_chargeDeclinedIncorrectCvc: {
    message: "Your card's security code is incorrect.",
    code: 'incorrect_cvc',
  },
  pm_card_chargeDeclinedProcessingError: {
    message: 'An error occurred while processing your card. Try again in a little bit.',
    code: 'processing_error',
  },
  pm_card_chargeDeclinedLostCard: {
    message: 'Your card was declined.',
    code: 'card_declined',
    declineCode: 'lost_card',
  },
  pm_card_chargeDeclinedStolenCard: {
    message: 'Your card was declined.',
    code: 'card_declined',
    declineCode: 'stolen_card',
  },
};

/** Saves fine, then every charge on it is declined (Stripe's 4000 0000 0000 0341). */
export const CHARGE_CUSTOMER_FAIL = 'pm_card_chargeCustomerFail';

export const chargeCustomerFailError: StripeCardError = {
  message: 'Your card was declined.',
  code: 'card_declined',
  declineCode: 'generic_decline',
};

/**
 * Asks for 3-D Secure on every payment, the holds placed later on the saved card too (Stripe's
 * "always authenticate", 4000 0027 6000 3184): a saved card's hold then needs the customer back.
 */
export const AUTHENTICATION_REQUIRED_CARD = 'pm_card_authenticationRequired';

/**
 * Asks for 3-D Secure whenever the customer is present, but once saved (authenticated when it
 * was set up) its later holds go through without them: Stripe's "authenticate unless set up",
 * 4000 0025 0000 3155.
 */
export const AUTHENTICATION_REQUIRED_ON_SETUP_CARD = 'pm_card_authenticationRequiredOnSetup';

/** The cards whose bank asks the customer to authenticate when they are present. */
export const authenticationTestCards: ReadonlySet<string> = new Set([
  AUTHENTICATION_REQUIRED_CARD,
  AUTHENTICATION_REQUIRED_ON_SETUP_CARD,
]);

/** What Stripe answers when a hold placed without the customer needs their authentication. */
export const offSessionAuthenticationError: StripeCardError = {
  message: 'Your card was declined. This transaction requires authentication.',
  code: 'authentication_required',
  declineCode: 'authentication_required',
};

/** Stripe's last_payment_error when the customer fails (or closes) the bank's check. */
export const authenticationFailedError: StripeCardError = {
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  code: 'payment_intent_authentication_failure',
};

export function noSuchPaymentMethod(paymentMethodId: string): string {
  return `No such PaymentMethod: '${paymentMethodId}'`;
}

/**
 * The brand and last four digits of the card each test payment method stands for (Stripe's
 * numbers), so the offline gateway and the fake Stripe server answer them as Stripe would.
 */
export const testCardDetails: Readonly<Record<string, { brand: string; last4: string }>> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_mastercard_debit: { brand: 'mastercard', last4: '8210' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
  pm_card_discover: { brand: 'discover', last4: '1117' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155' },
};
