import { and, avg, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type { Database } from '../database.ts';
import { bookings, contractors, payRates, reviews, services } from '../schema.ts';

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

/**
 * A job's pay in cents: as fixed at acceptance, or (a job accepted before pay rates existed) at
 * the current rate; the job screens reckon it the same way (job-view.ts).
 */
const jobPayCents = sql<number>`coalesce(${bookings.contractorPayCents}, round(coalesce(${bookings.estimatedMinutes}, 0) * ${payRates.centsPerHour} / 60.0), 0)`;

export type PeriodEarnings = { cents: number; jobs: number };

/**
 * The contractor's pay for completed jobs: in total, and within each period [from, until) by
 * when the job was completed. The periods' bounds come from the caller (the city's weeks, as
 * the server's clock and zone rules reckon them; PostgreSQL's zone data may differ).
 */
export async function completedEarnings(
  db: Database,
  contractorId: number,
  periods: { from: Date; until: Date }[],
): Promise<{ total: PeriodEarnings; periods: PeriodEarnings[] }> {
  const within = ({ from, until }: { from: Date; until: Date }) =>
    sql`${bookings.completedAt} >= ${from.toISOString()} and ${bookings.completedAt} < ${until.toISOString()}`;
  const columns: Record<string, SQL<string | null> | SQL<number>> = {
    cents: sql<string | null>`sum(${jobPayCents})`,
    jobs: sql<number>`count(*)::int`,
  };
  periods.forEach((period, index) => {
    columns[`cents${index}`] = sql<
      string | null
    >`sum(${jobPayCents}) filter (where ${within(period)})`;
    columns[`jobs${index}`] = sql<number>`(count(*) filter (where ${within(period)}))::int`;
  });
  const [row] = await db
    .select(columns)
    .from(bookings)
    .leftJoin(
      payRates,
      and(eq(payRates.cityId, bookings.cityId), eq(payRates.serviceId, bookings.serviceId)),
    )
    .where(and(eq(bookings.contractorId, contractorId), eq(bookings.status, 'completed')));
  const read = (suffix: string): PeriodEarnings => ({
    cents: Number(row?.[`cents${suffix}`] ?? 0),
    jobs: Number(row?.[`jobs${suffix}`] ?? 0),
  });
  return { total: read(''), periods: periods.map((_, index) => read(String(index))) };
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
