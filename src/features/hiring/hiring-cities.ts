import { hiringCities, type HiringCity } from '#shared/catalogue/en-CA/hiring.ts';

export type HiringCitySlug = keyof typeof hiringCities;

export const HIRING_PATH_PREFIX = '/house-cleaner-jobs-';

/** The page slug of a hiring path ('house-cleaner-jobs-calgary'), or null for another path. */
export function hiringPageSlug(pathname: string): string | null {
  if (!pathname.startsWith(HIRING_PATH_PREFIX)) return null;
  const city = pathname.slice(HIRING_PATH_PREFIX.length).replace(/\/$/, '');
  return city in hiringCities ? `house-cleaner-jobs-${city}` : null;
}

/** Spec §2 job-description pages: the city of a hiring page's slug, told as its labels tell it. */
export function hiringCityOf(pageSlug: string): HiringCity {
  const city = pageSlug.replace('house-cleaner-jobs-', '') as HiringCitySlug;
  return hiringCities[city] ?? hiringCities.edmonton;
}
