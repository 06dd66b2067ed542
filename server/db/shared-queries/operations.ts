import { count, max } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import { bookings, bookingStatus } from '../schema.ts';

export type BookingStatus = (typeof bookingStatus.enumValues)[number];

export const BOOKING_STATUSES: readonly BookingStatus[] = bookingStatus.enumValues;

/** How many bookings are in each status: one grouped scan, for the metrics scrape. */
export async function bookingCountsByStatus(db: Database) {
  return db
    .select({ status: bookings.status, count: count() })
    .from(bookings)
    .groupBy(bookings.status);
}

/**
 * The table Drizzle's migrator keeps (drizzle.__drizzle_migrations). Declared here, not in
 * schema.ts, so drizzle-kit never tries to create it: the migrator does.
 */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/**
 * When the newest migration this database has applied was written (drizzle-kit's journal
 * `when`, in ms), from the table Drizzle's migrator keeps; null when none has run.
 */
export async function newestAppliedMigration(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ newest: max(appliedMigrations.createdAt) })
    .from(appliedMigrations);
  return row?.newest ?? null;
}
