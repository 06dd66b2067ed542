import { and, count, eq, gt, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, cities, contractors } from '../../db/schema.ts';

/** Time a contractor needs between two jobs to get from one to the next. */
export const TRAVEL_BUFFER_MINUTES = 30;

export type Window = { cityId: number; startsAt: Date; blockedUntil: Date };

const overlaps = (window: Window) =>
  and(lt(bookings.startsAt, window.blockedUntil), gt(bookings.blockedUntil, window.startsAt));

/** Approved contractors of the city with no accepted job overlapping the window. */
export async function freeContractorCount(tx: Database, window: Window): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(contractors)
    .where(
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
      ),
    );
  return rows[0]?.n ?? 0;
}

/** Paid jobs of the city overlapping the window that no contractor has accepted yet. */
export async function openJobCount(
  tx: Database,
  window: Window,
  exceptBookingId?: number,
): Promise<number> {
  const rows = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.cityId, window.cityId),
        eq(bookings.status, 'authorized'),
        overlaps(window),
        exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
      ),
    );
  return rows[0]?.n ?? 0;
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
  const free = await freeContractorCount(tx, window);
  if (free === 0) return false;
  return free > (await openJobCount(tx, window, exceptBookingId));
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
