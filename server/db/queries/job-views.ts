import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import {
  bookings,
  cities,
  contractors,
  customers,
  payRates,
  residenceTypes,
  reviews,
  services,
} from '../schema.ts';

const assignedContractor = alias(contractors, 'assigned_contractor');

/**
 * The booking columns the job screens and the job e-mails read. Not the whole row: a cleaner's
 * list is a few hundred bookings, and mapping each of the table's columns of every one of them
 * took most of the list's time (bench/README.md).
 */
const jobColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  customerId: bookings.customerId,
  contractorId: bookings.contractorId,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  localDate: bookings.localDate,
  fromMinutes: bookings.fromMinutes,
  estimatedMinutes: bookings.estimatedMinutes,
  startedAt: bookings.startedAt,
  fullName: bookings.fullName,
  email: bookings.email,
  mobile: bookings.mobile,
  address: bookings.address,
  postalCode: bookings.postalCode,
  unit: bookings.unit,
  cityId: bookings.cityId,
  serviceId: bookings.serviceId,
  bedrooms: bookings.bedrooms,
  bathrooms: bookings.bathrooms,
  hourlyRateCents: bookings.hourlyRateCents,
  subtotalCents: bookings.subtotalCents,
  totalCents: bookings.totalCents,
  taxCents: bookings.taxCents,
  taxName: bookings.taxName,
  discountCents: bookings.discountCents,
  contractorPayCents: bookings.contractorPayCents,
  extras: bookings.extras,
};

type BookingRow = typeof bookings.$inferSelect;

/** One booking with what the job screens show (spec §3 "Job or booking"). */
export type JobRow = {
  booking: Pick<BookingRow, keyof typeof jobColumns>;
  cityName: string | null;
  timeZone: string | null;
  serviceName: string | null;
  residenceName: string | null;
  customerFirstName: string;
  customerLastName: string;
  customerImage: string | null;
  contractorName: string | null;
  contractorImage: string | null;
  /** The city's current pay rate for the service: an open job's pay is reckoned with it. */
  payRateCents: number | null;
  reviewed: boolean;
  position: string | null;
};

/** What a job row is made of: the booking's columns and the names the screens show. */
export const jobFields = {
  booking: jobColumns,
  cityName: cities.name,
  timeZone: cities.timeZone,
  serviceName: services.name,
  residenceName: residenceTypes.name,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  customerImage: customers.imagePath,
  contractorName: assignedContractor.fullName,
  contractorImage: assignedContractor.imagePath,
  payRateCents: payRates.centsPerHour,
  // A scalar subquery is looked up row by row in the booking's unique index; with EXISTS or
  // a join PostgreSQL read and hashed every review to answer a few dozen bookings
  // (bench/results/api-plans.md). A booking has at most one review.
  reviewed: sql<boolean>`coalesce((select true from ${reviews} where ${reviews.bookingId} = ${bookings.id}), false)`,
  // The cleaning's start to the microsecond, in UTC: where a page of past work ends
  // (server/domain/list-cursor.ts). A JavaScript Date would drop the microseconds.
  position: sql<
    string | null
  >`to_char(${bookings.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/**
 * Jobs with what the screens show, as a query still open to a where, an order and a limit
 * (the paged lists, db/queries/job-lists.ts, prepare theirs once).
 */
export function jobsQuery(db: Database) {
  return db
    .select(jobFields)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(residenceTypes, eq(residenceTypes.id, bookings.residenceTypeId))
    .leftJoin(assignedContractor, eq(assignedContractor.id, bookings.contractorId))
    .leftJoin(
      payRates,
      and(eq(payRates.cityId, bookings.cityId), eq(payRates.serviceId, bookings.serviceId)),
    )
    .$dynamic();
}

/** Jobs matching `where`, newest cleaning first unless told otherwise. */
export function selectJobs(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(bookings.startsAt), desc(bookings.id)],
): Promise<JobRow[]> {
  return jobsQuery(db)
    .where(where)
    .orderBy(...orderBy);
}

export async function selectJob(db: Database, bookingId: number): Promise<JobRow | null> {
  const [row] = await selectJobs(db, eq(bookings.id, bookingId));
  return row ?? null;
}
