import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
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
      fullName: contractors.fullName,
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
 * progress or completed, on the wall clock they were booked in (decision 044).
 */
export async function jobsOfDaysFrom(
  db: Database,
  contractorId: number,
  fromDate: string,
  now: Date,
) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      bookingNo: bookings.bookingNo,
      serviceName: sql<string>`coalesce(${services.name}, 'A cleaning')`,
      date: bookings.localDate,
      from: bookings.fromMinutes,
      estimatedMinutes: bookings.estimatedMinutes,
      upcoming: sql<boolean>`(${bookings.status} = 'assigned' and ${bookings.startsAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.contractorId, contractorId),
        inArray(bookings.status, [...DAY_JOB_STATUSES]).inlineParams(),
        gte(bookings.localDate, fromDate),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.flatMap((row) =>
    row.date === null || row.from === null || row.estimatedMinutes === null
      ? []
      : [
          {
            bookingId: row.bookingId,
            bookingNo: row.bookingNo,
            serviceName: row.serviceName,
            date: row.date,
            weekday: new Date(`${row.date}T00:00:00Z`).getUTCDay(),
            from: row.from,
            until: row.from + row.estimatedMinutes,
            upcoming: row.upcoming,
          },
        ],
  );
}
