/**
 * The have-a-coupon box of the payment form (spec §4 "Same-day flow", §5 "Payment"). Top-level
 * states: `unticked` (no coupon box), `ticked` (the box shows; a code may be typed, not yet
 * applied), `applying` (gift_coupon_discount runs), `applied` (the discounted figures are known)
 * and `invalid` (the server refused the code).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const COUPON_REQUIRED_MESSAGE = 'Please Enter the Coupon Code.';
export const COUPON_INVALID_MESSAGE = 'This coupon code is invalid.';
export const COUPON_UNAPPLIED_MESSAGE =
  'Please apply your coupon code first to receive your discount.';

/** gift_coupon_discount's Data (openapi CouponResult). */
export type CouponResult = {
  SubTotal: number;
  Total: number;
  Amount: number;
  Discount: number;
  Tax: number;
};

export type ApplyCouponInput = { bookingId: string; amount: number; code: string; cityId: number };

export type CouponInput = { bookingId?: string; amount?: number; cityId?: number };

export type CouponContext = {
  bookingId: string;
  amount: number;
  cityId: number;
  code: string;
  result: CouponResult | null;
  error: string | null;
};

export type CouponEvent =
  { type: 'coupon.toggle' } | { type: 'coupon.change'; code: string } | { type: 'coupon.apply' };

export const couponMachine = setup({
  types: {
    context: {} as CouponContext,
    events: {} as CouponEvent,
    input: {} as CouponInput | undefined,
  },
  actors: {
    applyCoupon: fromPromise<CouponResult, ApplyCouponInput>(() =>
      Promise.reject(new Error('coupon: provide the applyCoupon actor')),
    ),
  },
  guards: {
    isCodeEmpty: ({ context }) => context.code.trim() === '',
  },
  actions: {
    changeCode: assign(({ event }) =>
      event.type === 'coupon.change' ? { code: event.code, result: null, error: null } : {},
    ),
    requireCode: assign({ error: COUPON_REQUIRED_MESSAGE }),
    clearError: assign({ error: null }),
    clearCoupon: assign({ code: '', result: null, error: null }),
  },
}).createMachine({
  id: 'coupon',
  initial: 'unticked',
  context: ({ input }) => ({
    bookingId: input?.bookingId ?? '',
    amount: input?.amount ?? 0,
    cityId: input?.cityId ?? 0,
    code: '',
    result: null,
    error: null,
  }),
  states: {
    unticked: {
      description: 'The have-a-coupon checkbox is not ticked; no coupon box.',
      on: { 'coupon.toggle': 'ticked' },
    },
    ticked: {
      description: 'The coupon box shows; the code is not applied.',
      on: {
        'coupon.toggle': { target: 'unticked', actions: 'clearCoupon' },
        'coupon.change': { actions: 'changeCode' },
        'coupon.apply': [
          { guard: 'isCodeEmpty', actions: 'requireCode' },
          { target: 'applying', actions: 'clearError' },
        ],
      },
    },
    applying: {
      description: 'gift_coupon_discount checks the code against the quoted booking.',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({
          bookingId: context.bookingId,
          amount: context.amount,
          code: context.code.trim(),
          cityId: context.cityId,
        }),
        onDone: {
          target: 'applied',
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        // Spec §4: a refused coupon always reads "This coupon code is invalid.".
        onError: { target: 'invalid', actions: assign({ error: COUPON_INVALID_MESSAGE }) },
      },
      on: { 'coupon.toggle': { target: 'unticked', actions: 'clearCoupon' } },
    },
    applied: {
      description: 'The summary shows the discount and the new total.',
      on: {
        'coupon.toggle': { target: 'unticked', actions: 'clearCoupon' },
        'coupon.change': { target: 'ticked', actions: 'changeCode' },
      },
    },
    invalid: {
      description: 'The server refused the code; the message shows under the box.',
      on: {
        'coupon.toggle': { target: 'unticked', actions: 'clearCoupon' },
        'coupon.change': { target: 'ticked', actions: 'changeCode' },
      },
    },
  },
});

export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;

/** A typed code that was not applied: the payment form refuses to pay with COUPON_UNAPPLIED_MESSAGE. */
export function hasUnappliedCoupon(snapshot: CouponSnapshot): boolean {
  if (snapshot.matches('unticked') || snapshot.matches('applied')) return false;
  return snapshot.context.code.trim() !== '';
}
