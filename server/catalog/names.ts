import type { Locale } from '#shared/i18n/locale.ts';

/**
 * The catalog's names a booking shows (its service, residence type and extras) in a reader's
 * language (decisions 106, 115). A booking stores or looks up the English row's name, which is
 * unique in its table, so each name is found by its English; a name the catalog does not know
 * (a row since renamed) or has no translation of stays as it is.
 */
export type CatalogNames = {
  readonly locale: Locale;
  service: (english: string) => string;
  residence: (english: string) => string;
  extras: (english: readonly string[]) => string[];
};

export const ENGLISH_NAMES: CatalogNames = {
  locale: 'en-CA',
  service: (english) => english,
  residence: (english) => english,
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

export function catalogNamesOf(
  locale: Locale,
  services: ReadonlyMap<string, string>,
  residences: ReadonlyMap<string, string>,
  extras: ReadonlyMap<string, string>,
): CatalogNames {
  return {
    locale,
    service: (english) => services.get(english) ?? english,
    residence: (english) => residences.get(english) ?? english,
    extras: (english) => english.map((name) => extras.get(name) ?? name),
  };
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
    vResidence: names.residence(booking.vResidence),
    vExtras: names.extras(booking.vExtras),
  };
}
