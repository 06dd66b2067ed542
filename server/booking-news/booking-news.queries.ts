import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookings,
  bookingStatusChanges,
  cities,
  contractors,
  customers,
  services,
  users,
} from '../db/schema.ts';

/** A booking with what its news says: the service, the city and its zone, the customer's login. */
export async function findNewsBooking(db: Database, bookingId: number) {
  const rows = await db
    .select({
      booking: bookings,
      serviceName: services.name,
      cityName: cities.name,
      timeZone: cities.timeZone,
      loginEmail: users.email,
      passwordHash: users.passwordHash,
      activatedAt: users.activatedAt,
      accountLocale: users.locale,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}

export type NewsBookingRow = NonNullable<Awaited<ReturnType<typeof findNewsBooking>>>;

/** The cleaner as the customer is told of them: first name and photo. */
export async function findCleanerCard(db: Database, contractorId: number) {
  const rows = await db
    .select({
      id: contractors.id,
      fullName: contractors.fullName,
      imagePath: contractors.imagePath,
    })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return rows[0] ?? null;
}

/** One move of a booking as the news reads it; locked when asked (the retry job's turn). */
export async function findChange(db: Database, changeId: number, options = { lock: false }) {
  const query = db.select().from(bookingStatusChanges).where(eq(bookingStatusChanges.id, changeId));
  const rows = options.lock ? await query.for('update', { skipLocked: true }) : await query;
  return rows[0] ?? null;
}

export type ChangeRow = typeof bookingStatusChanges.$inferSelect;

export async function markChangeTold(db: Database, changeId: number, now: Date) {
  await db
    .update(bookingStatusChanges)
    .set({ toldAt: now })
    .where(eq(bookingStatusChanges.id, changeId));
}

/** Whether the booking moved again after this change: its news would then tell what is no more. */
export async function hasLaterChange(db: Database, change: { id: number; bookingId: number }) {
  const rows = await db
    .select({ id: bookingStatusChanges.id })
    .from(bookingStatusChanges)
    .where(
      and(
        eq(bookingStatusChanges.bookingId, change.bookingId),
        gt(bookingStatusChanges.id, change.id),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The moves whose news failed, oldest first (a partial index holds only them). */
export async function untoldChangeIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookingStatusChanges.id })
    .from(bookingStatusChanges)
    .where(isNull(bookingStatusChanges.toldAt))
    .orderBy(asc(bookingStatusChanges.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * The paid bookings to remind now: starting after `from` and by `until`, not reminded yet, and
 * booked at least `bookedAheadMs` before their start (a booking made the day before has just had
 * its confirmation).
 */
export async function bookingIdsToRemind(
  db: Database,
  window: { from: Date; until: Date; bookedAheadMs: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        isNull(bookings.remindedAt),
        sql`${bookings.status} in ('authorized', 'assigned')`,
        gt(bookings.startsAt, window.from),
        lte(bookings.startsAt, window.until),
        sql`${bookings.startsAt} - ${bookings.createdAt} >= make_interval(secs => ${window.bookedAheadMs / 1000})`,
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(500);
  return rows.map((row) => row.id);
}

/** The booking's row locked for its reminder: a second server's run waits, then sees it sent. */
export async function lockBookingForReminder(db: Database, bookingId: number) {
  const rows = await db
    .select({ id: bookings.id, remindedAt: bookings.remindedAt, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  return rows[0] ?? null;
}

export async function markReminded(db: Database, bookingId: number, now: Date) {
  await db.update(bookings).set({ remindedAt: now }).where(eq(bookings.id, bookingId));
}
