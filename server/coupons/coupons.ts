import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { BookingRow } from '../db/shared-queries/booking-quote.ts';
import {
  countRedemptions,
  findCouponByCode,
  hasRedeemed,
  insertRedemption,
  type CouponRow,
} from './coupons.queries.ts';
import { ConflictError, InvalidError } from '../domain/errors.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { assertTransition, moveBooking, movedBy } from '../jobs/index.ts';
import { centsToDollars, dollarsToCents } from '../domain/money.ts';
import { findBookingOr404, repriceQuotedBooking, taxLinesOnWire } from '../quote/index.ts';
import { quoteAnswers, quoteRefusals } from './texts.ts';
import { planBookingRefusals } from '../regular-plans/index.ts';

export const COUPON_INVALID = quoteRefusals.couponInvalid;
export const COUPON_APPLIED = quoteAnswers.couponApplied;
export const CHECK_AVAILABILITY_FIRST = quoteRefusals.checkAvailabilityFirst;
export const PRICE_CHANGED = quoteRefusals.priceChanged;

/** Codes are compared case-insensitively: they are stored and looked up upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Percent coupons hold basis points (10% = 1000); fixed ones cents. Never more than the subtotal. */
export function couponDiscountCents(
  coupon: Pick<CouponRow, 'kind' | 'amount'>,
  subtotalCents: number,
): number {
  const discount =
    coupon.kind === 'percent'
      ? Math.round((subtotalCents * coupon.amount) / 10_000)
      : coupon.amount;
  return Math.min(discount, subtotalCents);
}

type CouponBooking = Pick<BookingRow, 'customerId' | 'cityId' | 'subtotalCents' | 'planEveryWeeks'>;

/**
 * The coupon when every rule of DESIGN.md holds for this booking at `now`; otherwise 400 with
 * one message for every failure, so a guess learns nothing about which codes exist.
 */
async function validCoupon(
  tx: Database,
  code: string,
  booking: CouponBooking,
  now: Date,
  options: { sentCityId?: number; lock?: boolean } = {},
): Promise<CouponRow> {
  // A plan has its own discount on every visit; a coupon is for one-time cleanings (decision 143).
  if (booking.planEveryWeeks !== null) throw new InvalidError(planBookingRefusals.couponOnPlan);
  const invalid = new InvalidError(COUPON_INVALID);
  const coupon = await findCouponByCode(tx, normalizeCouponCode(code), { lock: options.lock });
  if (!coupon || booking.subtotalCents === null) throw invalid;
  if (coupon.disabledAt !== null) throw invalid;
  if (now < coupon.validFrom) throw invalid;
  if (coupon.validUntil !== null && now >= coupon.validUntil) throw invalid;
  if (booking.subtotalCents < coupon.minSubtotalCents) throw invalid;
  if (coupon.cityId !== null) {
    if (coupon.cityId !== booking.cityId) throw invalid;
    if (options.sentCityId !== undefined && coupon.cityId !== options.sentCityId) throw invalid;
  }
  if (
    coupon.maxRedemptions !== null &&
    (await countRedemptions(tx, coupon.id)) >= coupon.maxRedemptions
  ) {
    throw invalid;
  }
  if (await hasRedeemed(tx, coupon.id, booking.customerId)) throw invalid;
  return coupon;
}

/**
 * The payment step's first check of a code, before it takes any lock: a wrong guess is refused
 * without waiting for, or holding, the city's lock. `applyCouponForPayment` checks it again
 * inside the payment's transaction, as it may have been used up meanwhile.
 */
export async function assertCouponApplies(
  db: Database,
  booking: CouponBooking,
  code: string,
  now: Date,
): Promise<void> {
  await validCoupon(db, code, booking, now);
}

/**
 * For the payment step: checks the code again inside the payment's transaction (locking the
 * coupon until it commits) and answers the discount on the booking's subtotal. No code, or a
 * blank one, means no discount.
 */
export async function applyCouponForPayment(
  tx: Database,
  booking: CouponBooking,
  code: string | undefined,
  now: Date,
): Promise<{ couponId: number | null; discountCents: number }> {
  if (code === undefined || code.trim() === '') return { couponId: null, discountCents: 0 };
  const coupon = await validCoupon(tx, code, booking, now, { lock: true });
  return {
    couponId: coupon.id,
    discountCents: couponDiscountCents(coupon, booking.subtotalCents ?? 0),
  };
}

/** Records that the customer used the coupon on this booking; a second use is refused. */
export async function recordRedemption(
  tx: Database,
  couponId: number,
  customerId: number,
  bookingId: number,
) {
  try {
    await insertRedemption(tx, { couponId, customerId, bookingId });
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError(COUPON_INVALID);
    throw error;
  }
}

export type GiftCouponInput = {
  vUniqueCode: string;
  amount: number;
  coupon_code: string;
  iCityId: number;
};

/**
 * Checks a coupon against a quoted booking and keeps it on the booking with the discounted
 * figures; payment checks it again and records the redemption.
 */
export async function applyGiftCoupon(context: AppContext, input: GiftCouponInput, ip: string) {
  await context.rateLimits.consume(limits.couponTriesPerIp(ip));
  return inTransaction(context.db, async (tx) => {
    const booking = await findBookingOr404(tx, input.vUniqueCode);
    if (booking.status === 'draft') throw new ConflictError(CHECK_AVAILABILITY_FIRST);
    assertTransition(booking.status, 'booking.quote');
    if (booking.subtotalCents === null) throw new ConflictError(CHECK_AVAILABILITY_FIRST);
    if (dollarsToCents(input.amount) !== booking.subtotalCents) {
      throw new InvalidError(PRICE_CHANGED);
    }

    const coupon = await validCoupon(tx, input.coupon_code, booking, context.clock(), {
      sentCityId: input.iCityId,
    });
    const price = await repriceQuotedBooking(
      tx,
      booking,
      couponDiscountCents(coupon, booking.subtotalCents),
    );
    if (!price) throw new ConflictError(CHECK_AVAILABILITY_FIRST);
    await moveBooking(
      tx,
      booking,
      'booking.quote',
      {
        couponId: coupon.id,
        discountCents: price.discountCents,
        taxCents: price.taxCents,
        totalCents: price.totalCents,
      },
      movedBy(context, 'customer'),
    );
    return {
      SubTotal: centsToDollars(price.subtotalCents),
      Discount: centsToDollars(price.discountCents),
      Amount: centsToDollars(price.subtotalCents - price.discountCents),
      Tax: centsToDollars(price.taxCents),
      TaxLines: taxLinesOnWire(price.taxLines),
      Total: centsToDollars(price.totalCents),
    };
  });
}
