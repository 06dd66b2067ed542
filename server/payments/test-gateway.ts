import { randomBytes } from 'node:crypto';
import type { Clock } from '../platform/clock.ts';
import {
  AuthenticationRequired,
  AUTHORIZATION_LIFETIME_MS,
  PaymentDeclined,
  type Authorization,
  type PendingAuthentication,
  type PaymentGateway,
} from './gateway.ts';
import { attemptKey } from './idempotency.ts';
import {
  approvedTestCards,
  AUTHENTICATION_REQUIRED_CARD,
  authenticationFailedError,
  authenticationTestCards,
  CHARGE_CUSTOMER_FAIL,
  chargeCustomerFailError,
  declinedTestCards,
  noSuchPaymentMethod,
  offSessionAuthenticationError,
  testCardDetails,
  type StripeCardError,
} from './stripe-test-cards.ts';

type Hold = Authorization & {
  amountCents: number;
  state: 'held' | 'captured' | 'released';
  /** What was taken: the whole hold, part of it (a capture of less), or a saved card's charge. */
  capturedCents: number;
  /** The test payment method held, whose card a capture names. */
  paymentMethodId: string;
};

/**
 * An intent of the test gateway waiting for the tester's answer on the test authentication
 * (decision 099): `approved` and `failed` are the tester's presses, `done` the hold placed or the
 * card saved after an approval, `cancelled` what was left unanswered or failed.
 */
export type TestAuthentication = PendingAuthentication & {
  card: string;
  amountCents: number;
  state: 'waiting' | 'approved' | 'failed' | 'done' | 'cancelled';
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
  /** Every intent that asked for authentication, in order. */
  authentications(): readonly Readonly<TestAuthentication>[];
  /**
   * The tester's answer on the test authentication, found by the client secret the browser
   * holds (as Stripe.js answers the bank's check): false when no intent waits for it.
   */
  authenticate(clientSecret: string, outcome: 'approve' | 'fail'): boolean;
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
  const intents = new Map<string, TestAuthentication>();
  const intentsByAttempt = new Map<string, TestAuthentication>();
  const savedAfterSetup = new Map<string, string>();

  function newHold(amountCents: number, paymentId: string, paymentMethodId: string): Authorization {
    const authorizedAt = clock();
    const authorization = {
      paymentId,
      authorizedAt,
      expiresAt: new Date(authorizedAt.getTime() + AUTHORIZATION_LIFETIME_MS),
    };
    holds.set(paymentId, {
      ...authorization,
      amountCents,
      state: 'held',
      capturedCents: 0,
      paymentMethodId,
    });
    return authorization;
  }

  function hold(amountCents: number, paymentMethodId: string, attempt: string): Authorization {
    const earlier = byAttempt.get(attempt);
    if (earlier) return earlier;
    const authorization = newHold(
      amountCents,
      `pi_test_${randomBytes(12).toString('hex')}`,
      paymentMethodId,
    );
    byAttempt.set(attempt, authorization);
    return authorization;
  }

  /** The bank asks for the customer: an intent waits (the same one for a retried attempt). */
  function askForAuthentication(
    kind: 'payment' | 'setup',
    card: string,
    amountCents: number,
    attempt: string,
  ): never {
    let intent = intentsByAttempt.get(attempt);
    if (!intent) {
      const id = `${kind === 'payment' ? 'pi' : 'seti'}_test_${randomBytes(12).toString('hex')}`;
      intent = {
        kind,
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        card,
        amountCents,
        state: 'waiting',
      };
      intents.set(id, intent);
      intentsByAttempt.set(attempt, intent);
    }
    throw new AuthenticationRequired({
      kind: intent.kind,
      id: intent.id,
      clientSecret: intent.clientSecret,
    });
  }

  /** The intent after the customer's answer: approved goes on, anything else is cancelled. */
  function answered(kind: 'payment' | 'setup', id: string): TestAuthentication {
    const intent = intents.get(id);
    if (!intent || intent.kind !== kind) {
      const name = kind === 'payment' ? 'payment_intent' : 'setup_intent';
      throw new PaymentDeclined(`No such ${name}: '${id}'`, 'resource_missing');
    }
    if (intent.state === 'approved' || intent.state === 'done') return intent;
    intent.state = 'cancelled';
    throw declined(authenticationFailedError);
  }

  return {
    name: 'test',
    calls,
    holdOf: (paymentId) => holds.get(paymentId),
    allHolds: () => [...holds.values()],
    refunds: () => [...refunds],
    authentications: () => [...intents.values()].map((intent) => ({ ...intent })),
    authenticate(clientSecret, outcome) {
      const intent = [...intents.values()].find((each) => each.clientSecret === clientSecret);
      if (!intent || intent.state !== 'waiting') return false;
      intent.state = outcome === 'approve' ? 'approved' : 'failed';
      return true;
    },
    async authorize(request) {
      calls.push({ operation: 'authorize', idempotencyKey: request.idempotencyKey });
      const attempt = attemptKey(
        request.idempotencyKey,
        'authorize',
        request.paymentMethodId,
        request.amountCents,
      );
      if (authenticationTestCards.has(request.paymentMethodId)) {
        askForAuthentication('payment', request.paymentMethodId, request.amountCents, attempt);
      }
      assertChargeable(request.paymentMethodId);
      return hold(request.amountCents, request.paymentMethodId, attempt);
    },
    async saveCard(request) {
      calls.push({ operation: 'saveCard', idempotencyKey: request.idempotencyKey });
      if (authenticationTestCards.has(request.paymentMethodId)) {
        askForAuthentication(
          'setup',
          request.paymentMethodId,
          0,
          attemptKey(request.idempotencyKey, 'setup', request.paymentMethodId),
        );
      }
      assertSavable(request.paymentMethodId);
      return { savedCardRef: request.paymentMethodId };
    },
    async authorizeSavedCard(request) {
      const operation = request.customerPresent
        ? 'authorizeSavedCardPresent'
        : 'authorizeSavedCard';
      calls.push({ operation, idempotencyKey: request.idempotencyKey });
      const card = savedAfterSetup.get(request.savedCardRef) ?? request.savedCardRef;
      const attempt = attemptKey(
        request.idempotencyKey,
        request.customerPresent ? 'authorize-saved-present' : 'authorize-saved',
        request.savedCardRef,
        request.amountCents,
      );
      if (authenticationTestCards.has(card)) {
        // Stripe's "authenticate unless set up" card holds without the customer once saved.
        if (request.customerPresent) {
          askForAuthentication('payment', card, request.amountCents, attempt);
        }
        if (card === AUTHENTICATION_REQUIRED_CARD) throw declined(offSessionAuthenticationError);
        return hold(request.amountCents, card, attempt);
      }
      assertChargeable(card);
      return hold(request.amountCents, card, attempt);
    },
    async finishPaymentAuthentication(request) {
      calls.push({
        operation: 'finishPaymentAuthentication',
        idempotencyKey: request.idempotencyKey,
      });
      const intent = answered('payment', request.paymentId);
      const placed = holds.get(intent.id);
      if (placed)
        return {
          paymentId: placed.paymentId,
          authorizedAt: placed.authorizedAt,
          expiresAt: placed.expiresAt,
        };
      intent.state = 'done';
      return newHold(intent.amountCents, intent.id, intent.card);
    },
    async finishCardSetup(request) {
      calls.push({ operation: 'finishCardSetup', idempotencyKey: request.idempotencyKey });
      const intent = answered('setup', request.setupId);
      intent.state = 'done';
      // As Stripe attaches a new PaymentMethod, the saved card gets a reference of its own.
      const savedCardRef = `${intent.id}:${intent.card}`;
      savedAfterSetup.set(savedCardRef, intent.card);
      return { savedCardRef };
    },
    async cancelAuthentication(request) {
      calls.push({ operation: 'cancelAuthentication', idempotencyKey: request.idempotencyKey });
      const intent = intents.get(request.intent.id);
      if (intent && intent.state !== 'done') intent.state = 'cancelled';
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
      holds.set(request.paymentId, {
        ...current,
        state: 'captured',
        capturedCents: request.amountCents,
      });
      return { card };
    },
    async chargeSavedCard(request) {
      calls.push({ operation: 'chargeSavedCard', idempotencyKey: request.idempotencyKey });
      const attempt = attemptKey(
        request.idempotencyKey,
        'charge-saved',
        request.savedCardRef,
        request.amountCents,
      );
      const card = savedAfterSetup.get(request.savedCardRef) ?? request.savedCardRef;
      const earlier = byAttempt.get(attempt);
      if (!earlier) {
        // With the customer present (a tip, decision 131) the bank's check waits for them.
        if (request.customerPresent && authenticationTestCards.has(card)) {
          askForAuthentication('payment', card, request.amountCents, attempt);
        }
        if (card === AUTHENTICATION_REQUIRED_CARD) throw declined(offSessionAuthenticationError);
        assertChargeable(card);
      }
      const { paymentId } = hold(request.amountCents, card, attempt);
      const placed = holds.get(paymentId);
      if (placed && placed.state === 'held') {
        holds.set(paymentId, { ...placed, state: 'captured', capturedCents: request.amountCents });
      }
      return { paymentId, card: testCardDetails[card] ?? null };
    },
    async finishSavedCardCharge(request) {
      calls.push({ operation: 'finishSavedCardCharge', idempotencyKey: request.idempotencyKey });
      const intent = answered('payment', request.paymentId);
      const placed = holds.get(intent.id);
      if (!placed) {
        intent.state = 'done';
        newHold(intent.amountCents, intent.id, intent.card);
        const held = holds.get(intent.id);
        if (held) {
          holds.set(intent.id, { ...held, state: 'captured', capturedCents: intent.amountCents });
        }
      }
      return { paymentId: intent.id, card: testCardDetails[intent.card] ?? null };
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
      if (request.amountCents <= 0 || request.amountCents > current.capturedCents - refunded) {
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
