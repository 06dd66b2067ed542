import {
  and,
  count,
  eq,
  isNull,
  ne,
  notExists,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { heldJobsOverlapping, spansOverlap, type Span } from '../../db/queries/held-jobs.ts';
import { offersWindow, type OfferedSpan } from '../../db/queries/offered-hours.ts';
import { bookings, cities, contractors } from '../../db/schema.ts';

/** Time a contractor needs between two jobs to get from one to the next. */
export const TRAVEL_BUFFER_MINUTES = 30;

export type Window = { cityId: number; startsAt: Date; blockedUntil: Date };

/** A window as SQL takes it: values, or placeholders of a prepared statement (ISO instants). */
export type WindowTerms = {
  cityId: number | Placeholder;
  startsAt: string | Placeholder | SQLWrapper;
  blockedUntil: string | Placeholder | SQLWrapper;
};

const termsOf = (window: Window): WindowTerms => ({
  cityId: window.cityId,
  startsAt: window.startsAt.toISOString(),
  blockedUntil: window.blockedUntil.toISOString(),
});

// Named apart from `bookings`: the quote's update asks about other bookings in its own WHERE.
const openJobs = alias(bookings, 'open_jobs');

/** The window's instants as the range expression takes them. */
const spanOf = (window: WindowTerms): Span => ({
  startsAt: sql`${window.startsAt}::timestamptz`,
  blockedUntil: sql`${window.blockedUntil}::timestamptz`,
});

/**
 * The job itself as the working-hours rule reads it: the window without its travel buffer, in
 * the city's zone (read in the same statement, so the rule needs no second round trip).
 */
const offeredSpanOf = (window: WindowTerms): OfferedSpan => {
  const span = spanOf(window);
  return {
    timeZone: sql`(select ${cities.timeZone} from ${cities} where ${cities.id} = ${window.cityId})`,
    startsAt: span.startsAt,
    endsAt: sql`(${span.blockedUntil} - make_interval(mins => ${sql.raw(String(TRAVEL_BUFFER_MINUTES))}))`,
  };
};

/**
 * Approved, unpaused contractors of the city who offered the window (inside their weekly hours, not on a
 * day off, under their daily cap; decision 044) and hold no job overlapping it.
 */
const freeContractorsOf = (tx: Database, window: WindowTerms) =>
  and(
    eq(contractors.cityId, window.cityId),
    eq(contractors.status, 'Approved').inlineParams(),
    // A paused cleaner takes no new job, so they are no supply (decision 049).
    isNull(contractors.pausedAt),
    notExists(heldJobsOverlapping(tx, contractors.id, spanOf(window))),
    offersWindow(tx, contractors.id, offeredSpanOf(window)),
  );

/** How many paid jobs of the city overlap the window that no contractor has accepted yet. */
const openJobCount = (tx: Database, window: WindowTerms, except?: number | AnyPgColumn) =>
  tx
    .select({ n: count() })
    .from(openJobs)
    .where(
      and(
        eq(openJobs.cityId, window.cityId),
        eq(openJobs.status, 'authorized').inlineParams(),
        spansOverlap(openJobs, spanOf(window)),
        except === undefined ? undefined : ne(openJobs.id, except),
      ),
    );

/** Both counts of a window in one round trip, as the quote and the payment ask for them. */
export async function windowCounts(
  tx: Database,
  window: Window,
  exceptBookingId?: number,
): Promise<{ free: number; open: number }> {
  const terms = termsOf(window);
  const rows = await tx
    .select({
      free: count(),
      open: sql<number>`(${openJobCount(tx, terms, exceptBookingId)})`.mapWith(Number),
    })
    .from(contractors)
    .where(freeContractorsOf(tx, terms));
  return { free: rows[0]?.free ?? 0, open: rows[0]?.open ?? 0 };
}

/**
 * Whether one more job fits: every open job of the window will need one of the free
 * contractors, so a new one fits only while free contractors outnumber them.
 */
export async function hasFreeContractor(
  tx: Database,
  window: Window,
  exceptBookingId?: number,
): Promise<boolean> {
  const { free, open } = await windowCounts(tx, window, exceptBookingId);
  return free > open;
}

/**
 * The same rule as `hasFreeContractor` as a condition, for a statement that writes only when a
 * job fits; `except` may be a column of the row that statement writes.
 */
export function freeContractorCondition(
  tx: Database,
  window: WindowTerms,
  except: number | AnyPgColumn,
): SQL {
  const free = tx.select({ n: count() }).from(contractors).where(freeContractorsOf(tx, window));
  return sql`(${free}) > (${openJobCount(tx, window, except)})`;
}

/**
 * Serialises bookings of one city for the rest of the transaction (PostgreSQL row lock), so
 * two payments cannot both take the last free contractor. PGlite runs one transaction at a
 * time anyway.
 */
export async function lockCity(tx: Database, cityId: number) {
  await tx.execute(
    sql`select ${cities.id} from ${cities} where ${cities.id} = ${cityId} for update`,
  );
}

/** A start the refusal can suggest: a local date and minutes after midnight. */
export type FreeStart = { date: string; minutes: number };

/** The latest suggested end: spec §5's latest Until, 11:00PM. */
const LATEST_END = '23:00';

/**
 * The first start on the hour after `afterMinutes` of `slot.date`, within `days` more days,
 * when one more job of that length fits under `freeContractorCondition` and ends by 11:00PM.
 * One statement over every candidate hour (the refusal path only), so the suggestion obeys the
 * same rule as the quote, working hours included.
 */
export async function firstFreeStart(
  tx: Database,
  slot: { cityId: number; timeZone: string; date: string; estimatedMinutes: number },
  afterMinutes: number,
  days: number,
  exceptBookingId: number,
): Promise<FreeStart | null> {
  const local = sql`(candidate_day.d::date + make_interval(hours => candidate_hour.h))`;
  const startsAt = sql`(${local} at time zone ${slot.timeZone})`;
  const blockedUntil = sql`(${startsAt} + make_interval(mins => ${slot.estimatedMinutes + TRAVEL_BUFFER_MINUTES}))`;
  const rows = await tx
    .select({
      date: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
      minutes: sql<number>`(candidate_hour.h * 60)`.mapWith(Number),
    })
    .from(
      sql`generate_series(${slot.date}::timestamp, ${slot.date}::timestamp + make_interval(days => ${days}), interval '1 day') as candidate_day(d) cross join generate_series(0, 22) as candidate_hour(h)`,
    )
    .where(
      and(
        sql`${local} > ${slot.date}::date + make_interval(mins => ${afterMinutes})`,
        sql`${local} + make_interval(mins => ${slot.estimatedMinutes}) <= ${local}::date + ${LATEST_END}::time`,
        freeContractorCondition(
          tx,
          { cityId: slot.cityId, startsAt, blockedUntil },
          exceptBookingId,
        ),
      ),
    )
    .orderBy(sql`1, 2`)
    .limit(1);
  return rows[0] ?? null;
}
