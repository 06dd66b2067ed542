import { describe, expect, it } from 'vitest';
import { AuthenticationRequired, PaymentDeclined } from '#server/payments/gateway.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { manualClock } from '#tests/support/accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const booking = {
  amountCents: 30188,
  paymentMethodId: 'pm_card_visa',
  idempotencyKey: 'booking-42',
  description: 'MapleShine booking BK-42',
  customerEmail: 'ava.tremblay@example.ca',
};

async function authenticationOf(promise: Promise<unknown>): Promise<AuthenticationRequired> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthenticationRequired) return error;
    throw error;
  }
  throw new Error('expected the bank to ask for authentication');
}

async function rejectionOf(promise: Promise<unknown>): Promise<PaymentDeclined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentDeclined) return error;
    throw error;
  }
  throw new Error('expected the card to be declined');
}

describe("the offline gateway and Stripe's test payment methods", () => {
  it.each(['pm_card_visa', 'pm_card_mastercard'])('holds the amount on %s', async (card) => {
    const clock = manualClock();
    const gateway = testGateway(clock);

    const authorization = await gateway.authorize({ ...booking, paymentMethodId: card });

    expect(authorization.paymentId).toMatch(/^pi_test_[0-9a-f]{24}$/);
    expect(authorization.authorizedAt).toEqual(clock());
    expect(gateway.holdOf(authorization.paymentId)).toMatchObject({
      amountCents: 30188,
      state: 'held',
    });
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'Your card has insufficient funds.',
      'insufficient_funds',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card'],
  ])('declines %s with Stripe\'s message "%s"', async (card, message, code) => {
    const gateway = testGateway(manualClock());

    const error = await rejectionOf(gateway.authorize({ ...booking, paymentMethodId: card }));

    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
  });

  it("declines an unknown payment method with Stripe's 'No such PaymentMethod' message", async () => {
    const gateway = testGateway(manualClock());

    const error = await rejectionOf(gateway.authorize({ ...booking, paymentMethodId: 'pm_nope' }));

    expect(error.message).toBe("No such PaymentMethod: 'pm_nope'");
    expect(error.code).toBe('resource_missing');
  });

  it('asks for authentication on a card whose bank wants it, holding nothing until the tester approves', async () => {
    const gateway = testGateway(manualClock());

    const asked = await authenticationOf(
      gateway.authorize({ ...booking, paymentMethodId: 'pm_card_authenticationRequired' }),
    );

    expect(asked.pending).toMatchObject({
      kind: 'payment',
      id: expect.stringMatching(/^pi_test_/),
    });
    expect(gateway.allHolds()).toEqual([]);
    expect(gateway.authenticate(asked.pending.clientSecret, 'approve')).toBe(true);
    const hold = await gateway.finishPaymentAuthentication({
      paymentId: asked.pending.id,
      idempotencyKey: 'booking-42',
    });
    expect(hold.paymentId).toBe(asked.pending.id);
    expect(gateway.holdOf(hold.paymentId)).toMatchObject({ amountCents: 30188, state: 'held' });
  });

  it.each(['fail', 'never answered'])(
    "declines with Stripe's message and cancels the intent when the check is %s",
    async (answer) => {
      const gateway = testGateway(manualClock());
      const asked = await authenticationOf(
        gateway.authorize({ ...booking, paymentMethodId: 'pm_card_authenticationRequiredOnSetup' }),
      );
      if (answer === 'fail') gateway.authenticate(asked.pending.clientSecret, 'fail');

      const error = await rejectionOf(
        gateway.finishPaymentAuthentication({ paymentId: asked.pending.id, idempotencyKey: 'k' }),
      );

      expect(error.code).toBe('payment_intent_authentication_failure');
      expect(gateway.allHolds()).toEqual([]);
      expect(gateway.authentications()[0]?.state).toBe('cancelled');
      expect(gateway.authenticate(asked.pending.clientSecret, 'approve')).toBe(false);
    },
  );

  it('declines the off-session hold of a saved card that always asks its bank, and asks when the customer is present', async () => {
    const gateway = testGateway(manualClock());
    const saved = {
      savedCardRef: 'pm_card_authenticationRequired',
      amountCents: 30188,
      idempotencyKey: 'booking-42',
      description: 'MapleShine booking BK-42',
    };

    const offSession = await rejectionOf(gateway.authorizeSavedCard(saved));
    expect(offSession.code).toBe('authentication_required');

    const present = await authenticationOf(
      gateway.authorizeSavedCard({ ...saved, customerPresent: true }),
    );
    expect(present.pending.kind).toBe('payment');
  });

  it('places no hold for a declined card', async () => {
    const gateway = testGateway(manualClock());

    await rejectionOf(gateway.authorize({ ...booking, paymentMethodId: 'pm_card_chargeDeclined' }));

    expect(gateway.calls).toEqual([{ operation: 'authorize', idempotencyKey: 'booking-42' }]);
    expect(gateway.allHolds()).toEqual([]);
  });
});

describe('the offline gateway and idempotency keys', () => {
  it('answers the same hold for the same key, and places only one', async () => {
    const gateway = testGateway(manualClock());

    const first = await gateway.authorize(booking);
    const second = await gateway.authorize(booking);

    expect(second).toEqual(first);
    expect(gateway.allHolds().map((hold) => hold.paymentId)).toEqual([first.paymentId]);
  });

  it('places a new hold for another card under the same key after a decline', async () => {
    const gateway = testGateway(manualClock());

    await rejectionOf(gateway.authorize({ ...booking, paymentMethodId: 'pm_card_chargeDeclined' }));
    const authorization = await gateway.authorize({ ...booking, paymentMethodId: 'pm_card_visa' });

    expect(gateway.allHolds().map((hold) => hold.paymentId)).toEqual([authorization.paymentId]);
  });

  it('keeps holds of different keys apart', async () => {
    const gateway = testGateway(manualClock());

    const first = await gateway.authorize(booking);
    const second = await gateway.authorize({ ...booking, idempotencyKey: 'booking-43' });

    expect(second.paymentId).not.toBe(first.paymentId);
  });
});

describe('the offline gateway and the life of a hold', () => {
  it('lets a hold lapse 7 days after the authorization', async () => {
    const clock = manualClock();
    const gateway = testGateway(clock);

    const authorization = await gateway.authorize(booking);

    expect(authorization.expiresAt).toEqual(new Date(clock().getTime() + 7 * DAY_MS));
  });

  it('captures a hold just before it lapses', async () => {
    const clock = manualClock();
    const gateway = testGateway(clock);
    const { paymentId } = await gateway.authorize(booking);
    clock.advance(7 * DAY_MS - 1);

    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });

    expect(gateway.holdOf(paymentId)?.state).toBe('captured');
  });

  it('refuses to capture a hold that lapsed, and charges nothing', async () => {
    const clock = manualClock();
    const gateway = testGateway(clock);
    const { paymentId } = await gateway.authorize(booking);
    clock.advance(7 * DAY_MS);

    const error = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' }),
    );

    expect(error.message).toBe(
      'This PaymentIntent could not be captured because it has a status of canceled.',
    );
    expect(gateway.holdOf(paymentId)?.state).toBe('held');
  });

  it('refuses to capture a released hold', async () => {
    const gateway = testGateway(manualClock());
    const { paymentId } = await gateway.authorize(booking);
    await gateway.release({ paymentId, idempotencyKey: 'booking-42' });

    const error = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' }),
    );

    expect(error.code).toBe('payment_intent_unexpected_state');
    expect(gateway.holdOf(paymentId)?.state).toBe('released');
  });

  it('refuses to capture more than the hold', async () => {
    const gateway = testGateway(manualClock());
    const { paymentId } = await gateway.authorize(booking);

    const error = await rejectionOf(
      gateway.capture({ paymentId, amountCents: 30189, idempotencyKey: 'booking-42' }),
    );

    expect(error.code).toBe('amount_too_large');
    expect(gateway.holdOf(paymentId)?.state).toBe('held');
  });

  it('treats a second capture as done', async () => {
    const gateway = testGateway(manualClock());
    const { paymentId } = await gateway.authorize(booking);
    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });

    await gateway.capture({ paymentId, amountCents: 30188, idempotencyKey: 'booking-42' });

    expect(gateway.holdOf(paymentId)?.state).toBe('captured');
  });

  it('releases quietly a hold that is already released or unknown', async () => {
    const gateway = testGateway(manualClock());
    const { paymentId } = await gateway.authorize(booking);
    await gateway.release({ paymentId, idempotencyKey: 'booking-42' });

    await gateway.release({ paymentId, idempotencyKey: 'booking-42' });
    await gateway.release({ paymentId: 'pi_unknown', idempotencyKey: 'booking-42' });

    expect(gateway.holdOf(paymentId)?.state).toBe('released');
  });
});

describe('the offline gateway and saved cards', () => {
  it('holds the amount on a saved card later, without the customer', async () => {
    const clock = manualClock();
    const gateway = testGateway(clock);
    const { savedCardRef } = await gateway.saveCard(booking);
    clock.advance(6 * DAY_MS);

    const authorization = await gateway.authorizeSavedCard({
      savedCardRef,
      amountCents: 30188,
      idempotencyKey: 'booking-42',
      description: 'MapleShine booking BK-42',
    });

    expect(authorization.authorizedAt).toEqual(clock());
    expect(authorization.expiresAt).toEqual(new Date(clock().getTime() + 7 * DAY_MS));
    expect(gateway.holdOf(authorization.paymentId)?.state).toBe('held');
  });

  it('saves pm_card_chargeCustomerFail, then declines when it is charged later', async () => {
    const gateway = testGateway(manualClock());

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

    expect(error.message).toBe('Your card was declined.');
    expect(gateway.calls.map((call) => call.operation)).toEqual(['saveCard', 'authorizeSavedCard']);
  });

  it('declines charging pm_card_chargeCustomerFail at once', async () => {
    const gateway = testGateway(manualClock());

    const error = await rejectionOf(
      gateway.authorize({ ...booking, paymentMethodId: 'pm_card_chargeCustomerFail' }),
    );

    expect(error.message).toBe('Your card was declined.');
  });

  it('declines saving a card Stripe declines', async () => {
    const gateway = testGateway(manualClock());

    const error = await rejectionOf(
      gateway.saveCard({ ...booking, paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' }),
    );

    expect(error.message).toBe('Your card has insufficient funds.');
  });
});

describe('the offline gateway charging a saved card at once (fees and tips)', () => {
  const charge = { amountCents: 2500, idempotencyKey: 'tip-42', description: 'Tip, MS-42' };

  it('takes the amount now, once per key, and lets it be refunded up to what was taken', async () => {
    const gateway = testGateway(manualClock());
    const { savedCardRef } = await gateway.saveCard(booking);

    const first = await gateway.chargeSavedCard({ savedCardRef, ...charge });
    const again = await gateway.chargeSavedCard({ savedCardRef, ...charge });

    expect(again.paymentId).toBe(first.paymentId);
    expect(first.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(gateway.allHolds()).toHaveLength(1);
    expect(gateway.holdOf(first.paymentId)).toMatchObject({
      state: 'captured',
      capturedCents: 2500,
    });
    const tooMuch = await rejectionOf(
      gateway.refund({ paymentId: first.paymentId, amountCents: 2501, idempotencyKey: 'r' }),
    );
    expect(tooMuch.code).toBe('amount_too_large');
  });

  it('declines a saved card that fails when charged later, charging nothing', async () => {
    const gateway = testGateway(manualClock());
    const fails = await gateway.saveCard({
      ...booking,
      paymentMethodId: 'pm_card_chargeCustomerFail',
    });

    const declined = await rejectionOf(
      gateway.chargeSavedCard({ savedCardRef: fails.savedCardRef, ...charge }),
    );

    expect(declined.message).toBe('Your card was declined.');
    expect(gateway.allHolds()).toEqual([]);
  });

  it('records a partial capture as the amount taken, the rest of the hold not charged', async () => {
    const gateway = testGateway(manualClock());
    const { paymentId } = await gateway.authorize(booking);

    await gateway.capture({ paymentId, amountCents: 5000, idempotencyKey: 'fee-42' });

    expect(gateway.holdOf(paymentId)).toMatchObject({ state: 'captured', capturedCents: 5000 });
  });
});
