/**
 * The coupon box as the model-based tests drive it: an empty, a valid and an invalid code, and a
 * fake gift_coupon_discount that accepts only WELCOME10.
 */
import {
  couponMachine,
  type ApplyCouponInput,
  type CouponResult,
} from '#machines/coupon.machine.ts';
import type { ActorFake, MachineModel } from '../machine-paths/machine-paths.ts';

export const GOOD_CODE = 'WELCOME10';
export const BAD_CODE = 'NOPE';

export const discounted: CouponResult = {
  SubTotal: 287.5,
  Discount: 28.75,
  Amount: 258.75,
  Tax: 12.94,
  Total: 271.69,
};

export const couponInput = { bookingId: 'bkg_ok', amount: 287.5, cityId: 3 };

/** gift_coupon_discount as the fake answers it: only WELCOME10 is a valid code. */
export const applyCoupon: ActorFake<ApplyCouponInput> = {
  output: () => discounted,
  error: () => ({ message: 'Coupon not found for this city.' }),
  fails: (input) => input.code !== GOOD_CODE,
};

export const model = {
  machine: couponMachine,
  input: couponInput,
  events: [
    { event: { type: 'coupon.toggle' } },
    { event: { type: 'coupon.change', code: '' }, label: 'the box emptied' },
    { event: { type: 'coupon.change', code: GOOD_CODE }, label: `a valid code, ${GOOD_CODE}` },
    { event: { type: 'coupon.change', code: BAD_CODE }, label: `an unknown code, ${BAD_CODE}` },
    { event: { type: 'coupon.apply' } },
  ],
  actors: { applyCoupon },
} satisfies MachineModel;
