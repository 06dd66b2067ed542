import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import {
  AUTHORIZATION_LIFETIME_MS,
  PaymentDeclined,
  type Authorization,
  type PaymentGateway,
} from './gateway.ts';

/**
 * Stripe's test payment methods and the messages Stripe answers for them
 * (https://docs.stripe.com/testing), so the product runs and is tested offline.
 */
const declines: Record<string, { message: string; code: string }> = {
  pm_card_chargeDeclined: { message: 'Your card was declined.', code: 'card_declined' },
  pm_card_chargeDeclinedInsufficientFunds: {
    message: 'Your card has insufficient funds.',
    code: 'card_declined',
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
  pm_card_chargeDeclinedLostCard: { message: 'Your card was declined.', code: 'card_declined' },
  pm_card_chargeDeclinedStolenCard: { message: 'Your card was declined.', code: 'card_declined' },
};

/** Saves fine, then every charge on it is declined (Stripe's 4000 0000 0000 0341). */
const CHARGE_CUSTOMER_FAIL = 'pm_card_chargeCustomerFail';

const approved = new Set([
  'pm_card_visa',
  'pm_card_visa_debit',
  'pm_card_mastercard',
  'pm_card_mastercard_debit',
  'pm_card_amex',
  'pm_card_discover',
]);

type Hold = Authorization & { amountCents: number; state: 'held' | 'captured' | 'released' };

export type TestGateway = PaymentGateway & {
  /** What happened, for tests: every call that reached the gateway. */
  readonly calls: { operation: string; idempotencyKey?: string }[];
  holdOf(paymentId: string): Readonly<Hold> | undefined;
};

function assertUsable(paymentMethodId: string) {
  if (paymentMethodId === CHARGE_CUSTOMER_FAIL) {
    throw new PaymentDeclined('Your card was declined.', 'card_declined');
  }
  const decline = declines[paymentMethodId];
  if (decline) throw new PaymentDeclined(decline.message, decline.code);
  if (!approved.has(paymentMethodId)) {
    throw new PaymentDeclined(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing');
  }
}

/** The offline gateway: behaves like Stripe's test mode, including holds that expire. */
export function testGateway(clock: Clock): TestGateway {
  const holds = new Map<string, Hold>();
  const byIdempotencyKey = new Map<string, Authorization>();
  const calls: TestGateway['calls'] = [];

  function hold(amountCents: number, idempotencyKey: string): Authorization {
    const earlier = byIdempotencyKey.get(idempotencyKey);
    if (earlier) return earlier;
    const authorizedAt = clock();
    const authorization = {
      paymentId: `pi_test_${randomBytes(12).toString('hex')}`,
      authorizedAt,
      expiresAt: new Date(authorizedAt.getTime() + AUTHORIZATION_LIFETIME_MS),
    };
    holds.set(authorization.paymentId, { ...authorization, amountCents, state: 'held' });
    byIdempotencyKey.set(idempotencyKey, authorization);
    return authorization;
  }

  return {
    name: 'test',
    calls,
    holdOf: (paymentId) => holds.get(paymentId),
    async authorize(request) {
      calls.push({ operation: 'authorize', idempotencyKey: request.idempotencyKey });
      assertUsable(request.paymentMethodId);
      return hold(request.amountCents, request.idempotencyKey);
    },
    async saveCard(request) {
      calls.push({ operation: 'saveCard', idempotencyKey: request.idempotencyKey });
      if (request.paymentMethodId !== CHARGE_CUSTOMER_FAIL) assertUsable(request.paymentMethodId);
      return { savedCardRef: request.paymentMethodId };
    },
    async authorizeSavedCard(request) {
      calls.push({ operation: 'authorizeSavedCard', idempotencyKey: request.idempotencyKey });
      if (request.savedCardRef === CHARGE_CUSTOMER_FAIL) {
        throw new PaymentDeclined('Your card was declined.', 'card_declined');
      }
      assertUsable(request.savedCardRef);
      return hold(request.amountCents, request.idempotencyKey);
    },
    async capture(request) {
      calls.push({ operation: 'capture', idempotencyKey: request.idempotencyKey });
      const current = holds.get(request.paymentId);
      if (!current) throw new PaymentDeclined('No such PaymentIntent.', 'resource_missing');
      if (current.state === 'captured') return;
      if (current.state === 'released' || clock() >= current.expiresAt) {
        throw new PaymentDeclined(
          'This PaymentIntent could not be captured because it has a status of canceled.',
          'payment_intent_unexpected_state',
        );
      }
      if (request.amountCents > current.amountCents) {
        throw new PaymentDeclined(
          'The amount to capture is more than the hold.',
          'amount_too_large',
        );
      }
      holds.set(request.paymentId, { ...current, state: 'captured' });
    },
    async release(request) {
      calls.push({ operation: 'release', idempotencyKey: request.idempotencyKey });
      const current = holds.get(request.paymentId);
      if (current && current.state === 'held') {
        holds.set(request.paymentId, { ...current, state: 'released' });
      }
    },
  };
}
