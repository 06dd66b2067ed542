/*
 * The operators' rules for bookings, kept in `settings` under the Operations group (never shown
 * on the site): how long before its start a paid booking must have a cleaner (decision 098).
 * Read by the scheduler and Today, edited from the console's System screen.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { settings } from '../schema.ts';

export const UNACCEPTED_DEADLINE_SETTING = 'unacceptedDeadlineHours';
/** The default: a paid booking should have a cleaner 12 hours before it starts. */
export const DEFAULT_UNACCEPTED_DEADLINE_HOURS = 12;
export const MIN_UNACCEPTED_DEADLINE_HOURS = 1;
export const MAX_UNACCEPTED_DEADLINE_HOURS = 72;

/** Whole hours in range, or null: what the console may save. */
export function deadlineHoursOrNull(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_UNACCEPTED_DEADLINE_HOURS &&
    value <= MAX_UNACCEPTED_DEADLINE_HOURS
    ? value
    : null;
}

/** The hours before its start by which a paid booking must have a cleaner (12 until changed). */
export async function unacceptedDeadlineHours(db: Database): Promise<number> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(
      and(eq(settings.name, UNACCEPTED_DEADLINE_SETTING), eq(settings.groupName, 'Operations')),
    );
  const stored = rows[0] === undefined ? null : deadlineHoursOrNull(Number(rows[0].value));
  return stored ?? DEFAULT_UNACCEPTED_DEADLINE_HOURS;
}

/** Saves the hours (already checked with deadlineHoursOrNull). */
export async function saveUnacceptedDeadlineHours(tx: Database, hours: number): Promise<void> {
  await tx
    .insert(settings)
    .values({ name: UNACCEPTED_DEADLINE_SETTING, value: String(hours), groupName: 'Operations' })
    .onConflictDoUpdate({ target: settings.name, set: { value: String(hours) } });
}
