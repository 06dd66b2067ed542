import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { taxRates } from '../db/schema.ts';

/** Every rate a province has had; pricing picks the ones in force on the cleaning's date. */
export function taxRatesOfProvince(db: Database, provinceCode: string) {
  return db
    .select({
      name: taxRates.name,
      ratePpm: taxRates.ratePpm,
      commercialOnly: taxRates.commercialOnly,
      effectiveFrom: taxRates.effectiveFrom,
      effectiveTo: taxRates.effectiveTo,
    })
    .from(taxRates)
    .where(eq(taxRates.provinceCode, provinceCode))
    .orderBy(asc(taxRates.id));
}
