import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, customers, services, users } from '../db/schema.ts';

/** A booking with what the unaccepted path needs: its city's clock, its service, its login. */
function selectUnaccepted(db: Database) {
  return db
    .select({
      booking: bookings,
      cityName: cities.name,
      timeZone: cities.timeZone,
      serviceName: services.name,
      loginEmail: users.email,
      passwordHash: users.passwordHash,
      activatedAt: users.activatedAt,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId));
}

export type UnacceptedRow = Awaited<
  ReturnType<ReturnType<typeof selectUnaccepted>['where']>
>[number];

/**
 * The booking, its row locked until the transaction ends (only its own row), or null. A second
 * server running the same job, or the customer moving or cancelling meanwhile, waits here and
 * then decides on what the first one left.
 */
export async function lockUnaccepted(db: Database, bookingId: number) {
  const rows = await selectUnaccepted(db)
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  return rows[0] ?? null;
}

/** The same, unlocked: the offered times are a read. */
export async function readUnaccepted(db: Database, bookingId: number) {
  const rows = await selectUnaccepted(db).where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}

/** Paid, no cleaner yet: what the lifecycle calls an open job. */
const open = and(eq(bookings.status, 'authorized'), isNull(bookings.contractorId));

/**
 * Open bookings not yet told that start after `now` and by `by` (the deadline is never
 * further than the setting's hours before the start), soonest first, with their times.
 */
export function untoldStartingBy(db: Database, now: Date, by: Date) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      timeChosenAt: bookings.timeChosenAt,
    })
    .from(bookings)
    .where(
      and(
        open,
        isNull(bookings.unacceptedToldAt),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, by),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

/** Open bookings whose start has come. */
export async function openStartedBy(db: Database, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(open, lte(bookings.startsAt, now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => row.id);
}

/** Marks the booking's customer as told (decision 098). */
export async function markTold(tx: Database, bookingId: number, now: Date) {
  await tx.update(bookings).set({ unacceptedToldAt: now }).where(eq(bookings.id, bookingId));
}
