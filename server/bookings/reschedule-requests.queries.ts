import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, contractors, rescheduleRequests } from '../db/schema.ts';

export type RescheduleRequestRow = typeof rescheduleRequests.$inferSelect;

/** Writes the asked request (decision 125); the partial unique index allows one asked a booking. */
export async function insertRequest(
  tx: Database,
  values: typeof rescheduleRequests.$inferInsert,
): Promise<RescheduleRequestRow> {
  const [row] = await tx.insert(rescheduleRequests).values(values).returning();
  if (!row) throw new Error('The reschedule request was not written.');
  return row;
}

/** The booking's asked request, if any. */
export async function askedRequestOf(db: Database, bookingId: number) {
  const rows = await db
    .select()
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.bookingId, bookingId), eq(rescheduleRequests.state, 'asked')))
    .limit(1);
  return rows[0] ?? null;
}

/** The booking's latest request, with the first name of the cleaner asked. */
export async function latestRequestOf(db: Database, bookingId: number) {
  const rows = await db
    .select({ request: rescheduleRequests, cleanerName: contractors.fullName })
    .from(rescheduleRequests)
    .innerJoin(contractors, eq(contractors.id, rescheduleRequests.contractorId))
    .where(eq(rescheduleRequests.bookingId, bookingId))
    .orderBy(desc(rescheduleRequests.id))
    .limit(1);
  return rows[0] ?? null;
}

/** A request by its id, locked for the rest of the transaction. */
export async function lockRequest(tx: Database, requestId: number) {
  const rows = await tx
    .select()
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.id, requestId))
    .for('update');
  return rows[0] ?? null;
}

/** Sets a request's state (and when it was answered), only from `from`: false when it had moved on. */
export async function settleRequest(
  tx: Database,
  requestId: number,
  from: RescheduleRequestRow['state'],
  to: RescheduleRequestRow['state'],
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(rescheduleRequests)
    .set({ state: to, answeredAt: now })
    .where(and(eq(rescheduleRequests.id, requestId), eq(rescheduleRequests.state, from)))
    .returning({ id: rescheduleRequests.id });
  return rows.length > 0;
}

/** Records the customer's choice after a decline or expiry (once). */
export async function recordChoice(tx: Database, requestId: number, choice: string) {
  const rows = await tx
    .update(rescheduleRequests)
    .set({ choice })
    .where(and(eq(rescheduleRequests.id, requestId), sql`${rescheduleRequests.choice} is null`))
    .returning({ id: rescheduleRequests.id });
  return rows.length > 0;
}

/** A move into the cleaner's free time (or a cancel) leaves any asked request behind. */
export async function withdrawAskedRequest(tx: Database, bookingId: number, now: Date) {
  await tx
    .update(rescheduleRequests)
    .set({ state: 'withdrawn', answeredAt: now })
    .where(and(eq(rescheduleRequests.bookingId, bookingId), eq(rescheduleRequests.state, 'asked')));
}

/** The asked requests of a cleaner whose job it still is, soonest answer first. */
export async function askedOfCleaner(db: Database, contractorId: number) {
  return db
    .select({
      request: rescheduleRequests,
      bookingNo: bookings.bookingNo,
      localDate: bookings.localDate,
      fromMinutes: bookings.fromMinutes,
      estimatedMinutes: bookings.estimatedMinutes,
      timeZone: cities.timeZone,
    })
    .from(rescheduleRequests)
    .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(
      and(
        eq(rescheduleRequests.contractorId, contractorId),
        eq(rescheduleRequests.state, 'asked'),
        eq(bookings.contractorId, contractorId),
        eq(bookings.status, 'assigned'),
      ),
    )
    .orderBy(asc(rescheduleRequests.answerBy));
}

/** Asked requests whose answer is due by `now`: the scheduler lets them lapse. */
export async function dueRequests(db: Database, now: Date) {
  return db
    .select({ id: rescheduleRequests.id })
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.state, 'asked'), lte(rescheduleRequests.answerBy, now)))
    .orderBy(asc(rescheduleRequests.answerBy));
}
