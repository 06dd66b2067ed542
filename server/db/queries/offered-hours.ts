import {
  and,
  count,
  eq,
  exists,
  inArray,
  lte,
  gte,
  notExists,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import {
  bookings,
  cities,
  contractorDaysOff,
  contractors,
  contractorWeeklyHours,
} from '../schema.ts';

/**
 * A job's time as the working-hours rule reads it: the instants it starts and ends (without
 * the travel buffer) and the IANA zone of its city, all SQL. The wall-clock values are taken
 * in SQL (timestamptz AT TIME ZONE), so a 9:00–17:00 week stays local 9 to 17 across the
 * changes of clock, whatever zone the server runs in (decision 044).
 */
export type OfferedSpan = { timeZone: SQLWrapper; startsAt: SQLWrapper; endsAt: SQLWrapper };

/** Statuses of a cleaner's jobs that count against their daily cap. */
export const DAY_JOB_STATUSES = ['assigned', 'inProgress', 'completed'] as const;

// Named apart: the outer statement may be about bookings and contractors too.
const dayJobs = alias(bookings, 'day_jobs');
const capped = alias(contractors, 'capped');

const localStart = (span: OfferedSpan) => sql`(${span.startsAt} at time zone ${span.timeZone})`;
const localEnd = (span: OfferedSpan) => sql`(${span.endsAt} at time zone ${span.timeZone})`;
const localDate = (span: OfferedSpan) => sql`(${localStart(span)})::date`;

/** The job lies inside one of the cleaner's ranges of that local weekday. */
export const insideWeeklyHours = (
  db: Database,
  contractorId: SQLWrapper | number,
  span: OfferedSpan,
) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(contractorWeeklyHours)
      .where(
        and(
          eq(contractorWeeklyHours.contractorId, contractorId),
          sql`${contractorWeeklyHours.weekday} = extract(dow from ${localStart(span)})`,
          sql`${contractorWeeklyHours.startsAt} <= ${localStart(span)}::time`,
          sql`${localDate(span)} + ${contractorWeeklyHours.endsAt} >= ${localEnd(span)}`,
        ),
      ),
  );

/** The cleaner's day-off range that holds the job's local date, if any. */
const dayOffHolding = (db: Database, contractorId: SQLWrapper | number, span: OfferedSpan) =>
  db
    .select({ one: sql`1` })
    .from(contractorDaysOff)
    .where(
      and(
        eq(contractorDaysOff.contractorId, contractorId),
        gte(contractorDaysOff.lastDay, localDate(span)),
        lte(contractorDaysOff.firstDay, localDate(span)),
      ),
    );

/** The job's local date is one of the cleaner's days off. */
export const onDayOff = (db: Database, contractorId: SQLWrapper | number, span: OfferedSpan) =>
  exists(dayOffHolding(db, contractorId, span));

/** The cleaner's jobs of that local date are fewer than their daily cap. */
export const underDailyCap = (
  db: Database,
  contractorId: SQLWrapper | number,
  span: OfferedSpan,
) => {
  const jobsThatDay = db
    .select({ n: count() })
    .from(dayJobs)
    .where(
      and(
        eq(dayJobs.contractorId, contractorId),
        inArray(dayJobs.status, [...DAY_JOB_STATUSES]).inlineParams(),
        sql`${dayJobs.localDate} = ${localDate(span)}`,
      ),
    );
  const cap = db
    .select({ cap: capped.dailyJobCap })
    .from(capped)
    .where(eq(capped.id, contractorId));
  return sql`(${jobsThatDay}) < (${cap})`;
};

/** The whole rule: inside the week, not a day off, under the cap (decision 044). */
export const offersWindow = (
  db: Database,
  contractorId: SQLWrapper | number,
  span: OfferedSpan,
): SQL | undefined =>
  and(
    insideWeeklyHours(db, contractorId, span),
    notExists(dayOffHolding(db, contractorId, span)),
    underDailyCap(db, contractorId, span),
  );

/**
 * Locks the cleaner's row for the rest of the transaction: saving their hours and accepting a
 * job for them take turns, so an accept never slips past hours being changed.
 */
export async function lockContractor(tx: Database, contractorId: number) {
  await tx.execute(
    sql`select ${contractors.id} from ${contractors} where ${contractors.id} = ${contractorId} for update`,
  );
}

/** Which parts of the rule a job meets for a cleaner, for the accept's plain refusal. */
export async function offerOfJob(db: Database, contractorId: number, bookingId: number) {
  const span: OfferedSpan = {
    timeZone: cities.timeZone,
    startsAt: bookings.startsAt,
    endsAt: bookings.endsAt,
  };
  const rows = await db
    .select({
      insideHours: sql<boolean>`${insideWeeklyHours(db, contractorId, span)}`,
      dayOff: sql<boolean>`${onDayOff(db, contractorId, span)}`,
      underCap: sql<boolean>`${underDailyCap(db, contractorId, span)}`,
    })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}
