import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  bookings,
  cities,
  contractors,
  jobAnnouncements,
  payRates,
  services,
  users,
} from '../schema.ts';
import { takeableBy } from './job-takers.ts';

/** Writes that the cleaner was told of the job, for the digest to e-mail (decision 061). */
export async function recordAnnouncement(
  db: Database,
  contractorId: number,
  bookingId: number,
  at: Date,
) {
  await db.insert(jobAnnouncements).values({ contractorId, bookingId, announcedAt: at });
}

/** Cleaners with an announcement not mailed yet that was made at or before `cutoff`. */
export async function cleanersWithDueAnnouncements(db: Database, cutoff: Date) {
  const rows = await db
    .selectDistinct({ contractorId: jobAnnouncements.contractorId })
    .from(jobAnnouncements)
    .where(and(isNull(jobAnnouncements.mailedAt), lte(jobAnnouncements.announcedAt, cutoff)))
    .orderBy(asc(jobAnnouncements.contractorId));
  return rows.map((row) => row.contractorId);
}

/**
 * The cleaner's announcements not mailed yet, locked; another server's digest of the same
 * cleaner skips them (it finds none), so each is mailed once.
 */
export async function claimPendingAnnouncements(db: Database, contractorId: number) {
  return db
    .select({ id: jobAnnouncements.id, bookingId: jobAnnouncements.bookingId })
    .from(jobAnnouncements)
    .where(and(eq(jobAnnouncements.contractorId, contractorId), isNull(jobAnnouncements.mailedAt)))
    .for('update', { skipLocked: true });
}

export async function markAnnouncementsMailed(db: Database, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db.update(jobAnnouncements).set({ mailedAt: at }).where(inArray(jobAnnouncements.id, ids));
}

/**
 * Deletes the announcements mailed before `before`; answers how many there were (counted from
 * `returning`, which PGlite and node-postgres report alike, unlike their row counts).
 */
export async function forgetAnnouncementsMailedBefore(db: Database, before: Date) {
  const forgotten = await db
    .delete(jobAnnouncements)
    .where(lt(jobAnnouncements.mailedAt, before))
    .returning({ id: jobAnnouncements.id });
  return forgotten.length;
}

/** The cleaner's name and address, if they still take new jobs (approved, not paused). */
export async function announcedCleaner(db: Database, contractorId: number) {
  const rows = await db
    .select({ fullName: contractors.fullName, email: users.email })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(
      and(
        eq(contractors.id, contractorId),
        eq(contractors.status, 'Approved'),
        isNull(contractors.pausedAt),
      ),
    );
  return rows[0] ?? null;
}

/**
 * Of `bookingIds`, the jobs the cleaner could still accept now (the job board's rule), soonest
 * first, with what the e-mail shows and the city's current pay rate.
 */
export function stillTakeable(db: Database, contractorId: number, bookingIds: number[], now: Date) {
  return db
    .select({
      bookingNo: bookings.bookingNo,
      serviceName: sql<string>`coalesce(${services.name}, 'A cleaning')`,
      cityName: cities.name,
      localDate: bookings.localDate,
      fromMinutes: bookings.fromMinutes,
      estimatedMinutes: bookings.estimatedMinutes,
      rateCents: payRates.centsPerHour,
    })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(
      payRates,
      and(eq(payRates.cityId, bookings.cityId), eq(payRates.serviceId, bookings.serviceId)),
    )
    .where(and(inArray(bookings.id, bookingIds), takeableBy(db, contractorId, now)))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}
