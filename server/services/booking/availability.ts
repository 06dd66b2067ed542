import {
  and,
  count,
  eq,
  inArray,
  ne,
  notExists,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { bookings, cities, contractors } from '../../db/schema.ts';

/** Time a contractor needs between two jobs to get from one to the next. */
export const TRAVEL_BUFFER_MINUTES = 30;

export type Window = { cityId: number; startsAt: Date; blockedUntil: Date };

/** A window as SQL takes it: values, or placeholders of a prepared statement (ISO instants). */
export type WindowTerms = {
  cityId: number | Placeholder;
  startsAt: string | Placeholder;
  blockedUntil: string | Placeholder;
};

const termsOf = (window: Window): WindowTerms => ({
  cityId: window.cityId,
  startsAt: window.startsAt.toISOString(),
  blockedUntil: window.blockedUntil.toISOString(),
});

/*
 * Other bookings, named apart from `bookings`: the quote's update asks about them in its own
 * WHERE, where `bookings` is the row it updates.
 */
const heldJobs = alias(bookings, 'held_jobs');
const openJobs = alias(bookings, 'open_jobs');

/*
 * A booking's time with its travel buffer overlaps the window. Written as ranges, the same
 * expression as the no-overlap exclusion constraint (migration 0004), so PostgreSQL finds a
 * contractor's overlapping jobs in that constraint's GiST index instead of reading all of them.
 */
const overlaps = (jobs: typeof heldJobs | typeof openJobs, window: WindowTerms) =>
  sql`tstzrange(${jobs.startsAt}, ${jobs.blockedUntil}) && tstzrange(${window.startsAt}::timestamptz, ${window.blockedUntil}::timestamptz)`;

/** Approved contractors of the city with no accepted job overlapping the window. */
const freeContractorsOf = (tx: Database, window: WindowTerms) =>
  and(
    eq(contractors.cityId, window.cityId),
    eq(contractors.status, 'Approved').inlineParams(),
    notExists(
      tx
        .select({ id: heldJobs.id })
        .from(heldJobs)
        .where(
          and(
            eq(heldJobs.contractorId, contractors.id),
            // Literals, not parameters: only then may the quote's prepared statement use a
            // generic plan that still reads the constraint's index, which holds these
            // statuses only (with parameters it reads every booking).
            inArray(heldJobs.status, ['assigned', 'inProgress']).inlineParams(),
            overlaps(heldJobs, window),
          ),
        ),
    ),
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
        overlaps(openJobs, window),
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
