import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  cardPaymentMachine,
  cardPaymentMessages,
  type AuthorizePaymentInput,
  type CardPaymentEvent,
  type CreatePaymentMethodInput,
  type PaymentResult,
  type PaymentSubmission,
} from '#machines/card-payment.machine.ts';
import { everyTransition, expectAllEdgesCovered } from '#tests/support/machine-coverage.ts';

/** What the fake actors do, decided by their input: the cardholder name picks a scenario. */
const scenarios = {
  paid: 'Ada Lovelace',
  cardSaved: 'Far Ahead',
  cardRefused: 'Card Refused',
  declined: 'Card Declined',
} as const;

const cardProviderError = { message: 'Your card number is incomplete.' };
const serverDecline = { message: 'Your card was declined.' };

function paymentMethodFor(input: CreatePaymentMethodInput) {
  return input.cardholderName === scenarios.cardRefused
    ? ({ ok: false, error: cardProviderError } as const)
    : ({ ok: true, output: { paymentMethodId: 'pm_card_visa' } } as const);
}

function authorizationFor(input: AuthorizePaymentInput) {
  if (input.cardholderName === scenarios.declined)
    return { ok: false, error: serverDecline } as const;
  const result: PaymentResult = {
    vBookingNo: 'BK-1001',
    eStatus: 'authorized',
    ePaymentStatus: input.cardholderName === scenarios.cardSaved ? 'cardSaved' : 'authorized',
    final_price: 301.88,
  };
  return { ok: true, output: result } as const;
}

const submit = (submission: PaymentSubmission): CardPaymentEvent => ({
  type: 'payment.submit',
  ...submission,
});
const valid = (cardholderName: string) =>
  submit({ cardholderName, termsAccepted: true, couponBlocked: false });

const submitVariants: CardPaymentEvent[] = [
  ...Object.values(scenarios).map(valid),
  submit({ cardholderName: '', termsAccepted: true, couponBlocked: false }),
  submit({ cardholderName: '   ', termsAccepted: false, couponBlocked: false }),
  submit({ cardholderName: 'Ada Lovelace', termsAccepted: false, couponBlocked: false }),
  submit({ cardholderName: 'Ada Lovelace', termsAccepted: true, couponBlocked: true }),
];

type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

function settleEvent(actorId: string, outcome: Outcome): EventObject & Record<string, unknown> {
  return outcome.ok
    ? { type: `xstate.done.actor.${actorId}`, output: outcome.output }
    : { type: `xstate.error.actor.${actorId}`, error: outcome.error };
}

/** The events of a state: every submit variant, and for an invoke the one outcome the fake gives. */
function eventsFor(snapshot: AnyMachineSnapshot): EventObject[] {
  const { context } = snapshot as ReturnType<typeof cardPaymentMachine.getInitialSnapshot>;
  if (snapshot.matches('creatingPaymentMethod')) {
    return [settleEvent('createPaymentMethod', paymentMethodFor(context))];
  }
  if (snapshot.matches('authorizing')) {
    const input = {
      paymentMethodId: context.paymentMethodId ?? '',
      cardholderName: context.cardholderName,
    };
    return [settleEvent('authorizePayment', authorizationFor(input))];
  }
  return submitVariants;
}

// createTestModel refuses machines that invoke actors ("Invocations on test machines are not
// supported"), so the paths come from getShortestPaths, the generator it wraps, with the same
// vertex key: the snapshot together with the transition that entered it (everyTransition).
const paths = getShortestPaths(cardPaymentMachine, {
  events: eventsFor as never,
  filterEvents: everyTransition.filterEvents,
  serializeState: (snapshot, event, previous) =>
    JSON.stringify({ value: snapshot.value, context: snapshot.context }) +
    everyTransition.serializeTransition(snapshot, event, previous),
});

function describePath(path: (typeof paths)[number]): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const type: string = event.type;
      if (type !== 'payment.submit') return type.replace('xstate.', '');
      const { cardholderName, termsAccepted, couponBlocked } = event;
      return `submit(${JSON.stringify(cardholderName)}, terms ${String(termsAccepted)}, coupon blocked ${String(couponBlocked)})`;
    })
    .join(' → ');
}

type Pending = { id: string; input: unknown; release: () => void };

/** Fake actors that settle by their input, each held until the test releases it. */
function gatedActors() {
  const pending: Pending[] = [];
  function gated<I, O>(id: string, decide: (input: I) => Outcome) {
    return fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) => {
          const outcome = decide(input);
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
      createPaymentMethod: gated('createPaymentMethod', paymentMethodFor),
      authorizePayment: gated('authorizePayment', authorizationFor),
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
  const instant = <I, O>(id: string, decide: (input: I) => Outcome) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ id, input });
      const outcome = decide(input);
      if (!outcome.ok) throw outcome.error;
      return outcome.output as O;
    });
  const machine = cardPaymentMachine.provide({
    actors: {
      createPaymentMethod: instant('createPaymentMethod', paymentMethodFor),
      authorizePayment: instant('authorizePayment', authorizationFor),
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

    it.each(paths.map((path) => ({ name: describePath(path), path })))(
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
        submit({ cardholderName: ' ', termsAccepted: true, couponBlocked: false }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({
        cardholderName: "Please enter the cardholder's name.",
      });
      expect(calls).toEqual([]);
    });

    it('asks for the terms', async () => {
      const { snapshot } = await run([
        submit({ cardholderName: 'Ada', termsAccepted: false, couponBlocked: false }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({ terms: 'Please accept the terms.' });
    });

    it('refuses to pay while a coupon code is entered but not applied', async () => {
      const { snapshot, calls } = await run([
        submit({ cardholderName: 'Ada', termsAccepted: true, couponBlocked: true }),
      ]);
      expect(snapshot.value).toBe('idle');
      expect(snapshot.context.fieldErrors).toEqual({
        coupon: 'Please apply your coupon code first to receive your discount.',
      });
      expect(calls).toEqual([]);
    });

    it('shows every field error at once', async () => {
      const { snapshot } = await run([
        submit({ cardholderName: '', termsAccepted: false, couponBlocked: true }),
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
        submit({ cardholderName: '', termsAccepted: true, couponBlocked: false }),
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
});
