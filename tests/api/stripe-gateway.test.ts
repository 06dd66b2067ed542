import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '#server/config.ts';
import { paymentGateway } from '#server/payments/choose-gateway.ts';
import {
  AuthenticationRequired,
  AUTHORIZATION_LIFETIME_MS,
  PaymentDeclined,
  PaymentUnavailable,
  type PaymentGateway,
} from '#server/payments/gateway.ts';
import { STRIPE_API_VERSION, stripeGateway } from '#server/payments/stripe-gateway.ts';
import { manualClock } from '#tests/support/accounts.ts';
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe.ts';

const UNAVAILABLE = 'The card could not be processed right now. Please try again.';
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: FakeStripe;
let clock: ReturnType<typeof manualClock>;
let gateway: PaymentGateway;
let reports: string[];

function gatewayFor(options: { secretKey?: string; apiBase?: string; timeoutMs?: number } = {}) {
  return stripeGateway({
    secretKey: options.secretKey ?? fake.secretKey,
    apiBase: options.apiBase ?? fake.url,
    clock,
    report: (problem) => reports.push(problem),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

const booking = {
  amountCents: 30188,
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: 'booking-42',
  description: 'MapleShine booking BK-42',
  customerEmail: 'ava.tremblay@example.ca',
};

async function rejectionOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw new Error(`rejected with a non-error: ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

/** A loopback port that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeEach(async () => {
  clock = manualClock();
  fake = await startFakeStripe({ now: clock });
  reports = [];
  gateway = gatewayFor();
});

afterEach(async () => {
  await fake.close();
});

describe('the Stripe gateway authorizing a card', () => {
  it('holds the amount in cents with a manual-capture PaymentIntent in CAD', async () => {
    const authorization = await gateway.authorize(booking);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.form).toEqual({
      amount: '30188',
      currency: 'cad',
      payment_method: 'pm_card_visa',
      'payment_method_types[]': 'card',
      confirm: 'true',
      use_stripe_sdk: 'true',
      capture_method: 'manual',
      description: 'MapleShine booking BK-42',
      receipt_email: 'ava.tremblay@example.ca',
      'expand[]': 'latest_charge',
    });
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const intent = fake.paymentIntents.get(authorization.paymentId);
    expect(intent?.status).toBe('requires_capture');
    expect(intent?.amount).toBe(30188);
  });

  it('sends the secret key as a Bearer token, an Idempotency-Key and the pinned Stripe-Version', async () => {
    await gateway.authorize(booking);

    const headers = fake.requests[0]?.headers;
    expect(headers?.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(headers?.['idempotency-key']).toBe('booking-42:authorize:pm_card_visa:30188');
    expect(headers?.['stripe-version']).toBe(STRIPE_API_VERSION);
  });

  it("takes the hold's end from Stripe's capture_before", async () => {
    const authorization = await gateway.authorize(booking);

    const intent = fake.paymentIntents.get(authorization.paymentId);
    expect(authorization.authorizedAt).toEqual(clock());
    expect(authorization.expiresAt).toEqual(new Date((intent?.captureBefore ?? 0) * 1000));
    expect(authorization.expiresAt).toEqual(new Date(clock().getTime() + 7 * DAY_MS));
  });

  it('counts 7 days from the authorization when Stripe gives no capture_before', async () => {
    fake.omitCaptureBefore = true;
    clock.advance(90_000);

    const authorization = await gateway.authorize(booking);

    expect(authorization.expiresAt).toEqual(
      new Date(clock().getTime() + AUTHORIZATION_LIFETIME_MS),
    );
  });

  it('creates one PaymentIntent when the same authorization is retried with the same key', async () => {
    const first = await gateway.authorize(booking);
    const second = await gateway.authorize(booking);

    expect(second.paymentId).toBe(first.paymentId);
    expect(fake.paymentIntents.size).toBe(1);
    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'booking-42:authorize:pm_card_visa:30188',
      'booking-42:authorize:pm_card_visa:30188',
    ]);
  });

  it('finds the hold placed by a request whose answer was lost, when the customer tries again', async () => {
    const impatient = gatewayFor({ timeoutMs: 200 });
    fake.delayNext(2_000);

    const lost = await rejectionOf(impatient.authorize(booking));
    const retried = await impatient.authorize(booking);

    expect(lost).toBeInstanceOf(PaymentUnavailable);
    expect(lost.message).toBe(UNAVAILABLE);
    expect(fake.paymentIntents.size).toBe(1);
    expect(fake.paymentIntents.has(retried.paymentId)).toBe(true);
  });

  it('places a new hold when the customer tries another card for the same booking after a decline', async () => {
    const declined = await rejectionOf(
      gateway.authorize({ ...booking, paymentMethodId: 'pm_card_chargeDeclined' }),
    );
    const authorization = await gateway.authorize({ ...booking, paymentMethodId: 'pm_card_visa' });

    expect(declined).toBeInstanceOf(PaymentDeclined);
    expect(fake.paymentIntents.get(authorization.paymentId)?.status).toBe('requires_capture');
    expect(reports).toEqual([]);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'Your card has insufficient funds.',
      'insufficient_funds',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card'],
  ])('declines %s with Stripe\'s message "%s"', async (paymentMethodId, message, code) => {
    const error = await rejectionOf(gateway.authorize({ ...booking, paymentMethodId }));

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe(message);
    expect(error instanceof PaymentDeclined && error.code).toBe(code);
    expect(fake.requests[0]?.path).toBe('/v1/payment_intents');
  });

  it("declines an unknown payment method with Stripe's message", async () => {
    const error = await rejectionOf(gateway.authorize({ ...booking, paymentMethodId: 'pm_nope' }));

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe("No such PaymentMethod: 'pm_nope'");
    expect(error instanceof PaymentDeclined && error.code).toBe('resource_missing');
  });

  it('leaves the intent of a card that asks for 3-D Secure waiting, with its client secret, and holds once the bank approves', async () => {
    const error = await rejectionOf(
      gateway.authorize({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
    );

    expect(error).toBeInstanceOf(AuthenticationRequired);
    const { pending } = error as AuthenticationRequired;
    const intent = fake.paymentIntents.get(pending.id);
    expect(intent?.status).toBe('requires_action');
    expect(pending).toEqual({
      kind: 'payment',
      id: intent?.id,
      clientSecret: intent?.clientSecret,
    });

    fake.authenticate(pending.id, 'approve');
    const hold = await gateway.finishPaymentAuthentication({
      paymentId: pending.id,
      idempotencyKey: 'booking-42',
    });

    expect(hold.paymentId).toBe(pending.id);
    expect(hold.expiresAt).toEqual(new Date((intent?.captureBefore ?? 0) * 1000));
    expect(fake.requests.at(-1)?.method).toBe('GET');
    expect(fake.requests.at(-1)?.path).toBe(`/v1/payment_intents/${pending.id}`);
  });

  it.each(['fail', 'never answered'])(
    'declines and cancels the intent when the bank check is %s, holding nothing',
    async (answer) => {
      const error = await rejectionOf(
        gateway.authorize({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
      );
      const { pending } = error as AuthenticationRequired;
      if (answer === 'fail') fake.authenticate(pending.id, 'fail');

      const refused = await rejectionOf(
        gateway.finishPaymentAuthentication({
          paymentId: pending.id,
          idempotencyKey: 'booking-42',
        }),
      );

      expect(refused).toBeInstanceOf(PaymentDeclined);
      expect(fake.paymentIntents.get(pending.id)?.status).toBe('canceled');
      expect(fake.requests.at(-1)?.path).toBe(`/v1/payment_intents/${pending.id}/cancel`);
    },
  );

  it('cancels an intent left waiting, and takes one already cancelled quietly', async () => {
    const error = await rejectionOf(
      gateway.authorize({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
    );
    const { pending } = error as AuthenticationRequired;

    await gateway.cancelAuthentication({ intent: pending, idempotencyKey: 'k1' });
    await gateway.cancelAuthentication({ intent: pending, idempotencyKey: 'k2' });

    expect(fake.paymentIntents.get(pending.id)?.status).toBe('canceled');
    expect(reports).toEqual([]);
  });
});

describe('the Stripe gateway keeping the card of a hold for a tip (decision 119)', () => {
  it('makes a Customer and holds with setup_future_usage, answering the kept card', async () => {
    const authorization = await gateway.authorize({ ...booking, keepCard: true });

    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/payment_intents',
    ]);
    const [customerRequest, holdRequest] = fake.requests;
    expect(customerRequest?.form).toEqual({
      email: 'ava.tremblay@example.ca',
      description: 'MapleShine booking BK-42',
    });
    const customer = [...fake.customers.keys()][0];
    expect(holdRequest?.form).toMatchObject({
      customer,
      setup_future_usage: 'off_session',
      capture_method: 'manual',
      amount: '30188',
    });
    const intent = fake.paymentIntents.get(authorization.paymentId);
    expect(intent?.status).toBe('requires_capture');
    expect(authorization.savedCardRef).toBe(`${customer}:${intent?.paymentMethod}`);
  });

  it('charges the kept card later without the customer, apart from the hold', async () => {
    const authorization = await gateway.authorize({ ...booking, keepCard: true });
    await gateway.capture({
      paymentId: authorization.paymentId,
      amountCents: 30188,
      idempotencyKey: 'booking-42-capture',
    });

    const tip = await gateway.chargeSavedCard({
      savedCardRef: authorization.savedCardRef ?? '',
      amountCents: 1800,
      idempotencyKey: 'booking-42-tip',
      description: 'Tip for Maria, booking BK-42',
    });

    expect(tip.paymentId).not.toBe(authorization.paymentId);
    expect(tip.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(fake.paymentIntents.get(tip.paymentId)).toMatchObject({
      amount: 1800,
      status: 'succeeded',
      offSession: true,
    });
    expect(fake.paymentIntents.get(authorization.paymentId)?.amountReceived).toBe(30188);
  });

  it('asks the customer present for the bank’s check on a tip, then charges it (decision 131)', async () => {
    const card = 'pm_card_authenticationRequired';
    const held = await rejectionOf(
      gateway.authorize({ ...booking, paymentMethodId: card, keepCard: true }),
    );
    if (!(held instanceof AuthenticationRequired)) throw held;
    fake.authenticate(held.pending.id, 'approve');
    const authorization = await gateway.finishPaymentAuthentication({
      paymentId: held.pending.id,
      idempotencyKey: 'card-authentication-1',
    });
    const savedCardRef = authorization.savedCardRef ?? '';
    expect(savedCardRef).toMatch(/^cus_.+:pm_/);

    const tip = { savedCardRef, idempotencyKey: 'booking-42-tip', customerPresent: true };
    const asked = await rejectionOf(
      gateway.chargeSavedCard({ ...tip, amountCents: 1800, description: 'Tip for Maria' }),
    );
    if (!(asked instanceof AuthenticationRequired)) throw asked;
    const request = fake.requests.at(-1);
    expect(request?.form).toMatchObject({ use_stripe_sdk: 'true', confirm: 'true' });
    expect(request?.form.off_session).toBeUndefined();
    expect(request?.headers['idempotency-key']).toBe(
      `booking-42-tip:charge-saved-present:${savedCardRef}:1800`,
    );
    expect(fake.paymentIntents.get(asked.pending.id)).toMatchObject({
      status: 'requires_action',
      amountReceived: 0,
    });

    fake.authenticate(asked.pending.id, 'approve');
    const charged = await gateway.finishSavedCardCharge({
      paymentId: asked.pending.id,
      idempotencyKey: 'card-authentication-2',
    });
    expect(charged.paymentId).toBe(asked.pending.id);
    expect(fake.paymentIntents.get(asked.pending.id)).toMatchObject({
      status: 'succeeded',
      amountReceived: 1800,
    });

    // A check that fails charges nothing, and its intent is cancelled.
    const again = await rejectionOf(
      gateway.chargeSavedCard({
        ...tip,
        idempotencyKey: 'booking-43-tip',
        amountCents: 900,
        description: 'Tip for Maria',
      }),
    );
    if (!(again instanceof AuthenticationRequired)) throw again;
    fake.authenticate(again.pending.id, 'fail');
    const refused = await rejectionOf(
      gateway.finishSavedCardCharge({
        paymentId: again.pending.id,
        idempotencyKey: 'card-authentication-3',
      }),
    );
    expect(refused).toBeInstanceOf(PaymentDeclined);
    expect(fake.paymentIntents.get(again.pending.id)).toMatchObject({
      status: 'canceled',
      amountReceived: 0,
    });
  });

  it('answers no kept card for a hold that did not ask to keep it', async () => {
    const authorization = await gateway.authorize(booking);

    expect(authorization.savedCardRef).toBeUndefined();
  });
});

describe('the Stripe gateway capturing and releasing', () => {
  it('captures the amount on /v1/payment_intents/{id}/capture', async () => {
    const { paymentId } = await gateway.authorize(booking);

    const captured = await gateway.capture({
      paymentId,
      amountCents: 30188,
      idempotencyKey: 'booking-42',
    });

    const request = fake.requests[1];
    expect(request?.path).toBe(`/v1/payment_intents/${paymentId}/capture`);
    // The charge comes expanded: it names the card the receipt prints.
    expect(request?.form).toEqual({ amount_to_capture: '30188', 'expand[]': 'latest_charge' });
    expect(captured).toEqual({ card: { brand: 'visa', last4: '4242' } });
    expect(request?.headers['idempotency-key']).toBe(`booking-42:capture:${paymentId}:30188`);
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('succeeded');
    expect(fake.paymentIntents.get(paymentId)?.amountReceived).toBe(30188);
  });

  it('treats capturing a payment already captured as done', async () => {
    const { paymentId } = await gateway.authorize(booking);
    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });

    // The same key replays the first answer, card and all; another key finds it charged.
    expect(
      await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' }),
    ).toEqual({ card: { brand: 'visa', last4: '4242' } });
    expect(
      await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'another-key' }),
    ).toEqual({ card: null });

    expect(fake.paymentIntents.get(paymentId)?.amountReceived).toBe(30188);
    expect(reports).toEqual([]);
  });

  it('refuses to capture more than the hold', async () => {
    const { paymentId } = await gateway.authorize(booking);

    const error = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30189, idempotencyKey: 'booking-42' }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error instanceof PaymentDeclined && error.code).toBe('amount_too_large');
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('requires_capture');
  });

  it('releases a hold on /v1/payment_intents/{id}/cancel', async () => {
    const { paymentId } = await gateway.authorize(booking);

    await gateway.release({ paymentId, idempotencyKey: 'booking-42' });

    const request = fake.requests[1];
    expect(request?.path).toBe(`/v1/payment_intents/${paymentId}/cancel`);
    expect(request?.headers['idempotency-key']).toBe(`booking-42:release:${paymentId}`);
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('canceled');
  });

  it('releases quietly a hold already released, and one Stripe does not know', async () => {
    const { paymentId } = await gateway.authorize(booking);
    await gateway.release({ paymentId, idempotencyKey: 'booking-42' });

    await gateway.release({ paymentId, idempotencyKey: 'another-key' });
    await gateway.release({ paymentId: 'pi_unknown', idempotencyKey: 'booking-42' });

    expect(reports).toEqual([]);
  });

  it('cannot capture a released hold', async () => {
    const { paymentId } = await gateway.authorize(booking);
    await gateway.release({ paymentId, idempotencyKey: 'booking-42' });

    const error = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe(
      'This PaymentIntent could not be captured because it has a status of canceled.',
    );
    expect(fake.paymentIntents.get(paymentId)?.amountReceived).toBe(0);
  });

  it('cannot capture a hold that lapsed after 7 days', async () => {
    const { paymentId } = await gateway.authorize(booking);
    clock.advance(7 * DAY_MS);

    const error = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe(
      'This PaymentIntent could not be captured because it has a status of canceled.',
    );
    expect(fake.paymentIntents.get(paymentId)?.amountReceived).toBe(0);
  });
});

describe('the Stripe gateway refunding', () => {
  it('refunds part of a captured payment on /v1/refunds with its own idempotency key', async () => {
    const { paymentId } = await gateway.authorize(booking);
    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });

    const { refundId } = await gateway.refund({
      paymentId,
      amountCents: 5000,
      idempotencyKey: 'booking-42-refund-1',
    });

    const request = fake.requests[2];
    expect(request?.path).toBe('/v1/refunds');
    expect(request?.form).toEqual({ payment_intent: paymentId, amount: '5000' });
    expect(request?.headers['idempotency-key']).toBe(
      `booking-42-refund-1:refund:${paymentId}:5000`,
    );
    expect(fake.refunds).toEqual([{ id: refundId, paymentIntent: paymentId, amount: 5000 }]);
  });

  it('makes one refund when the same refund is retried with the same key', async () => {
    const { paymentId } = await gateway.authorize(booking);
    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });
    const refund = { paymentId, amountCents: 30188, idempotencyKey: 'booking-42-refund-1' };

    const first = await gateway.refund(refund);
    const again = await gateway.refund(refund);

    expect(again.refundId).toBe(first.refundId);
    expect(fake.refunds).toHaveLength(1);
  });

  it("refuses to refund more than is left, with Stripe's message", async () => {
    const { paymentId } = await gateway.authorize(booking);
    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });
    await gateway.refund({ paymentId, amountCents: 30000, idempotencyKey: 'booking-42-refund-1' });

    const error = await rejectionOf(
      gateway.refund({ paymentId, amountCents: 189, idempotencyKey: 'booking-42-refund-2' }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error instanceof PaymentDeclined && error.code).toBe('amount_too_large');
    expect(fake.refunds).toHaveLength(1);
  });

  it('refuses to refund a hold that was never captured', async () => {
    const { paymentId } = await gateway.authorize(booking);

    const error = await rejectionOf(
      gateway.refund({ paymentId, amountCents: 100, idempotencyKey: 'booking-42-refund-1' }),
    );

    expect(error instanceof PaymentDeclined && error.code).toBe('charge_not_refundable');
    expect(fake.refunds).toEqual([]);
  });
});

describe('the Stripe gateway with saved cards', () => {
  it('saves the card on a new Customer with an off-session SetupIntent', async () => {
    const saved = await gateway.saveCard(booking);

    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/setup_intents',
    ]);
    const [customerRequest, setupRequest] = fake.requests;
    expect(customerRequest?.form).toEqual({
      email: 'ava.tremblay@example.ca',
      description: 'MapleShine booking BK-42',
    });
    const [customer] = fake.customers.values();
    expect(setupRequest?.form).toEqual({
      customer: customer?.id,
      payment_method: 'pm_card_visa',
      'payment_method_types[]': 'card',
      confirm: 'true',
      use_stripe_sdk: 'true',
      usage: 'off_session',
      description: 'MapleShine booking BK-42',
    });
    const [attached] = fake.paymentMethods.keys();
    expect(saved.savedCardRef).toBe(`${customer?.id}:${attached}`);
    expect(fake.paymentMethods.get(attached ?? '')).toEqual({
      card: 'pm_card_visa',
      customer: customer?.id,
    });
    expect(fake.paymentIntents.size).toBe(0);
  });

  it('gives the Customer and the SetupIntent keys of their own', async () => {
    await gateway.saveCard(booking);

    expect(fake.requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'booking-42:customer',
      'booking-42:setup:pm_card_visa',
    ]);
  });

  it('holds the amount on the saved card off-session with manual capture', async () => {
    const { savedCardRef } = await gateway.saveCard(booking);
    const [customerId, paymentMethodId] = savedCardRef.split(':');

    const authorization = await gateway.authorizeSavedCard({
      savedCardRef,
      amountCents: 30188,
      idempotencyKey: 'booking-42',
      description: 'MapleShine booking BK-42',
    });

    const request = fake.requests[2];
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.form).toEqual({
      amount: '30188',
      currency: 'cad',
      customer: customerId,
      payment_method: paymentMethodId,
      'payment_method_types[]': 'card',
      off_session: 'true',
      confirm: 'true',
      capture_method: 'manual',
      description: 'MapleShine booking BK-42',
      'expand[]': 'latest_charge',
    });
    expect(request?.headers['idempotency-key']).toBe(
      `booking-42:authorize-saved:${savedCardRef}:30188`,
    );
    expect(fake.paymentIntents.get(authorization.paymentId)?.status).toBe('requires_capture');
  });

  it('saves pm_card_chargeCustomerFail, then declines the hold placed on it later', async () => {
    const { savedCardRef } = await gateway.saveCard({
      ...booking,
      paymentMethodId: 'pm_card_chargeCustomerFail',
    });

    const error = await rejectionOf(
      gateway.authorizeSavedCard({
        savedCardRef,
        amountCents: 30188,
        idempotencyKey: 'booking-42',
        description: 'MapleShine booking BK-42',
      }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe('Your card was declined.');
    expect([...fake.paymentIntents.values()].map((intent) => intent.status)).toEqual([
      'requires_payment_method',
    ]);
  });

  it('declines saving a card that Stripe declines', async () => {
    const error = await rejectionOf(
      gateway.saveCard({ ...booking, paymentMethodId: 'pm_card_chargeDeclinedExpiredCard' }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe('Your card has expired.');
    expect(fake.paymentMethods.size).toBe(0);
  });

  it('declines a saved card reference it cannot read, without calling Stripe', async () => {
    const error = await rejectionOf(
      gateway.authorizeSavedCard({
        savedCardRef: 'pm_card_visa',
        amountCents: 30188,
        idempotencyKey: 'booking-42',
        description: 'MapleShine booking BK-42',
      }),
    );

    expect(error).toBeInstanceOf(PaymentDeclined);
    expect(error.message).toBe('This saved card can no longer be charged.');
    expect(fake.requests).toEqual([]);
  });
});

describe('the Stripe gateway with saved cards that ask for 3-D Secure', () => {
  it('saves the card once the bank approves its SetupIntent', async () => {
    const error = await rejectionOf(
      gateway.saveCard({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
    );
    const { pending } = error as AuthenticationRequired;
    expect(pending.kind).toBe('setup');
    expect(fake.setupIntents.get(pending.id)?.status).toBe('requires_action');

    fake.authenticate(pending.id, 'approve');
    const saved = await gateway.finishCardSetup({ setupId: pending.id, idempotencyKey: 'k' });

    const [customer] = fake.customers.values();
    const [attached] = fake.paymentMethods.keys();
    expect(saved.savedCardRef).toBe(`${customer?.id}:${attached}`);
  });

  it('declines and cancels a SetupIntent whose check failed', async () => {
    const error = await rejectionOf(
      gateway.saveCard({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
    );
    const { pending } = error as AuthenticationRequired;
    fake.authenticate(pending.id, 'fail');

    const refused = await rejectionOf(
      gateway.finishCardSetup({ setupId: pending.id, idempotencyKey: 'k' }),
    );

    expect(refused).toBeInstanceOf(PaymentDeclined);
    expect(fake.setupIntents.get(pending.id)?.status).toBe('canceled');
  });

  it('declines the off-session hold of a card that always asks, and asks when the customer is present', async () => {
    const error = await rejectionOf(
      gateway.saveCard({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
    );
    fake.authenticate((error as AuthenticationRequired).pending.id, 'approve');
    const { savedCardRef } = await gateway.finishCardSetup({
      setupId: (error as AuthenticationRequired).pending.id,
      idempotencyKey: 'k',
    });
    const hold = {
      savedCardRef,
      amountCents: 30188,
      idempotencyKey: 'booking-42',
      description: 'MapleShine booking BK-42',
    };

    const offSession = await rejectionOf(gateway.authorizeSavedCard(hold));
    expect(offSession).toBeInstanceOf(PaymentDeclined);
    expect(offSession instanceof PaymentDeclined && offSession.code).toBe(
      'authentication_required',
    );

    const present = await rejectionOf(
      gateway.authorizeSavedCard({ ...hold, customerPresent: true }),
    );
    expect(present).toBeInstanceOf(AuthenticationRequired);
    const request = fake.requests.at(-1);
    expect(request?.form.use_stripe_sdk).toBe('true');
    expect(request?.form.off_session).toBeUndefined();
    expect(request?.headers['idempotency-key']).toBe(
      `booking-42:authorize-saved-present:${savedCardRef}:30188`,
    );
  });
});

describe('the Stripe gateway when Stripe is unavailable', () => {
  it('answers PaymentUnavailable for a 500, and the retry with the same key makes one intent', async () => {
    fake.failNext(500);

    const error = await rejectionOf(gateway.authorize(booking));
    await gateway.authorize(booking);

    expect(error).toBeInstanceOf(PaymentUnavailable);
    expect(error.message).toBe(UNAVAILABLE);
    expect(fake.paymentIntents.size).toBe(1);
  });

  it('answers PaymentUnavailable when nothing listens on the port', async () => {
    const port = await closedPort();
    const unreachable = gatewayFor({ apiBase: `http://127.0.0.1:${port}` });

    const errors = await Promise.all([
      rejectionOf(unreachable.authorize(booking)),
      rejectionOf(unreachable.saveCard(booking)),
      rejectionOf(unreachable.capture({ paymentId: 'pi_1', amountCents: 1, idempotencyKey: 'k' })),
      rejectionOf(unreachable.release({ paymentId: 'pi_1', idempotencyKey: 'k' })),
    ]);

    for (const error of errors) {
      expect(error).toBeInstanceOf(PaymentUnavailable);
      expect(error.message).toBe(UNAVAILABLE);
    }
  });

  it('answers PaymentUnavailable for a capture or a release Stripe fails', async () => {
    const { paymentId } = await gateway.authorize(booking);
    fake.failNext(503, 2);

    const capture = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' }),
    );
    const release = await rejectionOf(gateway.release({ paymentId, idempotencyKey: 'booking-42' }));

    expect(capture).toBeInstanceOf(PaymentUnavailable);
    expect(release).toBeInstanceOf(PaymentUnavailable);
    expect(fake.paymentIntents.get(paymentId)?.status).toBe('requires_capture');
  });

  it('never puts the secret key in an error or a report, even when Stripe refuses it', async () => {
    const wrongKey = 'sk_test_51WrongKeyThatMustNeverLeak9876';
    const refused = gatewayFor({ secretKey: wrongKey });
    const port = await closedPort();
    const unreachable = gatewayFor({
      secretKey: wrongKey,
      apiBase: `http://127.0.0.1:${port}`,
    });

    const errors = await Promise.all([
      rejectionOf(refused.authorize(booking)),
      rejectionOf(refused.saveCard(booking)),
      rejectionOf(refused.capture({ paymentId: 'pi_1', amountCents: 1, idempotencyKey: 'k' })),
      rejectionOf(unreachable.authorize(booking)),
    ]);

    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${wrongKey}`);
    for (const error of errors) {
      expect(error).toBeInstanceOf(PaymentUnavailable);
      expect(error.message).toBe(UNAVAILABLE);
      expect(String(error)).not.toContain('sk_');
      expect(error.cause).toBeUndefined();
    }
    expect(reports.length).toBeGreaterThanOrEqual(4);
    expect(reports.join('\n')).not.toMatch(/sk_test|WrongKey|9876/);
    expect(reports.filter((problem) => problem.includes('answered 401'))).toHaveLength(3);
  });
});

describe("the Stripe gateway and answers that are not Stripe's", () => {
  it('answers PaymentUnavailable for a proxy page instead of JSON', async () => {
    const behindProxy = stripeGateway({
      secretKey: fake.secretKey,
      clock,
      report: (problem) => reports.push(problem),
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });

    const error = await rejectionOf(behindProxy.authorize(booking));

    expect(error).toBeInstanceOf(PaymentUnavailable);
    expect(reports).toEqual(['Stripe: POST /v1/payment_intents answered 502 without JSON']);
  });

  it('redacts the key from a network error that quotes the request, and keeps no cause', async () => {
    const secretKey = 'sk_live_51QuotedKey0000';
    const quoting = stripeGateway({
      secretKey,
      clock,
      report: (problem) => reports.push(problem),
      fetch: async () => {
        throw new TypeError(`Headers.append: "Bearer ${secretKey}" is an invalid header value.`);
      },
    });

    const error = await rejectionOf(quoting.release({ paymentId: 'pi_1', idempotencyKey: 'k' }));

    expect(error).toBeInstanceOf(PaymentUnavailable);
    expect(error.cause).toBeUndefined();
    expect(reports).toEqual([
      'Stripe: POST /v1/payment_intents/pi_1/cancel got no answer (TypeError: Headers.append: "Bearer [key]" is an invalid header value.)',
    ]);
  });
});

describe('the Stripe gateway over a whole booking', () => {
  it('sends an Idempotency-Key and the pinned Stripe-Version on every POST', async () => {
    const { savedCardRef } = await gateway.saveCard(booking);
    const { paymentId } = await gateway.authorizeSavedCard({
      savedCardRef,
      amountCents: 30188,
      idempotencyKey: 'booking-42',
      description: 'MapleShine booking BK-42',
    });
    await gateway.capture({ paymentId, amountCents: 25000, idempotencyKey: 'booking-42' });
    const other = await gateway.authorize({ ...booking, idempotencyKey: 'booking-43' });
    await gateway.release({ paymentId: other.paymentId, idempotencyKey: 'booking-43' });

    expect(fake.requests).toHaveLength(6);
    for (const request of fake.requests) {
      expect(request.method).toBe('POST');
      expect(request.headers['idempotency-key']).toMatch(/^booking-4[23]:/);
      expect(request.headers['stripe-version']).toBe(STRIPE_API_VERSION);
      expect(request.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    }
    expect(new Set(fake.requests.map((request) => request.headers['idempotency-key'])).size).toBe(
      6,
    );
    expect(fake.paymentIntents.get(paymentId)?.amountReceived).toBe(25000);
  });
});

describe('the gateway the server starts with', () => {
  it('is Stripe when STRIPE_SECRET_KEY is set, and its description names the mode, not the key', async () => {
    // The stand-in answers on loopback http, as a development machine's stripe-mock does.
    const config = readServerConfig({
      APP_ENV: 'development',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_API_BASE: fake.url,
    });

    const chosen = paymentGateway(config, clock, (problem) => reports.push(problem));
    const authorization = await chosen.gateway.authorize(booking);

    expect(chosen.gateway.name).toBe('stripe');
    expect(chosen.description).toBe(`Stripe in test mode at ${fake.url}`);
    expect(fake.paymentIntents.has(authorization.paymentId)).toBe(true);
  });

  it('is the offline test gateway when STRIPE_SECRET_KEY is not set', async () => {
    const chosen = paymentGateway(readServerConfig({}), clock, (problem) => reports.push(problem));

    await chosen.gateway.authorize(booking);

    expect(chosen.gateway.name).toBe('test');
    expect(chosen.description).toBe(
      "the offline test gateway (Stripe's test cards, no card is charged)",
    );
    expect(fake.requests).toEqual([]);
  });
});
