import { randomBytes } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import {
  AUTHENTICATION_REQUIRED_MESSAGE,
  AUTHORIZATION_LIFETIME_MS,
  PaymentDeclined,
  type Authorization,
  type PaymentGateway,
} from './gateway.ts';
import { attemptKey } from './idempotency.ts';
import {
  approvedTestCards,
  AUTHENTICATION_REQUIRED_CARD,
  CHARGE_CUSTOMER_FAIL,
  chargeCustomerFailError,
  declinedTestCards,
  noSuchPaymentMethod,
  testCardDetails,
  type StripeCardError,
} from './stripe-test-cards.ts';

type Hold = Authorization & {
  amountCents: number;
  state: 'held' | 'captured' | 'released';
  /** The test payment method held, whose card a capture names. */
  paymentMethodId: string;
};

export type TestRefund = { refundId: string; paymentId: string; amountCents: number };

export type TestGateway = PaymentGateway & {
  /** What happened, for tests: every call that reached the gateway. */
  readonly calls: { operation: string; idempotencyKey?: string }[];
  holdOf(paymentId: string): Readonly<Hold> | undefined;
  /** Every hold ever placed, in order. */
  allHolds(): readonly Readonly<Hold>[];
  /** Every refund made, in order: what the test gateway recorded. */
  refunds(): readonly Readonly<TestRefund>[];
};

/** Whether the gateway is the offline one, whose records the development tools can show. */
export function isTestGateway(gateway: PaymentGateway): gateway is TestGateway {
  return gateway.name === 'test' && 'refunds' in gateway;
}

function declined(error: StripeCardError): PaymentDeclined {
  return new PaymentDeclined(error.message, error.declineCode ?? error.code);
}

/** Throws what Stripe answers when this payment method is charged. */
function assertChargeable(paymentMethodId: string) {
  if (paymentMethodId === CHARGE_CUSTOMER_FAIL) throw declined(chargeCustomerFailError);
  assertSavable(paymentMethodId);
}

/** Throws what Stripe answers when this payment method is saved for later. */
function assertSavable(paymentMethodId: string) {
  if (paymentMethodId === CHARGE_CUSTOMER_FAIL) return;
  if (paymentMethodId === AUTHENTICATION_REQUIRED_CARD) {
    throw new PaymentDeclined(AUTHENTICATION_REQUIRED_MESSAGE, 'authentication_required');
  }
  const decline = declinedTestCards[paymentMethodId];
  if (decline) throw declined(decline);
  if (!approvedTestCards.has(paymentMethodId)) {
    throw new PaymentDeclined(noSuchPaymentMethod(paymentMethodId), 'resource_missing');
  }
}

/**
 * The offline gateway: behaves like Stripe's test mode, including holds that lapse after
 * AUTHORIZATION_LIFETIME_MS and idempotency keys derived as the Stripe gateway derives them.
 */
export function testGateway(clock: Clock): TestGateway {
  const holds = new Map<string, Hold>();
  const byAttempt = new Map<string, Authorization>();
  const refunds: TestRefund[] = [];
  const refundsByAttempt = new Map<string, TestRefund>();
  const calls: TestGateway['calls'] = [];

  function hold(amountCents: number, paymentMethodId: string, attempt: string): Authorization {
    const earlier = byAttempt.get(attempt);
    if (earlier) return earlier;
    const authorizedAt = clock();
    const authorization = {
      paymentId: `pi_test_${randomBytes(12).toString('hex')}`,
      authorizedAt,
      expiresAt: new Date(authorizedAt.getTime() + AUTHORIZATION_LIFETIME_MS),
    };
    holds.set(authorization.paymentId, {
      ...authorization,
      amountCents,
      state: 'held',
      paymentMethodId,
    });
    byAttempt.set(attempt, authorization);
    return authorization;
  }

  return {
    name: 'test',
    calls,
    holdOf: (paymentId) => holds.get(paymentId),
    allHolds: () => [...holds.values()],
    refunds: () => [...refunds],
    async authorize(request) {
      calls.push({ operation: 'authorize', idempotencyKey: request.idempotencyKey });
      assertChargeable(request.paymentMethodId);
      return hold(
        request.amountCents,
        request.paymentMethodId,
        attemptKey(
          request.idempotencyKey,
          'authorize',
          request.paymentMethodId,
          request.amountCents,
        ),
      );
    },
    async saveCard(request) {
      calls.push({ operation: 'saveCard', idempotencyKey: request.idempotencyKey });
      assertSavable(request.paymentMethodId);
      return { savedCardRef: request.paymentMethodId };
    },
    async authorizeSavedCard(request) {
      calls.push({ operation: 'authorizeSavedCard', idempotencyKey: request.idempotencyKey });
      assertChargeable(request.savedCardRef);
      return hold(
        request.amountCents,
        request.savedCardRef,
        attemptKey(
          request.idempotencyKey,
          'authorize-saved',
          request.savedCardRef,
          request.amountCents,
        ),
      );
    },
    async capture(request) {
      calls.push({ operation: 'capture', idempotencyKey: request.idempotencyKey });
      const current = holds.get(request.paymentId);
      if (!current) {
        throw new PaymentDeclined(
          `No such payment_intent: '${request.paymentId}'`,
          'resource_missing',
        );
      }
      const card = testCardDetails[current.paymentMethodId] ?? null;
      if (current.state === 'captured') return { card };
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
      return { card };
    },
    async release(request) {
      calls.push({ operation: 'release', idempotencyKey: request.idempotencyKey });
      const current = holds.get(request.paymentId);
      if (current && current.state === 'held') {
        holds.set(request.paymentId, { ...current, state: 'released' });
      }
    },
    async refund(request) {
      calls.push({ operation: 'refund', idempotencyKey: request.idempotencyKey });
      const attempt = attemptKey(
        request.idempotencyKey,
        'refund',
        request.paymentId,
        request.amountCents,
      );
      const earlier = refundsByAttempt.get(attempt);
      if (earlier) return { refundId: earlier.refundId };
      const current = holds.get(request.paymentId);
      if (!current) {
        throw new PaymentDeclined(
          `No such payment_intent: '${request.paymentId}'`,
          'resource_missing',
        );
      }
      if (current.state !== 'captured') {
        throw new PaymentDeclined(
          'This PaymentIntent does not have a successful charge to refund.',
          'charge_not_refundable',
        );
      }
      const refunded = refunds
        .filter((made) => made.paymentId === request.paymentId)
        .reduce((sum, made) => sum + made.amountCents, 0);
      if (request.amountCents <= 0 || request.amountCents > current.amountCents - refunded) {
        throw new PaymentDeclined(
          'Refund amount is greater than unrefunded amount on charge.',
          'amount_too_large',
        );
      }
      const made = {
        refundId: `re_test_${randomBytes(12).toString('hex')}`,
        paymentId: request.paymentId,
        amountCents: request.amountCents,
      };
      refunds.push(made);
      refundsByAttempt.set(attempt, made);
      return { refundId: made.refundId };
    },
  };
}
