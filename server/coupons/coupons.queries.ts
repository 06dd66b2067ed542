import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { onlyRow } from '../db/shared-queries/rows.ts';
import { couponRedemptions, coupons } from '../db/schema.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt'>;

/**
 * The coupon with this (upper-case) code. `lock` holds its row until the transaction ends, so
 * two payments cannot both take a coupon's last redemption.
 */
export async function findCouponByCode(
  db: Database,
  code: string,
  options: { lock?: boolean } = {},
): Promise<CouponRow | null> {
  const query = db.select().from(coupons).where(eq(coupons.code, code));
  const rows = await (options.lock ? query.for('update') : query);
  return rows[0] ?? null;
}

export async function countRedemptions(db: Database, couponId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return rows[0]?.n ?? 0;
}

export async function hasRedeemed(db: Database, couponId: number, customerId: number) {
  const rows = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertRedemption(
  db: Database,
  values: { couponId: number; customerId: number; bookingId: number },
) {
  await db.insert(couponRedemptions).values(values);
}

export async function insertCoupon(db: Database, values: NewCoupon) {
  const rows = await db.insert(coupons).values(values).returning();
  return onlyRow(rows);
}
