import { and, count, eq, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookings, cities, contractors, jobDeclines, users } from '../schema.ts';
import { takeableBy } from './job-takers.ts';

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
 * Jobs the contractor could take now, in their city: the one rule of job-takers.ts. Its terms may
 * be placeholders of a prepared statement (the job list, job-lists.ts).
 */
export function openJobsWhere(
  db: Database,
  who: { id: SQLWrapper | number; cityId: SQLWrapper | number },
  now: SQLWrapper | Date,
): SQL | undefined {
  return and(eq(bookings.cityId, who.cityId), takeableBy(db, who.id, now));
}

export async function countOpenJobs(db: Database, scope: ContractorScope, now: Date) {
  const rows = await db
    .select({ n: count() })
    .from(bookings)
    .where(openJobsWhere(db, scope, now));
  return rows[0]?.n ?? 0;
}

/**
 * A booking with its city's time zone, province and name: for the rules of the job actions, and
 * a plan visit's holiday (regular-plans/holiday-cleaner.ts).
 */
export async function findBookingWithZone(db: Database, bookingId: number) {
  const rows = await db
    .select({
      booking: bookings,
      timeZone: cities.timeZone,
      provinceCode: cities.provinceCode,
      cityName: cities.name,
    })
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

/** Payment fields only: the lifecycle status moves through moveBooking(). */
export async function updatePayment(
  db: Database,
  bookingId: number,
  changes: Pick<typeof bookings.$inferInsert, 'paymentStatus' | 'capturedAt'>,
) {
  await db.update(bookings).set(changes).where(eq(bookings.id, bookingId));
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
