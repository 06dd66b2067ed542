import { and, avg, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type { Database } from '../database.ts';
import { bookings, contractors, reviews, services } from '../schema.ts';

/** How many of the contractor's jobs are in each status (absent statuses have none). */
export async function countOwnJobsByStatus(
  db: Database,
  contractorId: number,
): Promise<Partial<Record<JobStatus, number>>> {
  const rows = await db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(eq(bookings.contractorId, contractorId))
    .groupBy(bookings.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Cents earned on completed jobs: the cleaning's price less its discount, before tax. */
export async function completedEarningsCents(db: Database, contractorId: number) {
  const rows = await db
    .select({
      cents: sum(sql`coalesce(${bookings.subtotalCents}, 0) - ${bookings.discountCents}`),
    })
    .from(bookings)
    .where(and(eq(bookings.contractorId, contractorId), eq(bookings.status, 'completed')));
  return Number(rows[0]?.cents ?? 0);
}

export async function ratingSummary(db: Database, contractorId: number) {
  const rows = await db
    .select({ average: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(eq(reviews.contractorId, contractorId));
  const row = rows[0];
  return { average: row?.average === null ? 0 : Number(row?.average ?? 0), count: row?.n ?? 0 };
}

/** Reviews customers wrote about the contractor's jobs, newest first. */
export function selectContractorReviews(db: Database, contractorId: number) {
  return db
    .select({
      id: reviews.id,
      bookingId: bookings.id,
      bookingNo: bookings.bookingNo,
      authorName: reviews.authorName,
      body: reviews.body,
      rating: reviews.rating,
      serviceName: services.name,
      contractorName: contractors.fullName,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(contractors, eq(contractors.id, reviews.contractorId))
    .where(eq(reviews.contractorId, contractorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
