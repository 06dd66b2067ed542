import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { payRates } from '../schema.ts';

/** The city's hourly pay rate for the service in cents, or null when none is set. */
export async function findPayRateCents(
  db: Database,
  cityId: number,
  serviceId: number,
): Promise<number | null> {
  const rows = await db
    .select({ cents: payRates.centsPerHour })
    .from(payRates)
    .where(and(eq(payRates.cityId, cityId), eq(payRates.serviceId, serviceId)));
  return rows[0]?.cents ?? null;
}
