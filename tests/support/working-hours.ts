import { eq, inArray, like } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { contractors, contractorWeeklyHours, users } from '#server/db/schema.ts';
import { cityNamed } from './bookings.ts';

export const GET_HOURS = '/api/contractor/get_working_hours';
export const CHECK_HOURS = '/api/contractor/check_working_hours';
export const UPDATE_HOURS = '/api/contractor/update_working_hours';

export type WorkingHoursData = {
  aWeek: { iWeekday: number; vFrom: string; vUntil: string }[];
  aDaysOff: { dFrom: string; dUntil: string }[];
  iDailyJobCap: number;
  bConfirmed: boolean;
  vTimeZone: string;
  vCityName: string;
};

export type ConflictData = {
  iBookingId: number;
  vBookingNumber: string;
  dDate: string;
  vFrom: string;
  vUntil: string;
  vServiceName: string;
  eReason: 'OutsideHours' | 'DayOff' | 'OverDailyCap';
  vMessage: string;
};

/** Monday to Friday, 9:00 to 17:00, as the API takes it. */
export const OFFICE_WEEK = [1, 2, 3, 4, 5].map((iWeekday) => ({
  iWeekday,
  vFrom: '09:00',
  vUntil: '17:00',
}));

/**
 * Takes every cleaner of the city off the week (their rows only; the test's database is its
 * own), so the cleaner the test makes next is the only one a quote can count.
 */
export async function clearCityWeeks(db: Database, city: string) {
  const { id } = await cityNamed(db, city);
  const ids = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.cityId, id));
  if (ids.length === 0) return;
  await db.delete(contractorWeeklyHours).where(
    inArray(
      contractorWeeklyHours.contractorId,
      ids.map((row) => row.id),
    ),
  );
}

/**
 * Gives every city's demo cleaner the whole day, every day (00:00 to 24:00, cap 6), for older
 * tests that book around the clock with the seeded cleaner, as before decision 044.
 */
export async function widenDemoCleaners(db: Database) {
  const demo = await db
    .select({ id: contractors.id })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(like(users.email, 'cleaner.%@demo.mapleshine.ca'));
  const ids = demo.map((row) => row.id);
  if (ids.length === 0) return;
  await db.delete(contractorWeeklyHours).where(inArray(contractorWeeklyHours.contractorId, ids));
  await db.insert(contractorWeeklyHours).values(
    ids.flatMap((contractorId) =>
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        contractorId,
        weekday,
        startsAt: '00:00',
        endsAt: '24:00',
      })),
    ),
  );
  await db.update(contractors).set({ dailyJobCap: 6 }).where(inArray(contractors.id, ids));
}
