import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, services } from '../db/schema.ts';
import { someoneCanTake } from '../db/shared-queries/job-takers.ts';

export async function listCityZones(db: Database) {
  return db
    .select({ id: cities.id, name: cities.name, timeZone: cities.timeZone })
    .from(cities)
    .orderBy(asc(cities.name));
}

/** Bookings per city, local day and status on the given days (drafts and quotes are no bookings). */
export async function countBookingsByDay(db: Database, days: string[]) {
  return db
    .select({
      cityId: bookings.cityId,
      localDate: bookings.localDate,
      status: bookings.status,
      n: count(),
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.localDate, days),
        notInArray(bookings.status, ['draft', 'quoted']),
        isNotNull(bookings.cityId),
      ),
    )
    .groupBy(bookings.cityId, bookings.localDate, bookings.status);
}

const todayColumns = {
  bookingNo: bookings.bookingNo,
  city: cities.name,
  timeZone: cities.timeZone,
  service: services.name,
  startsAt: bookings.startsAt,
  status: bookings.status,
  customerToldAt: bookings.unacceptedToldAt,
  paymentStatus: bookings.paymentStatus,
  totalCents: bookings.totalCents,
};

/**
 * Paid jobs nobody has accepted that start between `now` and `soon`, those whose customer was
 * already told nobody accepted (decision 098), and later ones no cleaner can take at all
 * (decision 057: the job board's rule, hours included), soonest first; `noCleaner` says which.
 */
export async function openJobsAtRisk(db: Database, now: Date, soon: Date) {
  const nobodyCanTake = not(someoneCanTake(db, now));
  return db
    .select({ ...todayColumns, noCleaner: sql<boolean>`${nobodyCanTake}` })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(
        eq(bookings.status, 'authorized'),
        gte(bookings.startsAt, now),
        or(
          lt(bookings.startsAt, soon),
          isNotNull(bookings.unacceptedToldAt),
          and(
            inArray(bookings.paymentStatus, ['authorized', 'cardSaved', 'needsAuthentication']),
            nobodyCanTake,
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(100);
}

/** Bookings not yet started whose card hold failed or expired, soonest first. */
export async function failedHoldsFrom(db: Database, from: Date) {
  return db
    .select(todayColumns)
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(inArray(bookings.paymentStatus, ['failed', 'expired']), gte(bookings.startsAt, from)),
    )
    .orderBy(asc(bookings.startsAt))
    .limit(100);
}

/**
 * Cents held (authorized since `since`, still held), captured and released since `since`. A capture
 * refunded since (in part or whole) was still captured in its week: refunds are the gateway's own
 * records on the booking's page, not an undoing of the capture.
 */
export async function moneySince(db: Database, since: Date) {
  const [row] = await db
    .select({
      held: sql<number>`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.paymentStatus} = 'authorized' and ${bookings.authorizedAt} >= ${since}), 0)::int`,
      captured: sql<number>`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.paymentStatus} in ('captured', 'partlyRefunded', 'refunded') and ${bookings.capturedAt} >= ${since}), 0)::int`,
      released: sql<number>`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.paymentStatus} = 'released' and ${bookings.cancelledAt} >= ${since}), 0)::int`,
    })
    .from(bookings);
  return { held: row?.held ?? 0, captured: row?.captured ?? 0, released: row?.released ?? 0 };
}
