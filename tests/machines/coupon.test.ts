import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
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
import { expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';
import {
  applyCoupon,
  BAD_CODE,
  couponInput as input,
  discounted,
  GOOD_CODE,
  model,
} from '#shared/machine-models/coupon.model.ts';
import { answerOf, describePath, modelPaths } from '#shared/machine-paths/machine-paths.ts';

const applied: ApplyCouponInput[] = [];
const testMachine = couponMachine.provide({
  actors: {
    applyCoupon: fromPromise(async ({ input: call }: { input: ApplyCouponInput }) => {
      applied.push(call);
      const outcome = answerOf(applyCoupon, call);
      if (outcome.ok) return outcome.output as CouponResult;
      throw outcome.error;
    }),
  },
});

// The paths every machine test, `npm run test:machines` and the viewer share (machine-paths.ts).
const paths = modelPaths(model);

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

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
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
          expect(hasUnappliedCoupon(snapshot)).toBe(hasUnappliedCoupon(state as CouponSnapshot));
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
