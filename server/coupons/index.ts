// What the rest of the server may import from server/coupons (its public entry; decision 090).
export {
  CREATE_COUPON_USAGE,
  couponDiscountText,
  createCoupon,
  parseCouponCommand,
  readCouponWords,
} from './coupon-create.ts';
export type { CouponCommand, OptionNames } from './coupon-create.ts';
export {
  CHECK_AVAILABILITY_FIRST,
  COUPON_APPLIED,
  PRICE_CHANGED,
  applyCouponForPayment,
  applyGiftCoupon,
  assertCouponApplies,
  recordRedemption,
} from './coupons.ts';
