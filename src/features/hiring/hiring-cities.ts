import type { hiringCities } from '#shared/catalogue/en-CA/hiring.ts';

export type HiringCitySlug = keyof typeof hiringCities;

/**
 * The cities with a hiring page, as the catalogue's hiringCities keys them; written here so the
 * router's check of a path does not bring either language's texts (they load with the page).
 */
const HIRING_CITY_SLUGS: readonly HiringCitySlug[] = [
  'edmonton',
  'calgary',
  'lower-mainland',
  'winnipeg',
  'ottawa',
  'toronto',
  'mississauga',
  'brampton',
] satisfies readonly HiringCitySlug[];

// Every city of the catalogue is listed: a city added there and not here fails the typecheck.
type Unlisted = Exclude<HiringCitySlug, (typeof HIRING_CITY_SLUGS)[number]>;
const everyCityListed: Unlisted extends never ? true : false = true;
void everyCityListed;

const isHiringCity = (city: string): city is HiringCitySlug =>
  (HIRING_CITY_SLUGS as readonly string[]).includes(city);

export const HIRING_PATH_PREFIX = '/house-cleaner-jobs-';

/** The page slug of a hiring path ('house-cleaner-jobs-calgary'), or null for another path. */
export function hiringPageSlug(pathname: string): string | null {
  if (!pathname.startsWith(HIRING_PATH_PREFIX)) return null;
  const city = pathname.slice(HIRING_PATH_PREFIX.length).replace(/\/$/, '');
  return isHiringCity(city) ? `house-cleaner-jobs-${city}` : null;
}

/** The city of a hiring page's slug, as the catalogue's hiringCities keys it (Edmonton if none). */
export function hiringCitySlugOf(pageSlug: string): HiringCitySlug {
  const city = pageSlug.replace('house-cleaner-jobs-', '');
  return isHiringCity(city) ? city : 'edmonton';
}
