import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings } from '../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Bookings the customer confirmed with a card. Drafts and quotes are left out: anyone who types
 * an e-mail address can start one, and it must not appear in that person's account.
 */
const confirmed = ne(bookings.paymentStatus, 'none');

/**
 * The booking when it belongs to the customer; another customer's reads as absent. `lock`
 * holds the row for the rest of the transaction, so the deferred card hold cannot be placed
 * between this read and a cancellation decided on it.
 */
export async function findOwnBooking(
  db: Database,
  customerId: number,
  bookingId: number,
  options: { lock?: boolean } = {},
): Promise<BookingRow | null> {
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.customerId, customerId)));
  const rows = await (options.lock ? query.for('update') : query);
  return rows[0] ?? null;
}

export type CustomerBookingFigures = {
  upcoming: number;
  completed: number;
  cancelled: number;
  spentCents: number;
};

/** Booked and paid for (or card saved), not yet cleaned. */
const UPCOMING = ['authorized', 'assigned', 'inProgress'] as const;

/** A captured charge, whole or with refunds made from it (decision 048). */
const CHARGED = ['captured', 'partlyRefunded', 'refunded'] as const;

/** What was refunded of the booking's charge; read only for charged bookings (the filter). */
const REFUNDED_CENTS = sql`coalesce((select sum(r.amount_cents) from booking_refunds r where r.booking_id = ${bookings.id}), 0)`;

function countWhere(condition: SQL | undefined) {
  return sql`count(*) filter (where ${condition})`.mapWith(Number);
}

export async function customerBookingFigures(
  db: Database,
  customerId: number,
): Promise<CustomerBookingFigures> {
  const completed = eq(bookings.status, 'completed');
  // Only money actually charged counts as spent, less what an operator refunded of it.
  const charged = and(completed, inArray(bookings.paymentStatus, [...CHARGED]));
  const rows = await db
    .select({
      upcoming: countWhere(inArray(bookings.status, [...UPCOMING])),
      completed: countWhere(completed),
      cancelled: countWhere(and(eq(bookings.status, 'cancelled'), confirmed)),
      spentCents:
        sql`coalesce(sum(${bookings.totalCents} - ${REFUNDED_CENTS}) filter (where ${charged}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(eq(bookings.customerId, customerId));
  return rows[0] ?? { upcoming: 0, completed: 0, cancelled: 0, spentCents: 0 };
}
