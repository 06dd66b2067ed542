import { asc } from 'drizzle-orm';
import type { Database } from '../database.ts';
import {
  cities,
  experienceOptions,
  extras,
  residenceTypes,
  services,
  taxRates,
} from '../schema.ts';

// Whole read-mostly tables in the order the site lists them; server/services/catalog caches them.

export function allCities(db: Database) {
  return db.select().from(cities).orderBy(asc(cities.name));
}

export function allServices(db: Database) {
  return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

export function allResidenceTypes(db: Database) {
  return db
    .select()
    .from(residenceTypes)
    .orderBy(asc(residenceTypes.sortOrder), asc(residenceTypes.id));
}

export function allExtras(db: Database) {
  return db.select().from(extras).orderBy(asc(extras.sortOrder), asc(extras.id));
}

/** Every rate every province has had, oldest first. */
export function allTaxRates(db: Database) {
  return db.select().from(taxRates).orderBy(asc(taxRates.id));
}

export function listExperienceOptions(db: Database) {
  return db
    .select({ iExperienceId: experienceOptions.id, vExperience: experienceOptions.label })
    .from(experienceOptions)
    .orderBy(asc(experienceOptions.sortOrder), asc(experienceOptions.id));
}
