import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import {
  COUPON_INVALID_MESSAGE,
  COUPON_REQUIRED_MESSAGE,
  COUPON_UNAPPLIED_MESSAGE,
  couponMachine,
  hasUnappliedCoupon,
  type ApplyCouponInput,
  type CouponResult,
  type CouponSnapshot,
} from '#machines/coupon.machine.ts';
import { everyTransition, expectAllEdgesCovered } from '#tests/support/machine-coverage.ts';

const GOOD_CODE = 'WELCOME10';
const BAD_CODE = 'NOPE';

const discounted: CouponResult = {
  SubTotal: 287.5,
  Discount: 28.75,
  Amount: 258.75,
  Tax: 12.94,
  Total: 271.69,
};

type Outcome = { ok: true; output: CouponResult } | { ok: false; error: { message: string } };

/** gift_coupon_discount as the fake answers it: only WELCOME10 is a valid code. */
function couponOutcome(input: ApplyCouponInput): Outcome {
  return input.code === GOOD_CODE
    ? { ok: true, output: discounted }
    : { ok: false, error: { message: 'Coupon not found for this city.' } };
}

const applied: ApplyCouponInput[] = [];
const testMachine = couponMachine.provide({
  actors: {
    applyCoupon: fromPromise(async ({ input }: { input: ApplyCouponInput }) => {
      applied.push(input);
      const outcome = couponOutcome(input);
      if (outcome.ok) return outcome.output;
      throw outcome.error;
    }),
  },
});
const input = { bookingId: 'bkg_ok', amount: 287.5, cityId: 3 };

type ModelEvent = EventObject & Record<string, unknown>;

function modelEvents(snapshot: CouponSnapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'coupon.toggle' },
    { type: 'coupon.change', code: '' },
    { type: 'coupon.change', code: GOOD_CODE },
    { type: 'coupon.change', code: BAD_CODE },
    { type: 'coupon.apply' },
  ];
  if (snapshot.matches('applying')) {
    const { bookingId, amount, cityId, code } = snapshot.context;
    const outcome = couponOutcome({ bookingId, amount, cityId, code });
    events.push(
      outcome.ok
        ? { type: 'xstate.done.actor.applyCoupon', output: outcome.output }
        : { type: 'xstate.error.actor.applyCoupon', error: outcome.error },
    );
  }
  return events;
}

// createTestModel() refuses machines with `invoke`, so its TestModel is built here the same
// way, with the actor's done and error events given explicitly.
const model = new TestModel(testMachine as AnyStateMachine, {
  serializeState: (state, event, previous) =>
    `${serializeSnapshot(state)}${everyTransition.serializeTransition(state, event, previous)}`,
  events: (snapshot) => modelEvents(snapshot as CouponSnapshot),
  filterEvents: everyTransition.filterEvents,
});
const paths = model.getShortestPaths({
  fromState: createActor(testMachine, { input }).getSnapshot(),
});

async function flushPromises() {
  for (let index = 0; index < 20; index += 1) await Promise.resolve();
}

function start() {
  return createActor(testMachine, { input }).start();
}

describe('coupon machine', () => {
  describe('generated paths', () => {
    it('generates paths through every state', () => {
      const visited = new Set(paths.flatMap((path) => path.steps.map((s) => s.state.value)));
      expect(visited).toEqual(new Set(['unticked', 'ticked', 'applying', 'applied', 'invalid']));
    });

    it.each(paths.map((path) => ({ name: path.description, path })))(
      'a real actor with a fake coupon call follows the path: $name',
      async ({ path }) => {
        const actor = start();
        expect(actor.getSnapshot().value).toEqual(path.steps[0]?.state.value);
        for (const { event, state } of path.steps.slice(1)) {
          if (event.type.startsWith('xstate.')) await flushPromises();
          else actor.send(event as Parameters<typeof actor.send>[0]);
          const snapshot = actor.getSnapshot();
          expect(snapshot.value, `state after ${event.type}`).toEqual(state.value);
          expect(snapshot.context, `context after ${event.type}`).toEqual(state.context);
          expect(hasUnappliedCoupon(snapshot)).toBe(hasUnappliedCoupon(state));
        }
        actor.stop();
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(couponMachine, paths);
    });
  });

  it('asks for a code when Apply is pressed with an empty box', () => {
    const actor = start();
    actor.send({ type: 'coupon.toggle' });
    actor.send({ type: 'coupon.change', code: '   ' });
    actor.send({ type: 'coupon.apply' });
    expect(actor.getSnapshot().value).toBe('ticked');
    expect(actor.getSnapshot().context.error).toBe('Please Enter the Coupon Code.');
    expect(COUPON_REQUIRED_MESSAGE).toBe('Please Enter the Coupon Code.');
  });

  it('shows This coupon code is invalid. whatever the server said', async () => {
    const actor = start();
    actor.send({ type: 'coupon.toggle' });
    actor.send({ type: 'coupon.change', code: BAD_CODE });
    actor.send({ type: 'coupon.apply' });
    expect(actor.getSnapshot().value).toBe('applying');
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toBe('This coupon code is invalid.');
    expect(COUPON_INVALID_MESSAGE).toBe('This coupon code is invalid.');
  });

  it('keeps the discounted figures once applied and sends the booking, amount and city', async () => {
    const actor = start();
    actor.send({ type: 'coupon.toggle' });
    actor.send({ type: 'coupon.change', code: GOOD_CODE });
    actor.send({ type: 'coupon.apply' });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context.result).toEqual(discounted);
    expect(applied.at(-1)).toEqual({ ...input, code: GOOD_CODE });
    expect(hasUnappliedCoupon(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'coupon.change', code: 'WELCOME1' });
    expect(actor.getSnapshot().value).toBe('ticked');
    expect(actor.getSnapshot().context.result).toBeNull();
    expect(hasUnappliedCoupon(actor.getSnapshot())).toBe(true);
  });

  it('blocks payment for an entered but unapplied code', () => {
    const actor = start();
    expect(hasUnappliedCoupon(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'coupon.toggle' });
    expect(hasUnappliedCoupon(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'coupon.change', code: GOOD_CODE });
    expect(hasUnappliedCoupon(actor.getSnapshot())).toBe(true);
    expect(COUPON_UNAPPLIED_MESSAGE).toBe(
      'Please apply your coupon code first to receive your discount.',
    );
  });

  it('unticking clears the code and the result', async () => {
    const actor = start();
    actor.send({ type: 'coupon.toggle' });
    actor.send({ type: 'coupon.change', code: GOOD_CODE });
    actor.send({ type: 'coupon.apply' });
    await flushPromises();
    actor.send({ type: 'coupon.toggle' });
    expect(actor.getSnapshot().value).toBe('unticked');
    expect(actor.getSnapshot().context).toMatchObject({ code: '', result: null, error: null });
    expect(hasUnappliedCoupon(actor.getSnapshot())).toBe(false);
  });
});
