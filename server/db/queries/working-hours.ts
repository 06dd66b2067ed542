import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  bookings,
  cities,
  contractorDaysOff,
  contractors,
  contractorWeeklyHours,
  services,
} from '../schema.ts';
import { DAY_JOB_STATUSES } from './offered-hours.ts';

/** The cleaner's hours as stored, with their city's zone and name. */
export async function findWorkingHours(db: Database, contractorId: number) {
  const [owner] = await db
    .select({
      cityId: contractors.cityId,
      dailyJobCap: contractors.dailyJobCap,
      confirmed: contractors.hoursConfirmed,
      timeZone: cities.timeZone,
      cityName: cities.name,
    })
    .from(contractors)
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(eq(contractors.id, contractorId));
  if (!owner) return null;
  const week = await db
    .select({
      weekday: contractorWeeklyHours.weekday,
      from: sql<string>`to_char(${contractorWeeklyHours.startsAt}, 'HH24:MI')`,
      until: sql<string>`to_char(${contractorWeeklyHours.endsAt}, 'HH24:MI')`,
    })
    .from(contractorWeeklyHours)
    .where(eq(contractorWeeklyHours.contractorId, contractorId))
    .orderBy(asc(contractorWeeklyHours.weekday), asc(contractorWeeklyHours.startsAt));
  const daysOff = await db
    .select({ first: contractorDaysOff.firstDay, last: contractorDaysOff.lastDay })
    .from(contractorDaysOff)
    .where(eq(contractorDaysOff.contractorId, contractorId))
    .orderBy(asc(contractorDaysOff.firstDay), asc(contractorDaysOff.lastDay));
  return { ...owner, week, daysOff };
}

export type StoredHours = {
  week: { weekday: number; from: string; until: string }[];
  daysOff: { first: string; last: string }[];
  dailyJobCap: number;
  confirmed: boolean;
};

/** Replaces the cleaner's week and days off and sets their cap (inside the caller's transaction). */
export async function replaceWorkingHours(tx: Database, contractorId: number, hours: StoredHours) {
  await tx
    .delete(contractorWeeklyHours)
    .where(eq(contractorWeeklyHours.contractorId, contractorId));
  await tx.delete(contractorDaysOff).where(eq(contractorDaysOff.contractorId, contractorId));
  if (hours.week.length > 0) {
    await tx.insert(contractorWeeklyHours).values(
      hours.week.map((range) => ({
        contractorId,
        weekday: range.weekday,
        startsAt: range.from,
        endsAt: range.until,
      })),
    );
  }
  if (hours.daysOff.length > 0) {
    await tx
      .insert(contractorDaysOff)
      .values(
        hours.daysOff.map((off) => ({ contractorId, firstDay: off.first, lastDay: off.last })),
      );
  }
  await tx
    .update(contractors)
    .set({ dailyJobCap: hours.dailyJobCap, hoursConfirmed: hours.confirmed })
    .where(eq(contractors.id, contractorId));
}

/** Gives a cleaner the default week when they have none yet (an approval). */
export async function insertWeekIfNone(
  tx: Database,
  contractorId: number,
  week: { weekday: number; from: string; until: string }[],
) {
  const existing = await tx
    .select({ id: contractorWeeklyHours.id })
    .from(contractorWeeklyHours)
    .where(eq(contractorWeeklyHours.contractorId, contractorId))
    .limit(1);
  if (existing.length > 0 || week.length === 0) return;
  await tx.insert(contractorWeeklyHours).values(
    week.map((range) => ({
      contractorId,
      weekday: range.weekday,
      startsAt: range.from,
      endsAt: range.until,
    })),
  );
}

/**
 * The cleaner's jobs from `fromDate` (local) on that count towards their days: accepted, in
 * progress or completed, with local date, weekday and times read in SQL in the city's zone.
 */
export async function jobsOfDaysFrom(
  db: Database,
  contractorId: number,
  timeZone: string,
  fromDate: string,
  now: Date,
) {
  const localStart = sql`(${bookings.startsAt} at time zone ${timeZone})`;
  const localEnd = sql`(${bookings.endsAt} at time zone ${timeZone})`;
  return db
    .select({
      bookingId: bookings.id,
      bookingNo: bookings.bookingNo,
      serviceName: sql<string>`coalesce(${services.name}, 'A cleaning')`,
      date: sql<string>`to_char(${localStart}, 'YYYY-MM-DD')`,
      weekday: sql<number>`extract(dow from ${localStart})`.mapWith(Number),
      from: sql<number>`(extract(hour from ${localStart}) * 60 + extract(minute from ${localStart}))`.mapWith(
        Number,
      ),
      // A job ending at midnight or later ends after every range of its day.
      until:
        sql<number>`(case when ${localEnd}::date > ${localStart}::date then 1440 else extract(hour from ${localEnd}) * 60 + extract(minute from ${localEnd}) end)`.mapWith(
          Number,
        ),
      upcoming: sql<boolean>`(${bookings.status} = 'assigned' and ${bookings.startsAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.contractorId, contractorId),
        inArray(bookings.status, [...DAY_JOB_STATUSES]).inlineParams(),
        gte(bookings.localDate, fromDate),
        isNotNull(bookings.startsAt),
        isNotNull(bookings.endsAt),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}
