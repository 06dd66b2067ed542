import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../database.ts';
import {
  bookings,
  cities,
  contractors,
  customers,
  residenceTypes,
  reviews,
  services,
} from '../schema.ts';

const assignedContractor = alias(contractors, 'assigned_contractor');

/** One booking with what the job screens show (spec §3 "Job or booking"). */
export type JobRow = {
  booking: typeof bookings.$inferSelect;
  cityName: string | null;
  timeZone: string | null;
  serviceName: string | null;
  residenceName: string | null;
  customerFirstName: string;
  customerLastName: string;
  customerImage: string | null;
  contractorName: string | null;
  contractorImage: string | null;
  reviewed: boolean;
};

/** Jobs matching `where`, newest cleaning first unless told otherwise. */
export function selectJobs(
  db: Database,
  where: SQL | undefined,
  orderBy: SQL[] = [desc(bookings.startsAt), desc(bookings.id)],
): Promise<JobRow[]> {
  return db
    .select({
      booking: bookings,
      cityName: cities.name,
      timeZone: cities.timeZone,
      serviceName: services.name,
      residenceName: residenceTypes.name,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      customerImage: customers.imagePath,
      contractorName: assignedContractor.fullName,
      contractorImage: assignedContractor.imagePath,
      // A scalar subquery is looked up row by row in the booking's unique index; with EXISTS or
      // a join PostgreSQL read and hashed every review to answer a few dozen bookings
      // (bench/results/api-plans.md). A booking has at most one review.
      reviewed: sql<boolean>`coalesce((select true from ${reviews} where ${reviews.bookingId} = ${bookings.id}), false)`,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(residenceTypes, eq(residenceTypes.id, bookings.residenceTypeId))
    .leftJoin(assignedContractor, eq(assignedContractor.id, bookings.contractorId))
    .where(where)
    .orderBy(...orderBy);
}

export async function selectJob(db: Database, bookingId: number): Promise<JobRow | null> {
  const [row] = await selectJobs(db, eq(bookings.id, bookingId));
  return row ?? null;
}
