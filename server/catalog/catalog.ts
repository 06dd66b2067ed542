import type { Database } from '../db/database.ts';
import {
  allCities,
  allExtras,
  allResidenceTypes,
  allServices,
  allTaxRates,
} from '../db/shared-queries/catalog.ts';
import { listAllLabels } from '../db/shared-queries/content.ts';
import { fromPriceOf } from './from-price.ts';
import { provinceOf } from './provinces.ts';
import type { ReadMostlyCache } from './read-mostly-cache.ts';

type Label = { vLabel: string; tText: string };

/** The answer for a cached table, built once per version of the table rather than per request. */
function onWire<Row, Wire>(toWire: (row: Row) => Wire) {
  const built = new WeakMap<Row[], Wire[]>();
  return (rows: Row[]): Wire[] => {
    const known = built.get(rows);
    if (known) return known;
    const answer = rows.map(toWire);
    built.set(rows, answer);
    return answer;
  };
}

/**
 * The read-mostly catalog (cities, services, residence types, extras, tax rates, labels): the
 * public lists and the quote's lookups, from the cache. Answers are shared between requests:
 * never change them.
 *
 * Never call these inside a transaction: on a miss they read through the pool (PGlite has one
 * connection, which the transaction holds); read what a transaction needs before it starts.
 */
export function catalogReads(db: Database, cache: ReadMostlyCache) {
  const cities = () => cache.read('cities', () => allCities(db));
  const services = () => cache.read('services', () => allServices(db));
  const residenceTypes = () => cache.read('residence_types', () => allResidenceTypes(db));
  const extras = () => cache.read('extras', () => allExtras(db));
  const taxRates = () => cache.read('tax_rates', () => allTaxRates(db));
  // All labels at once, so the cache holds one bounded entry whatever slugs are asked for.
  const labelsByPage = () =>
    cache.read('labels', async () => {
      const byPage = new Map<string, Label[]>();
      for (const { pageSlug, ...label } of await listAllLabels(db)) {
        const page = byPage.get(pageSlug) ?? [];
        page.push(label);
        byPage.set(pageSlug, page);
      }
      return byPage;
    });

  const citiesOnWire = onWire((city: Awaited<ReturnType<typeof cities>>[number]) => ({
    iCityId: city.id,
    vCity: city.name,
    vProvince: city.provinceCode,
    vPostalLetters: provinceOf(city.provinceCode).postalLetters,
    vTimeZone: city.timeZone,
  }));
  type ServiceRow = Awaited<ReturnType<typeof services>>[number];
  type ResidenceRow = Awaited<ReturnType<typeof residenceTypes>>[number];
  const serviceOnWire = (service: ServiceRow, residenceRows: ResidenceRow[]) => ({
    iServiceId: service.id,
    vServiceName: service.name,
    vSlug: service.slug,
    tDescription: service.description,
    vWebpImage: service.imagePath,
    ...fromPriceOf(service, residenceRows),
  });
  // A service's from-price reads two cached tables: its answer is built once per version of both,
  // and a change announced on either gives a new version, so a new answer.
  const servicesBuilt = new WeakMap<
    ServiceRow[],
    WeakMap<ResidenceRow[], ReturnType<typeof serviceOnWire>[]>
  >();
  const servicesOnWire = (serviceRows: ServiceRow[], residenceRows: ResidenceRow[]) => {
    const byResidence = servicesBuilt.get(serviceRows) ?? new WeakMap();
    servicesBuilt.set(serviceRows, byResidence);
    const known = byResidence.get(residenceRows);
    if (known) return known;
    const answer = serviceRows.map((service) => serviceOnWire(service, residenceRows));
    byResidence.set(residenceRows, answer);
    return answer;
  };
  const residenceTypesOnWire = onWire(
    (residence: Awaited<ReturnType<typeof residenceTypes>>[number]) => ({
      iResidenceTypeId: residence.id,
      vResidenceType: residence.name,
    }),
  );
  const extrasOnWire = onWire((extra: Awaited<ReturnType<typeof extras>>[number]) => ({
    iExtraId: extra.id,
    vExtras: extra.name,
    vImage: extra.imagePath,
  }));

  return {
    cities: async () => citiesOnWire(await cities()),
    services: async () => {
      const [serviceRows, residenceRows] = await Promise.all([services(), residenceTypes()]);
      return servicesOnWire(serviceRows, residenceRows);
    },
    residenceTypes: async () => residenceTypesOnWire(await residenceTypes()),
    extras: async () => extrasOnWire(await extras()),
    labels: async (pageSlug: string): Promise<Label[]> =>
      (await labelsByPage()).get(pageSlug) ?? [],

    city: async (id: number) => (await cities()).find((city) => city.id === id) ?? null,
    service: async (id: number) => (await services()).find((service) => service.id === id) ?? null,
    residenceTypeNamed: async (name: string) =>
      (await residenceTypes()).find((residence) => residence.name === name) ?? null,
    /** The extras with these names, in the order the extra list shows them. */
    extrasNamed: async (names: string[]) =>
      (await extras()).filter((extra) => names.includes(extra.name)),
    /** Every rate the province has had; pricing picks the ones in force on the cleaning's date. */
    taxRatesOf: async (provinceCode: string) =>
      (await taxRates()).filter((rate) => rate.provinceCode === provinceCode),
  };
}

export type CatalogReads = ReturnType<typeof catalogReads>;
