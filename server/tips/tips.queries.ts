import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, bookingTips, cities, contractors } from '../db/schema.ts';

/** The booking a tip is for, locked while the tip is charged and written, with its cleaner. */
export async function findTipBookingForUpdate(tx: Database, bookingId: number) {
  const rows = await tx
    .select({
      booking: bookings,
      cleanerName: contractors.fullName,
      timeZone: cities.timeZone,
    })
    .from(bookings)
    .leftJoin(contractors, eq(contractors.id, bookings.contractorId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return rows[0] ?? null;
}

/** The same, to read only (the tip panel). */
export async function findTipBooking(db: Database, bookingId: number) {
  const rows = await db
    .select({
      booking: bookings,
      cleanerName: contractors.fullName,
      timeZone: cities.timeZone,
    })
    .from(bookings)
    .leftJoin(contractors, eq(contractors.id, bookings.contractorId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}

export type TipBookingRow = NonNullable<Awaited<ReturnType<typeof findTipBooking>>>;

/** Whether the booking is the customer's: another's reads as absent. */
export async function isCustomersBooking(
  db: Database,
  customerId: number,
  bookingId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)))
    .limit(1);
  return rows.length > 0;
}

export async function findTip(db: Database, bookingId: number) {
  const rows = await db.select().from(bookingTips).where(eq(bookingTips.bookingId, bookingId));
  return rows[0] ?? null;
}

export type TipRow = NonNullable<Awaited<ReturnType<typeof findTip>>>;

export async function insertTip(tx: Database, tip: typeof bookingTips.$inferInsert) {
  const [row] = await tx.insert(bookingTips).values(tip).returning();
  if (!row) throw new Error('The tip was not written.');
  return row;
}

/**
 * A cleaner's tips, newest first, with what they may see of the customer: the first word of the
 * name the booking was made in, and the city's zone for the day. Nothing else of the customer.
 */
export async function tipsOfCleaner(db: Database, contractorId: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        amountCents: bookingTips.amountCents,
        createdAt: bookingTips.createdAt,
        customerName: bookings.fullName,
        timeZone: cities.timeZone,
      })
      .from(bookingTips)
      .innerJoin(bookings, eq(bookings.id, bookingTips.bookingId))
      .leftJoin(cities, eq(cities.id, bookings.cityId))
      .where(eq(bookingTips.contractorId, contractorId))
      .orderBy(desc(bookingTips.createdAt), desc(bookingTips.id))
      .limit(limit),
    db
      .select({
        count: sql<number>`count(*)::int`,
        totalCents: sql<number>`coalesce(sum(${bookingTips.amountCents}), 0)::int`,
      })
      .from(bookingTips)
      .where(eq(bookingTips.contractorId, contractorId)),
  ]);
  return { rows, count: totals[0]?.count ?? 0, totalCents: totals[0]?.totalCents ?? 0 };
}
