import {
  and,
  count,
  eq,
  isNull,
  ne,
  notExists,
  notInArray,
  not,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { heldJobsOverlapping, spansOverlap, type Span } from '../db/shared-queries/held-jobs.ts';
import { offersWindow, type OfferedSpan } from '../db/shared-queries/offered-hours.ts';
import { checkLapsedBy } from '../db/shared-queries/background-checks.ts';
import { bookings, cities, contractors } from '../db/schema.ts';

/** Time a contractor needs between two jobs to get from one to the next. */
export const TRAVEL_BUFFER_MINUTES = 30;

/**
 * A job's window: its instants (start, and end plus travel buffer) for the overlap with other
 * jobs, and its wall clock in the city (local date, start and end minutes) for the working
 * hours (decision 044).
 */
export type Window = {
  cityId: number;
  startsAt: Date;
  blockedUntil: Date;
  localDate: string;
  fromMinutes: number;
  untilMinutes: number;
};

/** A window as SQL takes it: values, or placeholders of a prepared statement (ISO instants). */
export type WindowTerms = {
  cityId: number | Placeholder | SQLWrapper;
  startsAt: string | Placeholder | SQLWrapper;
  blockedUntil: string | Placeholder | SQLWrapper;
  localDate: string | Placeholder | SQLWrapper;
  fromMinutes: number | Placeholder | SQLWrapper;
  untilMinutes: number | Placeholder | SQLWrapper;
};

const termsOf = (window: Window): WindowTerms => ({
  cityId: window.cityId,
  startsAt: window.startsAt.toISOString(),
  blockedUntil: window.blockedUntil.toISOString(),
  localDate: window.localDate,
  fromMinutes: window.fromMinutes,
  untilMinutes: window.untilMinutes,
});

// Named apart from `bookings`: the quote's update asks about other bookings in its own WHERE.
const openJobs = alias(bookings, 'open_jobs');

/** The window's instants as the range expression takes them. */
const spanOf = (window: WindowTerms): Span => ({
  startsAt: sql`${window.startsAt}::timestamptz`,
  blockedUntil: sql`${window.blockedUntil}::timestamptz`,
});

/** The job's wall clock as the working-hours rule reads it. */
const offeredSpanOf = (window: WindowTerms): OfferedSpan => ({
  localDate: sql`${window.localDate}`,
  fromMinutes: sql`${window.fromMinutes}`,
  untilMinutes: sql`${window.untilMinutes}`,
});

/**
 * Cleaners a signed-in customer blocked (decision 120): never counted as free for their quote
 * (decision 128). Empty for everyone else, and then the rule is the same statement as before.
 */
export type BlockedCleaners = readonly number[];

/**
 * Approved, unpaused contractors of the city who offered the window (inside their weekly hours, not on a
 * day off, under their daily cap; decision 044) and hold no job overlapping it; none `blocked`.
 */
const freeContractorsOf = (tx: Database, window: WindowTerms, blocked: BlockedCleaners = []) =>
  and(
    blocked.length > 0 ? notInArray(contractors.id, [...blocked]) : undefined,
    eq(contractors.cityId, window.cityId),
    eq(contractors.status, 'Approved').inlineParams(),
    // A paused cleaner takes no new job, so they are no supply (decision 049).
    isNull(contractors.pausedAt),
    // Nor one whose background check will not cover the job's day (decision 134).
    not(checkLapsedBy(contractors.id, window.localDate)),
    notExists(heldJobsOverlapping(tx, contractors.id, spanOf(window))),
    offersWindow(tx, contractors.id, offeredSpanOf(window), { perCleaner: true }),
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

/**
 * Both counts of a window in one round trip: what the rule compares, for tests and the bench's
 * query plans. The quote and the payment ask `hasFreeContractor`, which stops at the first answer.
 */
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
  blocked: BlockedCleaners = [],
): Promise<boolean> {
  const rows = await tx
    .select({
      fits: sql<boolean>`${freeContractorCondition(tx, termsOf(window), exceptBookingId, blocked)}`,
    })
    .from(sql`(values (1)) as one_row(n)`);
  return rows[0]?.fits === true;
}

/**
 * The same rule as `hasFreeContractor` as a condition, for a statement that writes only when a
 * job fits; `except` may be a column of the row that statement writes.
 *
 * "Free contractors outnumber the open jobs" is asked as "there is a free contractor past the
 * first `open`" (OFFSET open, then EXISTS): PostgreSQL stops at the (open + 1)-th free
 * contractor instead of counting them all, each with their held jobs, hours, days off and cap.
 */
export function freeContractorCondition(
  tx: Database,
  window: WindowTerms,
  except?: number | AnyPgColumn,
  blocked: BlockedCleaners = [],
): SQL {
  const free = tx
    .select({ one: sql`1` })
    .from(contractors)
    .where(freeContractorsOf(tx, window, blocked));
  return sql`exists (${free} offset (${openJobCount(tx, window, except)}))`;
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

/**
 * The first `limit` of the candidate windows (in order) when one more job fits under
 * `freeContractorCondition`: one statement over every candidate, so the answer obeys the same
 * rule as the quote, working hours, days off and daily caps included. `exceptBookingId` is
 * the booking the answer is for: its own open job does not count against it.
 */
export async function freeStarts(
  tx: Database,
  candidates: Window[],
  exceptBookingId: number,
  limit: number,
  blocked: BlockedCleaners = [],
): Promise<FreeStart[]> {
  return candidatesWhere(tx, candidates, limit, (window) =>
    freeContractorCondition(tx, window, exceptBookingId, blocked),
  );
}

/**
 * The first `limit` of the candidate windows (in order) when one cleaner is free: of the city,
 * taking new jobs, offering the window (hours, days off, cap) and holding no job overlapping it,
 * the rule the quote counts every cleaner by. For book again's times (decision 120).
 */
export async function cleanerFreeStarts(
  tx: Database,
  contractorId: number,
  candidates: Window[],
  limit: number,
): Promise<FreeStart[]> {
  return candidatesWhere(tx, candidates, limit, (terms) => {
    const free = tx
      .select({ one: sql`1` })
      .from(contractors)
      .where(and(eq(contractors.id, contractorId), freeContractorsOf(tx, terms)));
    return sql`exists (${free})`;
  });
}

/** Whether that one cleaner is free for the window (`cleanerFreeStarts`). */
export async function cleanerIsFree(tx: Database, contractorId: number, window: Window) {
  return (await cleanerFreeStarts(tx, contractorId, [window], 1)).length > 0;
}

/**
 * The first `limit` of the candidate windows (in order) that meet `condition`, asked of each
 * candidate as a window of SQL terms, in one statement: the free-cleaner rule above, one
 * cleaner's own free time (a booking's reschedule, decision 121; book again, decision 120).
 */
export async function candidatesWhere(
  tx: Database,
  candidates: Window[],
  limit: number,
  condition: (window: WindowTerms) => SQL | undefined,
): Promise<FreeStart[]> {
  const first = candidates[0];
  if (!first || limit < 1) return [];
  // Each column one array parameter: the statement's text is the same for any number of days.
  const array = (values: (string | number)[], type: string) =>
    sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const column = (name: string) => sql.raw(`candidate.${name}`);
  return tx
    .select({
      date: sql<string>`to_char(${column('local_date')}, 'YYYY-MM-DD')`,
      minutes: sql<number>`${column('from_minutes')}`.mapWith(Number),
    })
    .from(
      sql`unnest(${sql.join(
        [
          array(
            candidates.map((c) => c.localDate),
            'date',
          ),
          array(
            candidates.map((c) => c.fromMinutes),
            'int',
          ),
          array(
            candidates.map((c) => c.untilMinutes),
            'int',
          ),
          array(
            candidates.map((c) => c.startsAt.toISOString()),
            'timestamptz',
          ),
          array(
            candidates.map((c) => c.blockedUntil.toISOString()),
            'timestamptz',
          ),
        ],
        sql`, `,
      )}) with ordinality as candidate(local_date, from_minutes, until_minutes, starts_at, blocked_until, n)`,
    )
    .where(
      condition({
        cityId: first.cityId,
        startsAt: column('starts_at'),
        blockedUntil: column('blocked_until'),
        localDate: column('local_date'),
        fromMinutes: column('from_minutes'),
        untilMinutes: column('until_minutes'),
      }),
    )
    .orderBy(column('n'))
    .limit(limit);
}

/** The first of the candidate windows (in order) when one more job fits (the quote's refusal). */
export async function firstFreeStart(
  tx: Database,
  candidates: Window[],
  exceptBookingId: number,
  blocked: BlockedCleaners = [],
): Promise<FreeStart | null> {
  const [start] = await freeStarts(tx, candidates, exceptBookingId, 1, blocked);
  return start ?? null;
}
