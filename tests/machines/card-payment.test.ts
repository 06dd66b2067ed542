import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  cardPaymentMachine,
  cardPaymentMessages,
  type CardPaymentEvent,
  type PaymentResult,
} from '#machines/card-payment.machine.ts';
import { expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';
import {
  authenticateCard,
  authorizePayment,
  bankChecks,
  bankRefusal,
  confirmAuthentication,
  createPaymentMethod,
  model,
  scenarios,
  submit,
} from '#shared/machine-models/card-payment.model.ts';
import {
  answerOf,
  describePath,
  modelPaths,
  type ActorFake,
} from '#shared/machine-paths/machine-paths.ts';

const valid = (cardholderName: string) =>
  submit({ cardholderName, termsAccepted: true, couponBlocked: false, couponEmpty: false });

// createTestModel refuses machines that invoke actors ("Invocations on test machines are not
// supported"), so the paths come from getShortestPaths, the generator it wraps, keyed by the
// snapshot together with the transition that entered it (machine-paths.ts).
const paths = modelPaths(model);

type Pending = { id: string; input: unknown; release: () => void };

/**
 * The model's fake actors, which settle by their input (the cardholder name picks a scenario),
 * each held until the test releases it.
 */
function gatedActors() {
  const pending: Pending[] = [];
  function gated<I, O>(id: string, fake: ActorFake<I>) {
    return fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) => {
          const outcome = answerOf(fake, input);
          pending.push({
            id,
            input,
            release: () => (outcome.ok ? resolve(outcome.output as O) : reject(outcome.error)),
          });
        }),
    );
  }
  const machine = cardPaymentMachine.provide({
    actors: {
      createPaymentMethod: gated('createPaymentMethod', createPaymentMethod),
      authorizePayment: gated('authorizePayment', authorizePayment),
      authenticateCard: gated('authenticateCard', authenticateCard),
      confirmAuthentication: gated('confirmAuthentication', confirmAuthentication),
    },
  });
  return { machine, pending };
}

async function replay(path: (typeof paths)[number]) {
  const { machine, pending } = gatedActors();
  const actor = createActor(machine).start();
  for (const [index, { event, state }] of path.steps.entries()) {
    if (index > 0) {
      const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (match) {
        const call = pending.shift();
        expect(call?.id, `the invoked actor for ${event.type}`).toBe(match[2]);
        call!.release();
        await waitFor(actor, (snapshot) => snapshot.matches(state.value), { timeout: 1000 });
      } else {
        actor.send(event as CardPaymentEvent);
      }
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `state after ${event.type}`).toEqual(state.value);
    expect(snapshot.context, `context after ${event.type}`).toEqual(state.context);
  }
  expect(pending.length <= 1).toBe(true);
  actor.stop();
  return actor.getSnapshot();
}

/** Runs the machine with fakes that settle at once, until it rests. */
async function run(events: CardPaymentEvent[], actors = {}) {
  const calls: { id: string; input: unknown }[] = [];
  const instant = <I, O>(id: string, fake: ActorFake<I>) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ id, input });
      const outcome = answerOf(fake, input);
      if (!outcome.ok) throw outcome.error;
      return outcome.output as O;
    });
  const machine = cardPaymentMachine.provide({
    actors: {
      createPaymentMethod: instant('createPaymentMethod', createPaymentMethod),
      authorizePayment: instant('authorizePayment', authorizePayment),
      authenticateCard: instant('authenticateCard', authenticateCard),
      confirmAuthentication: instant('confirmAuthentication', confirmAuthentication),
      ...actors,
    },
  });
  const actor = createActor(machine).start();
  for (const event of events) {
    actor.send(event);
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches('idle') || snapshot.matches('failed') || snapshot.status === 'done',
      { timeout: 1000 },
    );
  }
  return { snapshot: actor.getSnapshot(), calls };
}

describe('card payment machine', () => {
  describe('generated paths', () => {
    it('visits every state', () => {
      const visited = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
      expect(visited).toEqual(new Set(Object.keys(cardPaymentMachine.states)));
    });

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
      'a running actor with fake actors follows the path: $name',
      async ({ path }) => {
        const snapshot = await replay(path);
        expect(snapshot.value).toEqual(path.state.value);
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(cardPaymentMachine, paths);
    });
  });

  describe('validation', () => {
    it('asks for the cardholder name and stays idle', async () => {
      const { snapshot, calls } = await run([
        submit({
          cardholderName: ' ',
          termsAccepted: true,
          couponBlocked: false,
          couponEmpty: false,
        }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({
        cardholderName: "Please enter the cardholder's name.",
      });
      expect(calls).toEqual([]);
    });

    it('asks for the terms', async () => {
      const { snapshot } = await run([
        submit({
          cardholderName: 'Ada',
          termsAccepted: false,
          couponBlocked: false,
          couponEmpty: false,
        }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({ terms: 'Please accept the terms.' });
    });

    it('refuses to pay while a coupon code is entered but not applied', async () => {
      const { snapshot, calls } = await run([
        submit({
          cardholderName: 'Ada',
          termsAccepted: true,
          couponBlocked: true,
          couponEmpty: false,
        }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({
        coupon: 'Please apply your coupon code first to receive your discount.',
      });
      expect(calls).toEqual([]);
    });

    it('refuses to pay with "Please Enter Coupon Code." while the coupon box is ticked and empty', async () => {
      const { snapshot, calls } = await run([
        submit({
          cardholderName: 'Ada',
          termsAccepted: true,
          couponBlocked: false,
          couponEmpty: true,
        }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({ couponEmpty: 'Please Enter Coupon Code.' });
      expect(calls).toEqual([]);
    });

    it('shows every field error at once', async () => {
      const { snapshot } = await run([
        submit({
          cardholderName: '',
          termsAccepted: false,
          couponBlocked: true,
          couponEmpty: false,
        }),
      ]);
      expect(snapshot.context.fieldErrors).toEqual({
        cardholderName: cardPaymentMessages.cardholderName,
        terms: cardPaymentMessages.terms,
        coupon: cardPaymentMessages.coupon,
      });
    });
  });

  describe('paying', () => {
    it('creates the payment method, authorizes it and succeeds with no further call', async () => {
      const { snapshot, calls } = await run([valid(' Ada Lovelace ')]);
      expect(snapshot.value).toBe('succeeded');
      expect(snapshot.status).toBe('done');
      // The server e-mails the confirmation itself once the payment commits (decision 012).
      expect(calls).toEqual([
        { id: 'createPaymentMethod', input: { cardholderName: 'Ada Lovelace' } },
        {
          id: 'authorizePayment',
          input: { paymentMethodId: 'pm_card_visa', cardholderName: 'Ada Lovelace' },
        },
      ]);
      expect(snapshot.context.result?.vBookingNo).toBe('BK-1001');
      expect(snapshot.output).toEqual(snapshot.context.result);
    });

    it('shows the card provider message under the card field', async () => {
      const { snapshot, calls } = await run([valid(scenarios.cardRefused)]);
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.cardError).toBe('Your card number is incomplete.');
      expect(calls.map((call) => call.id)).toEqual(['createPaymentMethod']);
    });

    it("shows the server's 400/404 message and retries with the errors cleared", async () => {
      const { snapshot } = await run([valid(scenarios.declined)]);
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.cardError).toBe('Your card was declined.');
      expect(snapshot.context.result).toBeNull();

      const retried = await run([valid(scenarios.declined), valid('Ada Lovelace')]);
      expect(retried.snapshot.value).toBe('succeeded');
      expect(retried.snapshot.context.cardError).toBeNull();
      expect(retried.snapshot.context.fieldErrors).toEqual({});
    });

    it('keeps the card message and adds field errors when a retry is incomplete', async () => {
      const { snapshot } = await run([
        valid(scenarios.declined),
        submit({
          cardholderName: '',
          termsAccepted: true,
          couponBlocked: false,
          couponEmpty: false,
        }),
      ]);
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.cardError).toBe('Your card was declined.');
      expect(snapshot.context.fieldErrors).toEqual({
        cardholderName: cardPaymentMessages.cardholderName,
      });
    });

    it('shows a plain string rejection, and a fallback when there is no message', async () => {
      const asString = await run([valid('Ada')], {
        authorizePayment: fromPromise(async () => {
          throw 'Booking not found.';
        }),
      });
      expect(asString.snapshot.context.cardError).toBe('Booking not found.');
      const empty = await run([valid('Ada')], {
        authorizePayment: fromPromise(async () => {
          throw {};
        }),
      });
      expect(empty.snapshot.context.cardError).toBe(cardPaymentMessages.unknown);
    });

    it('is in authorizing (submit shows Loading) while the server call runs', async () => {
      let release!: (result: PaymentResult) => void;
      const machine = cardPaymentMachine.provide({
        actors: {
          createPaymentMethod: fromPromise(async () => ({ paymentMethodId: 'pm_card_visa' })),
          authorizePayment: fromPromise(
            () => new Promise<PaymentResult>((resolve) => (release = resolve)),
          ),
        },
      });
      const actor = createActor(machine).start();
      actor.send(valid('Ada'));
      await waitFor(actor, (snapshot) => snapshot.matches('authorizing'));
      expect(actor.getSnapshot().context.paymentMethodId).toBe('pm_card_visa');
      release({
        vBookingNo: 'BK-7',
        eStatus: 'authorized',
        ePaymentStatus: 'cardSaved',
        final_price: 1,
      });
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.context.result?.ePaymentStatus).toBe('cardSaved');
    });
  });

  describe('cards whose bank asks for 3-D Secure (decision 099)', () => {
    it("shows the bank's check, then has the server hold the card once it approved", async () => {
      const { snapshot, calls } = await run([valid(scenarios.bankApproves)]);

      expect(snapshot.value).toBe('succeeded');
      expect(calls.map((call) => call.id)).toEqual([
        'createPaymentMethod',
        'authorizePayment',
        'authenticateCard',
        'confirmAuthentication',
      ]);
      const secret = bankChecks[scenarios.bankApproves];
      expect(calls[2]?.input).toEqual({ clientSecret: secret });
      expect(calls[3]?.input).toEqual({ clientSecret: secret });
      expect(snapshot.context.result?.ePaymentStatus).toBe('authorized');
      expect(snapshot.context.clientSecret).toBeNull();
    });

    it("shows the bank's refusal under the card field, and a retry starts over", async () => {
      const { snapshot } = await run([valid(scenarios.bankRefuses)]);
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.cardError).toBe(bankRefusal.message);
      expect(snapshot.context.result).toBeNull();

      const retried = await run([valid(scenarios.bankRefuses), valid('Ada Lovelace')]);
      expect(retried.snapshot.value).toBe('succeeded');
      expect(retried.snapshot.context.cardError).toBeNull();
    });

    it('still asks the server when the bank page cannot be shown, so nothing stays waiting', async () => {
      const { snapshot, calls } = await run([valid(scenarios.bankPageFails)]);
      expect(calls.map((call) => call.id)).toContain('confirmAuthentication');
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.cardError).toBe(bankRefusal.message);
    });

    it('is in authenticating while the bank page is open', async () => {
      let answer!: () => void;
      const machine = cardPaymentMachine.provide({
        actors: {
          createPaymentMethod: fromPromise(async () => ({ paymentMethodId: 'pm_x' })),
          authorizePayment: fromPromise(async (): Promise<PaymentResult> => ({
            vBookingNo: 'BK-8',
            eStatus: 'quoted',
            ePaymentStatus: 'authenticationRequired',
            final_price: 1,
            vClientSecret: 'pi_8_secret_8',
          })),
          authenticateCard: fromPromise(
            () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
          ),
          confirmAuthentication: fromPromise(async (): Promise<PaymentResult> => ({
            vBookingNo: 'BK-8',
            eStatus: 'authorized',
            ePaymentStatus: 'authorized',
            final_price: 1,
          })),
        },
      });
      const actor = createActor(machine).start();
      actor.send(valid('Ada'));
      await waitFor(actor, (snapshot) => snapshot.matches('authenticating'));
      expect(actor.getSnapshot().context.clientSecret).toBe('pi_8_secret_8');
      answer();
      const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(done.context.result?.vBookingNo).toBe('BK-8');
    });
  });
});
