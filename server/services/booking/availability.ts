import { and, count, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, cities, contractors } from '../../db/schema.ts';

/** Time a contractor needs between two jobs to get from one to the next. */
export const TRAVEL_BUFFER_MINUTES = 30;

export type Window = { cityId: number; startsAt: Date; blockedUntil: Date };

/*
 * A booking's time with its travel buffer overlaps the window. Written as ranges, the same
 * expression as the no-overlap exclusion constraint (migration 0004), so PostgreSQL finds a
 * contractor's overlapping jobs in that constraint's GiST index instead of reading all of them.
 */
const overlaps = (window: Window) =>
  sql`tstzrange(${bookings.startsAt}, ${bookings.blockedUntil}) && tstzrange(${window.startsAt.toISOString()}::timestamptz, ${window.blockedUntil.toISOString()}::timestamptz)`;

/** Approved contractors of the city with no accepted job overlapping the window. */
const freeContractorsOf = (tx: Database, window: Window) =>
  and(
    eq(contractors.cityId, window.cityId),
    eq(contractors.status, 'Approved'),
    notExists(
      tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.contractorId, contractors.id),
            inArray(bookings.status, ['assigned', 'inProgress']),
            overlaps(window),
          ),
        ),
    ),
  );

/** Paid jobs of the city overlapping the window that no contractor has accepted yet. */
const openJobsOf = (window: Window, exceptBookingId?: number) =>
  and(
    eq(bookings.cityId, window.cityId),
    eq(bookings.status, 'authorized'),
    overlaps(window),
    exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
  );

/** Both counts of a window in one round trip, as the quote and the payment ask for them. */
export async function windowCounts(
  tx: Database,
  window: Window,
  exceptBookingId?: number,
): Promise<{ free: number; open: number }> {
  const openJobs = tx
    .select({ n: count() })
    .from(bookings)
    .where(openJobsOf(window, exceptBookingId));
  const rows = await tx
    .select({ free: count(), open: sql<number>`(${openJobs})`.mapWith(Number) })
    .from(contractors)
    .where(freeContractorsOf(tx, window));
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
 * Serialises bookings of one city for the rest of the transaction (PostgreSQL row lock), so
 * two payments cannot both take the last free contractor. PGlite runs one transaction at a
 * time anyway.
 */
export async function lockCity(tx: Database, cityId: number) {
  await tx.execute(
    sql`select ${cities.id} from ${cities} where ${cities.id} = ${cityId} for update`,
  );
}
