import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, contractors, users } from '../db/schema.ts';
import { countOwnJobsByStatus, ratingSummary } from '../db/shared-queries/contractor-stats.ts';
import type { BookingRow } from './customer-bookings.queries.ts';
import { hasCurrentCheck } from '../background-checks/index.ts';

/** A booking by its id, its row held for the rest of the transaction (a cancel through its link). */
export async function findBookingForUpdate(
  tx: Database,
  bookingId: number,
): Promise<BookingRow | null> {
  const rows = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return rows[0] ?? null;
}

/** The customer's booking by its number; another customer's reads as absent. */
export async function findOwnBookingIdByNumber(
  db: Database,
  customerId: number,
  bookingNo: string,
): Promise<number | null> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.bookingNo, bookingNo), eq(bookings.customerId, customerId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** When the card was charged and how much of it was given back: the page's money sentence. */
export async function bookingMoneyFacts(db: Database, bookingId: number) {
  const rows = await db
    .select({
      capturedAt: bookings.capturedAt,
      cancelledAt: bookings.cancelledAt,
      gatewayPaymentId: bookings.gatewayPaymentId,
      // Written out with "bookings" named: Drizzle leaves a one-table query's columns unqualified,
      // and inside the subquery an unqualified "id" would be the refund's own (job-views.ts).
      refundedCents:
        sql<number>`coalesce((select sum(r.amount_cents) from booking_refunds r where r.booking_id = "bookings"."id"), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return (
    rows[0] ?? { capturedAt: null, cancelledAt: null, gatewayPaymentId: null, refundedCents: 0 }
  );
}

/** Whether the e-mail (already normalized) belongs to an account someone has activated. */
export async function hasActivatedAccount(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.activatedAt), isNull(users.closedAt)));
  return (rows[0]?.n ?? 0) > 0;
}

/** What a customer sees of their cleaner's record: the average rating and the jobs done. */
export async function cleanerRecord(
  db: Database,
  cleaner: { id: number; timeZone: string },
  now: Date,
) {
  const [rating, jobs, backgroundChecked] = await Promise.all([
    ratingSummary(db, cleaner.id),
    countOwnJobsByStatus(db, cleaner.id),
    hasCurrentCheck(db, cleaner, now),
  ]);
  return { rating, jobsDone: jobs.completed ?? 0, backgroundChecked };
}

/** The cleaner a booking asked for (book again, decision 120) and where that request stands. */
export async function cleanerRequestOf(db: Database, bookingId: number) {
  const rows = await db
    .select({
      cleanerName: contractors.fullName,
      anyone: bookings.requestedAnyone,
      until: bookings.requestedUntil,
      lapsedAt: bookings.requestLapsedAt,
    })
    .from(bookings)
    .innerJoin(contractors, eq(contractors.id, bookings.requestedContractorId))
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}
