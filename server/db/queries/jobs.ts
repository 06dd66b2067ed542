import {
  and,
  asc,
  count,
  eq,
  gt,
  isNull,
  ne,
  notExists,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookings, cities, contractors, jobDeclines, users } from '../schema.ts';
import { heldJobsOverlapping } from './held-jobs.ts';
import { bookingSpan, offersWindow } from './offered-hours.ts';

/** What decides which jobs a contractor may see and touch. */
export type ContractorScope = {
  id: number;
  cityId: number;
  status: 'Pending' | 'Approved' | 'Rejected';
  /** Set while an operator has paused the contractor (no open jobs, no accepting). */
  pausedAt: Date | null;
  fullName: string;
  /** The city's zone: the contractor's days and weeks (earnings) are the city's. */
  timeZone: string;
};

export async function findContractorScope(
  db: Database,
  contractorId: number,
): Promise<ContractorScope | null> {
  const rows = await db
    .select({
      id: contractors.id,
      cityId: contractors.cityId,
      status: contractors.status,
      pausedAt: contractors.pausedAt,
      fullName: contractors.fullName,
      timeZone: cities.timeZone,
    })
    .from(contractors)
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(eq(contractors.id, contractorId));
  return rows[0] ?? null;
}

/**
 * Jobs the contractor could take now: paid and unassigned in their city, still ahead, not
 * declined by them, clear of every job they already hold (start to end plus travel buffer,
 * the same window the exclusion constraint guards) and offered by their working hours.
 */
export function openJobsWhere(
  db: Database,
  who: { id: SQLWrapper | number; cityId: SQLWrapper | number },
  now: SQLWrapper | Date,
): SQL | undefined {
  return and(
    eq(bookings.status, sql`'authorized'`),
    isNull(bookings.contractorId),
    eq(bookings.cityId, who.cityId),
    gt(bookings.startsAt, now),
    notExists(
      db
        .select({ bookingId: jobDeclines.bookingId })
        .from(jobDeclines)
        .where(and(eq(jobDeclines.bookingId, bookings.id), eq(jobDeclines.contractorId, who.id))),
    ),
    notExists(heldJobsOverlapping(db, who.id, bookings)),
    // Only jobs inside the cleaner's hours, off their days off, under their cap (decision 044).
    offersWindow(db, who.id, bookingSpan),
  );
}

export async function countOpenJobs(db: Database, scope: ContractorScope, now: Date) {
  const rows = await db
    .select({ n: count() })
    .from(bookings)
    .where(openJobsWhere(db, scope, now));
  return rows[0]?.n ?? 0;
}

/** A booking with the time zone of its city, for the rules of the job actions. */
export async function findBookingWithZone(db: Database, bookingId: number) {
  const rows = await db
    .select({ booking: bookings, timeZone: cities.timeZone })
    .from(bookings)
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}

export async function hasDeclined(db: Database, bookingId: number, contractorId: number) {
  const rows = await db
    .select({ bookingId: jobDeclines.bookingId })
    .from(jobDeclines)
    .where(and(eq(jobDeclines.bookingId, bookingId), eq(jobDeclines.contractorId, contractorId)));
  return rows.length > 0;
}

/** Declining twice is the same as declining once. */
export async function insertDecline(db: Database, bookingId: number, contractorId: number) {
  await db.insert(jobDeclines).values({ bookingId, contractorId }).onConflictDoNothing();
}

/** Approved, unpaused contractors of a city other than `exceptContractorId` who have not declined the job. */
export async function contractorsToTellOfOpenJob(
  db: Database,
  cityId: number,
  bookingId: number,
  exceptContractorId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(
        eq(contractors.cityId, cityId),
        eq(contractors.status, 'Approved'),
        isNull(contractors.pausedAt),
        ne(contractors.id, exceptContractorId),
        notExists(
          db
            .select({ bookingId: jobDeclines.bookingId })
            .from(jobDeclines)
            .where(
              and(
                eq(jobDeclines.bookingId, bookingId),
                eq(jobDeclines.contractorId, contractors.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(contractors.id));
  return rows.map((row) => row.id);
}

/** Payment fields only: the lifecycle status moves through moveBooking(). */
export async function updatePayment(
  db: Database,
  bookingId: number,
  changes: Pick<typeof bookings.$inferInsert, 'paymentStatus' | 'capturedAt'>,
) {
  await db.update(bookings).set(changes).where(eq(bookings.id, bookingId));
}

/** Development only (server/http/dev-jobs.ts): a job in progress, started `minutes` earlier. */
export async function backdateJobStart(
  db: Database,
  bookingId: number,
  minutes: number,
): Promise<boolean> {
  const moved = await db
    .update(bookings)
    .set({ startedAt: sql`${bookings.startedAt} - make_interval(mins => ${minutes})` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'inProgress')))
    .returning({ id: bookings.id });
  return moved.length > 0;
}

/** Where a contractor's e-mail goes: their account's address. */
export async function findContractorEmail(db: Database, contractorId: number) {
  const rows = await db
    .select({ email: users.email })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(contractors.id, contractorId));
  return rows[0]?.email ?? null;
}
