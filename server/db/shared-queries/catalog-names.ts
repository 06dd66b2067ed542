import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../database.ts';
import {
  cities,
  cityTranslations,
  extras,
  extraTranslations,
  residenceTypes,
  residenceTypeTranslations,
  services,
  serviceTranslations,
} from '../schema.ts';
import { textsIn, tellNothing, type MissingTranslation } from './translations.ts';

/** A catalog row's kind, as the names of a booking carry them. */
type NameKind = 'service' | 'city' | 'residenceType' | 'extra';

/** An English name in the reader's language; null (no such row on the booking) stays null. */
type Rename = { (english: string): string; (english: string | null): string | null };

/**
 * The names a booking carries (its service, city, residence type and extras, kept in English on
 * the booking and in the catalog rows) in one reader's language (decision 116): the messages,
 * documents and pages the server writes for that reader print these. A name with no translation
 * is the English one, as `textsIn` answers.
 */
export type CatalogNames = {
  readonly locale: Locale;
  service: Rename;
  city: Rename;
  residenceType: Rename;
  extra: Rename;
  /** The extras' names in the reader's language, in the booking's order. */
  extras: (english: readonly string[]) => string[];
};

function namesFrom(
  locale: Locale,
  known: Map<string, string> | null,
  missing: MissingTranslation,
): CatalogNames {
  const rename = (kind: NameKind): Rename =>
    ((english: string | null) => {
      if (english === null) return null;
      const key = `${kind}:${english}`;
      const translated = known?.get(key);
      return textsIn(
        locale,
        { name: english },
        translated === undefined ? null : { name: translated },
        key,
        missing,
      ).name;
    }) as Rename;
  const extra = rename('extra');
  return {
    locale,
    service: rename('service'),
    city: rename('city'),
    residenceType: rename('residenceType'),
    extra,
    extras: (english) => english.map((name) => extra(name)),
  };
}

/** English: the names as the booking has them, no query. */
export const englishNames: CatalogNames = namesFrom('en-CA', null, tellNothing);

/**
 * The catalog's names in a language, by English name: one query (the four translation tables are
 * a few dozen rows), none for English. Cities keep their names unless one differs (decision 106),
 * so a city without a translation is not told as missing.
 */
export async function catalogNamesIn(
  db: Database,
  locale: Locale,
  missing: MissingTranslation = tellNothing,
): Promise<CatalogNames> {
  if (locale === 'en-CA') return englishNames;
  const rows = await unionAll(
    db
      .select({
        kind: sql<NameKind>`'service'`.as('kind'),
        english: services.name,
        name: serviceTranslations.name,
      })
      .from(serviceTranslations)
      .innerJoin(services, eq(services.id, serviceTranslations.serviceId))
      .where(eq(serviceTranslations.locale, locale)),
    db
      .select({
        kind: sql<NameKind>`'city'`.as('kind'),
        english: cities.name,
        name: cityTranslations.name,
      })
      .from(cityTranslations)
      .innerJoin(cities, eq(cities.id, cityTranslations.cityId))
      .where(eq(cityTranslations.locale, locale)),
    db
      .select({
        kind: sql<NameKind>`'residenceType'`.as('kind'),
        english: residenceTypes.name,
        name: residenceTypeTranslations.name,
      })
      .from(residenceTypeTranslations)
      .innerJoin(residenceTypes, eq(residenceTypes.id, residenceTypeTranslations.residenceTypeId))
      .where(eq(residenceTypeTranslations.locale, locale)),
    db
      .select({
        kind: sql<NameKind>`'extra'`.as('kind'),
        english: extras.name,
        name: extraTranslations.name,
      })
      .from(extraTranslations)
      .innerJoin(extras, eq(extras.id, extraTranslations.extraId))
      .where(eq(extraTranslations.locale, locale)),
  );
  const known = new Map(rows.map((row) => [`${row.kind}:${row.english}`, row.name]));
  const tellUnlessCity: MissingTranslation = (key) => {
    if (!key.startsWith('city:')) missing(key);
  };
  return namesFrom(locale, known, tellUnlessCity);
}

/** The fields by which the server's messages carry a booking's catalog names. */
type BookingNames = {
  serviceName?: string | null;
  cityName?: string | null;
  residenceTypeName?: string | null;
  extras?: readonly string[];
};

/** A copy of a booking's facts with their catalog names in the reader's language. */
export function namedIn<Row extends BookingNames>(names: CatalogNames, row: Row): Row {
  if (names.locale === 'en-CA') return row;
  const named: Row = { ...row };
  if (typeof row.serviceName === 'string') named.serviceName = names.service(row.serviceName);
  if (typeof row.cityName === 'string') named.cityName = names.city(row.cityName);
  if (typeof row.residenceTypeName === 'string') {
    named.residenceTypeName = names.residenceType(row.residenceTypeName);
  }
  if (row.extras) named.extras = names.extras(row.extras);
  return named;
}

/**
 * For a message sent to several people (every operator): the names in each reader's language,
 * read once per language among them.
 */
export function catalogNamesOnce(db: Database): (locale: Locale) => Promise<CatalogNames> {
  const read = new Map<Locale, Promise<CatalogNames>>();
  return (locale) => {
    const known = read.get(locale) ?? catalogNamesIn(db, locale);
    read.set(locale, known);
    return known;
  };
}
