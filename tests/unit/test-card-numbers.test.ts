import { describe, expect, it } from 'vitest';
import {
  isLuhnValid,
  testCardPaymentMethods,
  testPaymentMethodFor,
} from '#src/features/same-day-booking/test-card-numbers.ts';
import {
  approvedTestCards,
  AUTHENTICATION_REQUIRED_CARD,
  authenticationTestCards,
  CHARGE_CUSTOMER_FAIL,
  declinedTestCards,
} from '#server/payments/stripe-test-cards.ts';

const documented: [string, string][] = [
  ['4242 4242 4242 4242', 'pm_card_visa'],
  ['5555 5555 5555 4444', 'pm_card_mastercard'],
  ['4000 0566 5566 5556', 'pm_card_visa_debit'],
  ['3782 822463 10005', 'pm_card_amex'],
  ['4000 0000 0000 0002', 'pm_card_chargeDeclined'],
  ['4000 0000 0000 9995', 'pm_card_chargeDeclinedInsufficientFunds'],
  ['4000 0000 0000 0069', 'pm_card_chargeDeclinedExpiredCard'],
  ['4000 0000 0000 0127', 'pm_card_chargeDeclinedIncorrectCvc'],
  ['4000 0000 0000 0119', 'pm_card_chargeDeclinedProcessingError'],
  ['4000 0000 0000 0341', 'pm_card_chargeCustomerFail'],
  ['4000 0025 0000 3155', 'pm_card_authenticationRequiredOnSetup'],
  ['4000 0027 6000 3184', 'pm_card_authenticationRequired'],
];

describe('testPaymentMethodFor', () => {
  it.each(documented)('maps %s to %s', (number, paymentMethod) => {
    expect(testPaymentMethodFor(number)).toBe(paymentMethod);
    expect(testPaymentMethodFor(number.replace(/\s/g, ''))).toBe(paymentMethod);
  });

  it('ignores any spacing', () => {
    expect(testPaymentMethodFor(' 42424242 42424242 ')).toBe('pm_card_visa');
  });

  it.each(['4111 1111 1111 1111', '4242 4242 4242 4241', '', 'abcd', '4242'])(
    'returns null for %j, which is not a Stripe test card',
    (number) => {
      expect(testPaymentMethodFor(number)).toBeNull();
    },
  );

  it('uses only payment methods the test gateway knows', () => {
    const known = new Set([
      ...approvedTestCards,
      ...Object.keys(declinedTestCards),
      CHARGE_CUSTOMER_FAIL,
      AUTHENTICATION_REQUIRED_CARD,
      ...authenticationTestCards,
    ]);
    for (const paymentMethod of Object.values(testCardPaymentMethods)) {
      expect(known, paymentMethod).toContain(paymentMethod);
    }
  });

  it('lists only numbers that pass the Luhn check', () => {
    for (const number of Object.keys(testCardPaymentMethods)) {
      expect(isLuhnValid(number), number).toBe(true);
    }
  });
});

describe('isLuhnValid', () => {
  it.each(['4242 4242 4242 4242', '378282246310005', '4111111111111111', '79927398713'])(
    'accepts %s',
    (number) => {
      expect(isLuhnValid(number)).toBe(true);
    },
  );

  it.each(['4242 4242 4242 4241', '79927398710', '1234567812345678', '', '4', '4242-4242', 'x1'])(
    'refuses %j',
    (number) => {
      expect(isLuhnValid(number)).toBe(false);
    },
  );
});
