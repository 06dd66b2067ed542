/*
 * A customer's favourite and blocked cleaners (decision 120): read by the customer's lists, the
 * review (which blocks a cleaner rated 1 or 2 stars), book again and the quote's requested
 * cleaner. The job board's exclusion of a blocked cleaner is job-takers.ts's `offeredToCleaner`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookings, contractors, customerCleaners } from '../schema.ts';

export type CleanerMark = 'favourite' | 'blocked';

export async function markOf(
  db: Database,
  customerId: number,
  contractorId: number,
): Promise<CleanerMark | null> {
  const rows = await db
    .select({ mark: customerCleaners.mark })
    .from(customerCleaners)
    .where(
      and(
        eq(customerCleaners.customerId, customerId),
        eq(customerCleaners.contractorId, contractorId),
      ),
    );
  return rows[0]?.mark ?? null;
}

/** Sets the customer's one mark of the cleaner, replacing any other. */
export async function setMark(
  db: Database,
  customerId: number,
  contractorId: number,
  mark: CleanerMark,
  at: Date,
) {
  await db
    .insert(customerCleaners)
    .values({ customerId, contractorId, mark, createdAt: at })
    .onConflictDoUpdate({
      target: [customerCleaners.customerId, customerCleaners.contractorId],
      set: { mark, createdAt: at },
    });
}

/** Removes the mark; answers the one removed, or null when there was none. */
export async function removeMark(db: Database, customerId: number, contractorId: number) {
  const rows = await db
    .delete(customerCleaners)
    .where(
      and(
        eq(customerCleaners.customerId, customerId),
        eq(customerCleaners.contractorId, contractorId),
      ),
    )
    .returning({ mark: customerCleaners.mark });
  return rows[0]?.mark ?? null;
}

/** The customer's marked cleaners with their names, favourites first, then by name. */
export async function marksOf(db: Database, customerId: number) {
  return db
    .select({
      contractorId: customerCleaners.contractorId,
      mark: customerCleaners.mark,
      fullName: contractors.fullName,
      createdAt: customerCleaners.createdAt,
    })
    .from(customerCleaners)
    .innerJoin(contractors, eq(contractors.id, customerCleaners.contractorId))
    .where(eq(customerCleaners.customerId, customerId))
    .orderBy(asc(customerCleaners.mark), asc(contractors.fullName), asc(contractors.id));
}

export async function contractorFullName(db: Database, contractorId: number) {
  const rows = await db
    .select({ fullName: contractors.fullName })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return rows[0]?.fullName ?? null;
}

/** The cleaners the customer blocked (decision 120), for their quote and payment (decision 128). */
export async function blockedCleanerIds(db: Database, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ contractorId: customerCleaners.contractorId })
    .from(customerCleaners)
    .where(and(eq(customerCleaners.customerId, customerId), eq(customerCleaners.mark, 'blocked')));
  return rows.map((row) => row.contractorId);
}

/** The same, for the customer of the booking with this unique code (none for a guest's). */
export async function blockedCleanerIdsOfBooking(
  db: Database,
  uniqueCode: string,
): Promise<number[]> {
  const rows = await db
    .select({ contractorId: customerCleaners.contractorId })
    .from(bookings)
    .innerJoin(
      customerCleaners,
      and(
        eq(customerCleaners.customerId, bookings.customerId),
        eq(customerCleaners.mark, 'blocked'),
      ),
    )
    .where(eq(bookings.uniqueCode, uniqueCode));
  return rows.map((row) => row.contractorId);
}
