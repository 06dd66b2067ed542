import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, bookingTermsAcceptances, cities, services, taxRates } from '../db/schema.ts';

/** The province and service a booking's taxes depend on, with the province's rates. */
export async function bookingTaxBasis(db: Database, bookingId: number) {
  const [row] = await db
    .select({ provinceCode: cities.provinceCode, serviceSlug: services.slug })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const rates = await db
    .select({
      name: taxRates.name,
      ratePpm: taxRates.ratePpm,
      commercialOnly: taxRates.commercialOnly,
      effectiveFrom: taxRates.effectiveFrom,
      effectiveTo: taxRates.effectiveTo,
    })
    .from(taxRates)
    .where(eq(taxRates.provinceCode, row.provinceCode))
    .orderBy(asc(taxRates.id));
  return { ...row, rates };
}

/** A Quebec booking's terms record (decision 110), or null. */
export async function bookingTermsRecord(db: Database, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookingTermsAcceptances)
    .where(eq(bookingTermsAcceptances.bookingId, bookingId));
  return row ?? null;
}
