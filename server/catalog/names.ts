import type { Locale } from '#shared/i18n/locale.ts';

/** An English name in the reader's language; null (no such row on the booking) stays null. */
type Rename = { (english: string): string; (english: string | null): string | null };

/**
 * The catalog's names a booking shows (its service, city, residence type and extras) in a
 * reader's language (decisions 106, 115, 116): the answers, messages, documents and pages the
 * server writes for that reader print these. A booking stores or looks up the English row's
 * name, which is unique in its table, so each name is found by its English; a name the catalog
 * does not know (a row since renamed) or has no translation of stays as it is.
 */
export type CatalogNames = {
  readonly locale: Locale;
  service: Rename;
  city: Rename;
  residenceType: Rename;
  /** The extras' names in the reader's language, in the booking's order. */
  extras: (english: readonly string[]) => string[];
};

/**
 * Every language's names, read before a transaction (the cached catalog must not be read inside
 * one) and picked inside it once the reader's language is known.
 */
export type NamesByLocale = (locale: Locale) => CatalogNames;

const same = ((english: string | null) => english) as Rename;

export const ENGLISH_NAMES: CatalogNames = {
  locale: 'en-CA',
  service: same,
  city: same,
  residenceType: same,
  extras: (english) => [...english],
};

type Named = { id: number; name: string };

/** English name → the language's, for the rows a translation exists for. */
export function translatedNames(rows: readonly Named[], translations: readonly Named[]) {
  const byId = new Map(translations.map((row) => [row.id, row.name]));
  const byEnglish = new Map<string, string>();
  for (const row of rows) {
    const name = byId.get(row.id);
    if (name !== undefined) byEnglish.set(row.name, name);
  }
  return byEnglish;
}

function renameBy(translated: ReadonlyMap<string, string>): Rename {
  return ((english: string | null) =>
    english === null ? null : (translated.get(english) ?? english)) as Rename;
}

export function catalogNamesOf(
  locale: Locale,
  translated: {
    services: ReadonlyMap<string, string>;
    cities: ReadonlyMap<string, string>;
    residenceTypes: ReadonlyMap<string, string>;
    extras: ReadonlyMap<string, string>;
  },
): CatalogNames {
  const extra = renameBy(translated.extras);
  return {
    locale,
    service: renameBy(translated.services),
    city: renameBy(translated.cities),
    residenceType: renameBy(translated.residenceTypes),
    extras: (english) => english.map((name) => extra(name)),
  };
}

/** The fields by which the server's messages carry a booking's catalog names. */
type FactsNames = {
  serviceName?: string | null;
  cityName?: string | null;
  residenceTypeName?: string | null;
  extras?: readonly string[];
};

/** A copy of a booking's facts (a mail's, a notice's) with their names in the reader's language. */
export function namedIn<Row extends FactsNames>(names: CatalogNames, row: Row): Row {
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

/** Rows that name a service (`vServiceName`: reviews, a booking's summary), named in the language. */
export function serviceNamed<Row extends { vServiceName: string }>(
  row: Row,
  names: CatalogNames,
): Row {
  return names.locale === 'en-CA' ? row : { ...row, vServiceName: names.service(row.vServiceName) };
}

/** A booking as the customer and cleaner screens carry it (server/jobs/job-view.ts), named. */
type NamedBooking = {
  service: { iServiceId: number; vServiceName: string };
  vResidence: string;
  vExtras: string[];
};

/** The booking's service, residence type and extras in the names' language. */
export function bookingNamed<Booking extends NamedBooking>(
  booking: Booking,
  names: CatalogNames,
): Booking {
  if (names.locale === 'en-CA') return booking;
  return {
    ...booking,
    service: { ...booking.service, vServiceName: names.service(booking.service.vServiceName) },
    vResidence: names.residenceType(booking.vResidence),
    vExtras: names.extras(booking.vExtras),
  };
}
