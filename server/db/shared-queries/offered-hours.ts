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
import { bookings, contractorDaysOff, contractors, contractorWeeklyHours } from '../schema.ts';

/**
 * A job's time as the working-hours rule reads it: its local date in the city and its local
 * start and end in minutes after midnight, all SQL. These are the wall-clock values the booking
 * was quoted in (bookings.local_date, from_minutes, from_minutes + estimated_minutes), so the
 * rule never converts an instant back to local time: the database's time-zone rules and the
 * server's may differ (decision 044), the booking's own wall clock cannot.
 */
export type OfferedSpan = {
  localDate: SQLWrapper;
  fromMinutes: SQLWrapper;
  untilMinutes: SQLWrapper;
};

/** Statuses of a cleaner's jobs that count against their daily cap. */
export const DAY_JOB_STATUSES = ['assigned', 'inProgress', 'completed'] as const;

// Named apart: the outer statement may be about bookings and contractors too.
const dayJobs = alias(bookings, 'day_jobs');
const capped = alias(contractors, 'capped');

const localDate = (span: OfferedSpan) => sql`(${span.localDate})::date`;
const secondsOf = (minutes: SQLWrapper) => sql`((${minutes})::int * 60)`;

/**
 * The latest start of a range that still holds a job starting `minutes` after midnight, as a
 * time, so the `(contractor_id, weekday, starts_at)` index bounds the search (a column inside
 * `extract(epoch …)` would be read row by row). The same rule as "the range's start in seconds
 * ≤ minutes × 60" for every integer: below 0 no range starts early enough (NULL holds for no
 * row), from 1 440 every range does (24:00 is the latest time), in between the cast is exact.
 */
const latestStartFor = (minutes: SQLWrapper) =>
  sql`(case when (${minutes})::int < 0 then null when (${minutes})::int >= 1440 then time '24:00' else ((${minutes})::int * interval '1 minute')::time end)`;

/** How a statement asks the weekly hours: `perCleaner` for one cleaner of a city after another. */
export type HoursCheck = { perCleaner?: boolean };

/**
 * The job lies inside one of the cleaner's ranges of that local weekday. With `perCleaner` the
 * check stays a subquery run for each cleaner in turn (`offset 0` keeps PostgreSQL from turning
 * it into a join): asked for the cleaners of one city, it otherwise gathered that weekday's
 * ranges of every cleaner of every city before it read the first cleaner (decision 062).
 */
export const insideWeeklyHours = (
  db: Database,
  contractorId: SQLWrapper | number,
  span: OfferedSpan,
  check: HoursCheck = {},
) => {
  const ranges = db
    .select({ one: sql`1` })
    .from(contractorWeeklyHours)
    .where(
      and(
        eq(contractorWeeklyHours.contractorId, contractorId),
        // An integer, as the column: compared as numeric the index could not serve the weekday.
        sql`${contractorWeeklyHours.weekday} = extract(dow from ${localDate(span)})::int`,
        sql`${contractorWeeklyHours.startsAt} <= ${latestStartFor(span.fromMinutes)}`,
        sql`extract(epoch from ${contractorWeeklyHours.endsAt}) >= ${secondsOf(span.untilMinutes)}`,
      ),
    );
  return check.perCleaner ? sql`exists (${ranges} offset 0)` : exists(ranges);
};

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

/** A booking row's own job as the rule reads it (the job board, an accept). */
export const bookingSpan: OfferedSpan = {
  localDate: bookings.localDate,
  fromMinutes: bookings.fromMinutes,
  untilMinutes: sql`(${bookings.fromMinutes} + ${bookings.estimatedMinutes})`,
};

/** The whole rule: inside the week, not a day off, under the cap (decision 044). */
export const offersWindow = (
  db: Database,
  contractorId: SQLWrapper | number,
  span: OfferedSpan,
  check: HoursCheck = {},
): SQL | undefined =>
  and(
    insideWeeklyHours(db, contractorId, span, check),
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
  const rows = await db
    .select({
      insideHours: sql<boolean>`${insideWeeklyHours(db, contractorId, bookingSpan)}`,
      dayOff: sql<boolean>`${onDayOff(db, contractorId, bookingSpan)}`,
      underCap: sql<boolean>`${underDailyCap(db, contractorId, bookingSpan)}`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}
