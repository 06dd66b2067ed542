/**
 * The test-mode card field (shown when `VITE_STRIPE_PUBLISHABLE_KEY` is not set) maps Stripe's
 * documented test card numbers (https://docs.stripe.com/testing) to Stripe's test payment
 * methods, the ones the server's offline test gateway plays back. Pure: no React, no DOM.
 */

/** Stripe's test card numbers, digits only, and the test payment method each stands for. */
export const testCardPaymentMethods: Readonly<Record<string, string>> = {
  // Approved.
  '4242424242424242': 'pm_card_visa',
  '4000056655665556': 'pm_card_visa_debit',
  '5555555555554444': 'pm_card_mastercard',
  '5200828282828210': 'pm_card_mastercard_debit',
  '378282246310005': 'pm_card_amex',
  '6011111111111117': 'pm_card_discover',
  // Declined, each with Stripe's own message.
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000009987': 'pm_card_chargeDeclinedLostCard',
  '4000000000009979': 'pm_card_chargeDeclinedStolenCard',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
  // Saves fine, then every charge is declined.
  '4000000000000341': 'pm_card_chargeCustomerFail',
  // Ask for 3-D Secure (decision 099): "authenticate unless set up", then "always authenticate"
  // (a saved card's later hold asks again, and the customer is e-mailed to confirm it).
  '4000002500003155': 'pm_card_authenticationRequiredOnSetup',
  '4000002760003184': 'pm_card_authenticationRequired',
};

function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/** Stripe's test payment method for a test card number (spaces ignored), or null. */
export function testPaymentMethodFor(cardNumber: string): string | null {
  return testCardPaymentMethods[digitsOf(cardNumber)] ?? null;
}

/** The Luhn check every real card number (and every Stripe test number) passes; spaces ignored. */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = digitsOf(cardNumber);
  if (!/^\d{2,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
