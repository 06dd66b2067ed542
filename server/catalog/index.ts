// What the rest of the server may import from server/catalog (its public entry; decision 090).
export { catalogHandlers, okSharedIn, REPLAYED_CATALOG_READS } from './catalog.handlers.ts';
export { catalogReads, readerOf } from './catalog.ts';
export {
  bookingNamed,
  ENGLISH_NAMES,
  namedIn,
  serviceNamed,
  type CatalogNames,
  type NamesByLocale,
} from './names.ts';
export type { CatalogReads } from './catalog.ts';
export { provinceOf } from './provinces.ts';
export { cityPostalAreas, isInCityArea } from './postal-areas.ts';
export { readMostlyCache } from './read-mostly-cache.ts';
