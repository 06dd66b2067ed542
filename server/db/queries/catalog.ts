import { asc } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { cities, experienceOptions, extras, residenceTypes, services } from '../schema.ts';

export function listCities(db: Database) {
  return db
    .select({
      iCityId: cities.id,
      vCity: cities.name,
      vProvince: cities.provinceCode,
      vTimeZone: cities.timeZone,
    })
    .from(cities)
    .orderBy(asc(cities.name));
}

export function listServices(db: Database) {
  return db
    .select({
      iServiceId: services.id,
      vServiceName: services.name,
      vSlug: services.slug,
      tDescription: services.description,
      vWebpImage: services.imagePath,
    })
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export function listResidenceTypes(db: Database) {
  return db
    .select({ iResidenceTypeId: residenceTypes.id, vResidenceType: residenceTypes.name })
    .from(residenceTypes)
    .orderBy(asc(residenceTypes.sortOrder), asc(residenceTypes.id));
}

export function listExtras(db: Database) {
  return db
    .select({ iExtraId: extras.id, vExtras: extras.name, vImage: extras.imagePath })
    .from(extras)
    .orderBy(asc(extras.sortOrder), asc(extras.id));
}

export function listExperienceOptions(db: Database) {
  return db
    .select({ iExperienceId: experienceOptions.id, vExperience: experienceOptions.label })
    .from(experienceOptions)
    .orderBy(asc(experienceOptions.sortOrder), asc(experienceOptions.id));
}
