import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '#shared/i18n/locale.ts';
import { localeOf } from '../i18n/index.ts';
import type { Database } from '../db/database.ts';
import {
  allCities,
  allExtras,
  allResidenceTypes,
  allServices,
  allTaxRates,
} from '../db/shared-queries/catalog.ts';
import { listAllLabels } from '../db/shared-queries/content.ts';
import {
  allCityTranslations,
  allExtraTranslations,
  allLabelTranslations,
  allResidenceTypeTranslations,
  allServiceTranslations,
  tellMissingOnce,
  tellNothing,
  textsIn,
  type MissingTranslation,
} from '../db/shared-queries/translations.ts';
import { fromPriceOf } from './from-price.ts';
import {
  catalogNamesOf,
  ENGLISH_NAMES,
  translatedNames,
  type CatalogNames,
  type NamesByLocale,
} from './names.ts';
import { provinceOf } from './provinces.ts';
import type { ReadMostlyCache } from './read-mostly-cache.ts';

/** The caller's language, and how to tell a text it lacks in it (decision 106). */
export function readerOf(request: Pick<FastifyRequest, 'headers' | 'log'>) {
  const locale = localeOf(request);
  return { locale, missing: tellMissingOnce(request.log, locale) } as const;
}

type Label = { vLabel: string; tText: string };

/** An answer and the keys it lacks a translation of, built once per version of its tables. */
type Built<Wire> = { answer: Wire; missing: string[] };

/**
 * A memo of answers by the versions of the cached tables they are built from (each a new array
 * when its table changes) and the language: built once per version and language, not per request.
 */
function memo<Wire>() {
  const built = new WeakMap<object, Map<string, Built<Wire>>>();
  return (sources: readonly object[], locale: Locale, build: () => Built<Wire>): Built<Wire> => {
    let level = built;
    for (const source of sources.slice(0, -1)) {
      const next = level.get(source) as unknown as WeakMap<object, Map<string, Built<Wire>>>;
      const known = next ?? new WeakMap<object, Map<string, Built<Wire>>>();
      if (!next) level.set(source, known as unknown as Map<string, Built<Wire>>);
      level = known;
    }
    const last = sources[sources.length - 1] as object;
    const byLocale = level.get(last) ?? new Map<string, Built<Wire>>();
    level.set(last, byLocale);
    const known = byLocale.get(locale);
    if (known) return known;
    const made = build();
    byLocale.set(locale, made);
    return made;
  };
}

/** The translations of one language by the id of the row they translate. */
function byRow<Row extends { locale: Locale }>(
  rows: Row[],
  locale: Locale,
  idOf: (row: Row) => number,
): Map<number, Row> {
  return new Map(rows.filter((row) => row.locale === locale).map((row) => [idOf(row), row]));
}

function told<Wire>(built: Built<Wire>, missing: MissingTranslation): Wire {
  for (const key of built.missing) missing(key);
  return built.answer;
}

/**
 * The read-mostly catalog (cities, services, residence types, extras, tax rates, labels): the
 * public lists and the quote's lookups, from the cache. The lists are in the caller's language
 * (decision 106): each table's translations are cached beside it, and an answer is built once per
 * version of both and language. Answers are shared between requests: never change them.
 *
 * Never call these inside a transaction: on a miss they read through the pool (PGlite has one
 * connection, which the transaction holds); read what a transaction needs before it starts. The
 * one exception is the catalog's names (`namesIn`, `namesByLocale`), given the transaction.
 */
export function catalogReads(db: Database, cache: ReadMostlyCache) {
  /**
   * A cached table; `within`, the transaction its reader is in: the cached value if there is one,
   * else the table read through that transaction (never through the pool, which may have no
   * connection to spare while the transaction holds one: PGlite has only that one).
   */
  const table =
    <T>(name: string, load: (reader: Database) => PromiseLike<T>) =>
    (within?: Database): Promise<T> => {
      if (!within) return cache.read(name, async () => load(db));
      const cached = cache.peek<T>(name);
      return cached === undefined ? Promise.resolve(load(within)) : Promise.resolve(cached);
    };
  const cities = table('cities', allCities);
  const services = table('services', allServices);
  const residenceTypes = table('residence_types', allResidenceTypes);
  const extras = table('extras', allExtras);
  const taxRates = () => cache.read('tax_rates', () => allTaxRates(db));
  const labelRows = () => cache.read('labels', () => listAllLabels(db));
  const cityTranslations = table('city_translations', allCityTranslations);
  const serviceTranslations = table('service_translations', allServiceTranslations);
  const residenceTypeTranslations = table(
    'residence_type_translations',
    allResidenceTypeTranslations,
  );
  const extraTranslations = table('extra_translations', allExtraTranslations);
  const labelTranslations = () => cache.read('label_translations', () => allLabelTranslations(db));

  type CityRow = Awaited<ReturnType<typeof cities>>[number];
  type ServiceRow = Awaited<ReturnType<typeof services>>[number];
  type ResidenceRow = Awaited<ReturnType<typeof residenceTypes>>[number];
  type ExtraRow = Awaited<ReturnType<typeof extras>>[number];

  const cityOnWire = (city: CityRow, name: string) => ({
    iCityId: city.id,
    vCity: name,
    vProvince: city.provinceCode,
    vPostalLetters: provinceOf(city.provinceCode).postalLetters,
    vTimeZone: city.timeZone,
  });
  const serviceOnWire = (
    service: ServiceRow,
    texts: { name: string; description: string },
    residenceRows: ResidenceRow[],
  ) => ({
    iServiceId: service.id,
    vServiceName: texts.name,
    vSlug: service.slug,
    tDescription: texts.description,
    vWebpImage: service.imagePath,
    ...fromPriceOf(service, residenceRows),
  });

  // Labels: all of them at once, so the cache holds one bounded entry per language whatever slugs
  // are asked for.
  const labelsMemo = memo<Map<string, Label[]>>();
  const citiesMemo = memo<ReturnType<typeof cityOnWire>[]>();
  const servicesMemo = memo<ReturnType<typeof serviceOnWire>[]>();
  const residenceMemo = memo<{ iResidenceTypeId: number; vResidenceType: string }[]>();
  const extrasMemo = memo<{ iExtraId: number; vExtras: string; vImage: string }[]>();
  const namesMemo = memo<CatalogNames>();

  async function labelsByPage(locale: Locale) {
    const [rows, translations] = await Promise.all([labelRows(), labelTranslations()]);
    return labelsMemo([rows, translations], locale, () => {
      const french = byRow(translations, locale, (row) => row.labelId);
      const missing: string[] = [];
      const byPage = new Map<string, Label[]>();
      for (const { id, pageSlug, vLabel, tText } of rows) {
        const key = `label:${pageSlug}/${vLabel}`;
        const texts = textsIn(
          locale,
          { tText },
          french.get(id) && { tText: french.get(id)?.text },
          key,
          (k) => missing.push(k),
        );
        const page = byPage.get(pageSlug) ?? [];
        page.push({ vLabel, tText: texts.tText });
        byPage.set(pageSlug, page);
      }
      return { answer: byPage, missing };
    });
  }

  /** A list of named rows in the language, from its cached rows and translations. */
  function namedIn<Row extends { id: number; name: string }, Wire>(
    rows: Row[],
    translations: { locale: Locale; name: string; id: number }[],
    locale: Locale,
    kind: string,
    toWire: (row: Row, name: string) => Wire,
  ): Built<Wire[]> {
    const french = byRow(translations, locale, (row) => row.id);
    const missing: string[] = [];
    const answer = rows.map((row) => {
      const { name } = textsIn(
        locale,
        { name: row.name },
        french.get(row.id),
        `${kind}:${row.id}`,
        (k) => missing.push(k),
      );
      return toWire(row, name);
    });
    return { answer, missing };
  }

  /** The row named so in English or in any language it is translated into. */
  function named<Row extends { id: number; name: string }>(
    rows: Row[],
    translations: { id: number; name: string }[],
    name: string,
  ): Row | null {
    const english = rows.find((row) => row.name === name);
    if (english) return english;
    const translated = translations.find((row) => row.name === name);
    return (translated && rows.find((row) => row.id === translated.id)) ?? null;
  }

  // Mapped once per cached version of the table, not on every quote that names a residence type
  // or an extra (a copy of every translation row each time, a few per cent of a quote's CPU).
  const mappedOnce = <Row extends object, Out>(map: (rows: Row[]) => Out[]) => {
    const mapped = new WeakMap<Row[], Out[]>();
    return (rows: Row[]) => {
      let out = mapped.get(rows);
      if (!out) {
        out = map(rows);
        mapped.set(rows, out);
      }
      return out;
    };
  };
  const residenceById = mappedOnce((rows: Awaited<ReturnType<typeof residenceTypeTranslations>>) =>
    rows.map((row) => ({ ...row, id: row.residenceTypeId })),
  );
  const extraById = mappedOnce((rows: Awaited<ReturnType<typeof extraTranslations>>) =>
    rows.map((row) => ({ ...row, id: row.extraId })),
  );
  const residenceTranslationsById = async () => residenceById(await residenceTypeTranslations());
  const extraTranslationsById = async () => extraById(await extraTranslations());

  async function namesIn(locale: Locale, within?: Database): Promise<CatalogNames> {
    if (locale === 'en-CA') return ENGLISH_NAMES;
    const [
      serviceRows,
      serviceFrench,
      cityRows,
      cityFrench,
      residenceRows,
      residenceFrench,
      extraRows,
      extraFrench,
    ] = await Promise.all([
      services(within),
      serviceTranslations(within),
      cities(within),
      cityTranslations(within),
      residenceTypes(within),
      residenceTypeTranslations(within),
      extras(within),
      extraTranslations(within),
    ]);
    const sources = [
      serviceRows,
      serviceFrench,
      cityRows,
      cityFrench,
      residenceRows,
      residenceFrench,
      extraRows,
      extraFrench,
    ];
    const inLocale = <Row extends { locale: Locale; name: string }>(
      rows: Row[],
      idOf: (row: Row) => number,
    ) =>
      rows.filter((row) => row.locale === locale).map((row) => ({ id: idOf(row), name: row.name }));
    return namesMemo(sources, locale, () => ({
      answer: catalogNamesOf(locale, {
        services: translatedNames(
          serviceRows,
          inLocale(serviceFrench, (row) => row.serviceId),
        ),
        cities: translatedNames(
          cityRows,
          inLocale(cityFrench, (row) => row.cityId),
        ),
        residenceTypes: translatedNames(
          residenceRows,
          inLocale(residenceFrench, (row) => row.residenceTypeId),
        ),
        extras: translatedNames(
          extraRows,
          inLocale(extraFrench, (row) => row.extraId),
        ),
      }),
      missing: [],
    })).answer;
  }

  return {
    cities: async (locale: Locale = 'en-CA', missing: MissingTranslation = tellNothing) => {
      const [rows, translations] = await Promise.all([cities(), cityTranslations()]);
      // A city keeps its name unless it differs in the language: no translation is not missing.
      const built = citiesMemo([rows, translations], locale, () => {
        const french = byRow(translations, locale, (row) => row.cityId);
        return {
          answer: rows.map((city) => cityOnWire(city, french.get(city.id)?.name ?? city.name)),
          missing: [],
        };
      });
      return told(built, missing);
    },
    services: async (locale: Locale = 'en-CA', missing: MissingTranslation = tellNothing) => {
      const [serviceRows, residenceRows, translations] = await Promise.all([
        services(),
        residenceTypes(),
        serviceTranslations(),
      ]);
      // A service's from-price reads two cached tables: its answer is built once per version of
      // both (and of the translations), and a change announced on any gives a new answer.
      const built = servicesMemo([serviceRows, residenceRows, translations], locale, () => {
        const french = byRow(translations, locale, (row) => row.serviceId);
        const lacking: string[] = [];
        const answer = serviceRows.map((service) => {
          const texts = textsIn(
            locale,
            { name: service.name, description: service.description },
            french.get(service.id),
            `service:${service.slug}`,
            (key) => lacking.push(key),
          );
          return serviceOnWire(service, texts, residenceRows);
        });
        return { answer, missing: lacking };
      });
      return told(built, missing);
    },
    residenceTypes: async (locale: Locale = 'en-CA', missing: MissingTranslation = tellNothing) => {
      const [rows, translations] = await Promise.all([
        residenceTypes(),
        residenceTranslationsById(),
      ]);
      const built = residenceMemo([rows, await residenceTypeTranslations()], locale, () =>
        namedIn(rows, translations, locale, 'residence-type', (row, name) => ({
          iResidenceTypeId: row.id,
          vResidenceType: name,
        })),
      );
      return told(built, missing);
    },
    extras: async (locale: Locale = 'en-CA', missing: MissingTranslation = tellNothing) => {
      const [rows, translations] = await Promise.all([extras(), extraTranslationsById()]);
      const built = extrasMemo([rows, await extraTranslations()], locale, () =>
        namedIn(rows, translations, locale, 'extra', (row: ExtraRow, name) => ({
          iExtraId: row.id,
          vExtras: name,
          vImage: row.imagePath,
        })),
      );
      return told(built, missing);
    },
    /**
     * The names a booking shows (service, city, residence type, extras) in the language, found
     * by their English (decisions 115, 116): bookings keep the English rows' names, and the
     * answers, mails, notices, receipts and pages for a French reader name them from here. Built
     * once per version of the cached tables and their translations, so an edited translation is
     * named at once (its table's trigger announces it and the cache drops it). Inside a
     * transaction, pass it as `within`: a table not cached then is read through it.
     */
    namesIn,
    /**
     * The names in every language, for a transaction to pick from by its reader's language once
     * it knows it (`within` as for `namesIn`).
     */
    namesByLocale: async (within?: Database): Promise<NamesByLocale> => {
      const all = new Map(
        await Promise.all(
          LOCALES.map(async (locale) => [locale, await namesIn(locale, within)] as const),
        ),
      );
      return (locale) => all.get(locale) ?? ENGLISH_NAMES;
    },
    labels: async (
      pageSlug: string,
      locale: Locale = 'en-CA',
      missing: MissingTranslation = tellNothing,
    ): Promise<Label[]> => {
      const built = await labelsByPage(locale);
      const prefix = `label:${pageSlug}/`;
      for (const key of built.missing) if (key.startsWith(prefix)) missing(key);
      return built.answer.get(pageSlug) ?? [];
    },

    city: async (id: number) => (await cities()).find((city) => city.id === id) ?? null,
    service: async (id: number) => (await services()).find((service) => service.id === id) ?? null,
    /** The residence type named so in English or French (the lists answer in either). */
    residenceTypeNamed: async (name: string) =>
      named(await residenceTypes(), await residenceTranslationsById(), name),
    /** The extras with these names (English or French), in the order the extra list shows them. */
    extrasNamed: async (names: string[]) => {
      const [rows, translations] = await Promise.all([extras(), extraTranslationsById()]);
      const ids = new Set(
        names.flatMap((name) => {
          const row = named(rows, translations, name);
          return row ? [row.id] : [];
        }),
      );
      return rows.filter((extra) => ids.has(extra.id));
    },
    /** Every rate the province has had; pricing picks the ones in force on the cleaning's date. */
    taxRatesOf: async (provinceCode: string) =>
      (await taxRates()).filter((rate) => rate.provinceCode === provinceCode),
  };
}

export type CatalogReads = ReturnType<typeof catalogReads>;
