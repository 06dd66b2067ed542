import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, contractors, residenceTypes, services } from '../db/schema.ts';

/** A past booking with what book again fills in and whom it asks (decision 120). */
export async function bookingToRepeat(db: Database, bookingId: number) {
  const rows = await db
    .select({
      booking: bookings,
      cityName: cities.name,
      timeZone: cities.timeZone,
      serviceName: services.name,
      residenceName: residenceTypes.name,
      contractorFullName: contractors.fullName,
    })
    .from(bookings)
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(residenceTypes, eq(residenceTypes.id, bookings.residenceTypeId))
    .leftJoin(contractors, eq(contractors.id, bookings.contractorId))
    .where(eq(bookings.id, bookingId));
  return rows[0] ?? null;
}
