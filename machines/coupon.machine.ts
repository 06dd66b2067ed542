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
  /** Each tax on its own line (decision 110). */
  TaxLines?: { name: string; rate: number; amount: number }[];
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

const untick = {
  meta: { label: 'The customer unticks the box' },
  target: 'unticked',
  actions: 'clearCoupon',
  description: 'The customer unticks the checkbox; the code and any discount are cleared.',
} as const;

const changeAgain = {
  meta: { label: 'The customer changes the code' },
  target: 'ticked',
  actions: 'changeCode',
  description: 'The customer changes the code, which must be applied again.',
} as const;

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
  meta: {
    summary: 'The have-a-coupon box: ticking it, typing a code and applying it.',
    runsIn: 'The payment step of the same-day booking (/book-now), under the card field.',
  },
  description:
    'The have-a-coupon box of the payment form. The customer ticks the checkbox, types a code and applies it; the server checks the code against the quoted booking. A valid code shows the discount and the new total; a refused one shows "This coupon code is invalid.". A code that was typed but not applied blocks payment with "Please apply your coupon code first to receive your discount.".',
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
      meta: { customer: 'No coupon box' },
      description: 'The have-a-coupon checkbox is not ticked, so no coupon box shows.',
      on: {
        'coupon.toggle': {
          target: 'ticked',
          meta: { label: 'The customer ticks the box' },
          description: 'The customer ticks the checkbox.',
        },
      },
    },
    ticked: {
      meta: { customer: 'Coupon box open' },
      description:
        'The coupon box shows with its apply action; a typed code is not applied yet. Applying an empty box shows "Please Enter the Coupon Code.".',
      on: {
        'coupon.toggle': untick,
        'coupon.change': {
          meta: { label: 'The customer types a code' },
          actions: 'changeCode',
          description: 'The customer types or changes the code.',
        },
        'coupon.apply': [
          {
            guard: 'isCodeEmpty',
            meta: {
              label: 'The customer applies the code',
              condition: 'when the box is empty',
            },
            actions: 'requireCode',
            description: 'The customer applies the code.',
          },
          {
            target: 'applying',
            meta: { label: 'The customer applies the code' },
            actions: 'clearError',
            description: 'The customer applies the code.',
          },
        ],
      },
    },
    applying: {
      meta: { customer: 'Checking the code' },
      description:
        'The apply action shows Loading while the server (gift_coupon_discount) checks the code against the quoted booking.',
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
          meta: { label: 'The code is valid' },
          description: 'The server accepts the code and answers the discounted figures.',
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        // Spec §4: a refused coupon always reads "This coupon code is invalid.".
        onError: {
          target: 'invalid',
          meta: { label: 'The code is refused' },
          actions: assign({ error: COUPON_INVALID_MESSAGE }),
          description: 'The server refuses the code.',
        },
      },
      on: {
        'coupon.toggle': untick,
      },
    },
    applied: {
      meta: { customer: 'Discount applied' },
      description: 'The summary shows the discount and the new total.',
      on: {
        'coupon.toggle': untick,
        'coupon.change': changeAgain,
      },
    },
    invalid: {
      meta: { customer: '“This coupon code is invalid.”' },
      description: 'The message "This coupon code is invalid." shows under the box.',
      on: {
        'coupon.toggle': untick,
        'coupon.change': changeAgain,
      },
    },
  },
});

export type CouponSnapshot = SnapshotFrom<typeof couponMachine>;

/** The box is ticked and nothing is typed in it: the payment form refuses to pay (spec §8). */
export function isCouponBoxEmpty(snapshot: CouponSnapshot): boolean {
  return snapshot.matches('ticked') && snapshot.context.code.trim() === '';
}

/** A typed code that was not applied: the payment form refuses to pay with COUPON_UNAPPLIED_MESSAGE. */
export function hasUnappliedCoupon(snapshot: CouponSnapshot): boolean {
  if (snapshot.matches('unticked') || snapshot.matches('applied')) return false;
  return snapshot.context.code.trim() !== '';
}
