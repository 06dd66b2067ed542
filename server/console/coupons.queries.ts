import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, couponRedemptions, coupons, customers, users } from '../db/schema.ts';

export type CouponFilters = { status: 'active' | 'disabled' | 'all'; search?: string | undefined };

const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function matching(filters: CouponFilters): SQL | undefined {
  return and(
    filters.status === 'active' ? isNull(coupons.disabledAt) : undefined,
    filters.status === 'disabled' ? isNotNull(coupons.disabledAt) : undefined,
    filters.search ? ilike(coupons.code, `%${literal(filters.search)}%`) : undefined,
  );
}

const redemptionCount = sql<number>`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id})::int`;

/** One page of coupons, newest first, each with its redemptions counted. */
export async function listCoupons(
  db: Database,
  filters: CouponFilters,
  page: { limit: number; offset: number },
) {
  const where = matching(filters);
  const rows = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      kind: coupons.kind,
      amount: coupons.amount,
      minSubtotalCents: coupons.minSubtotalCents,
      validFrom: coupons.validFrom,
      validUntil: coupons.validUntil,
      maxRedemptions: coupons.maxRedemptions,
      disabledAt: coupons.disabledAt,
      city: cities.name,
      redemptions: redemptionCount,
    })
    .from(coupons)
    .leftJoin(cities, eq(cities.id, coupons.cityId))
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findCouponById(db: Database, couponId: number, options = { lock: false }) {
  const query = db.select().from(coupons).where(eq(coupons.id, couponId));
  const rows = await (options.lock ? query.for('update') : query);
  return rows[0] ?? null;
}

export async function disableCoupon(db: Database, couponId: number, at: Date) {
  await db.update(coupons).set({ disabledAt: at }).where(eq(coupons.id, couponId));
}

/** A coupon's redemptions, newest first: the booking, its customer and the discount. */
export async function listRedemptions(
  db: Database,
  couponId: number,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      bookingNo: bookings.bookingNo,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: users.email,
      redeemedAt: couponRedemptions.createdAt,
      discountCents: bookings.discountCents,
    })
    .from(couponRedemptions)
    .innerJoin(bookings, eq(bookings.id, couponRedemptions.bookingId))
    .innerJoin(customers, eq(customers.id, couponRedemptions.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { rows, total: total?.n ?? 0 };
}
