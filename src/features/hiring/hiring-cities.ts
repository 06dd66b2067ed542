import { hiringCities } from '#shared/catalogue/en-CA/hiring.ts';

export type HiringCitySlug = keyof typeof hiringCities;

export const HIRING_PATH_PREFIX = '/house-cleaner-jobs-';

/** The page slug of a hiring path ('house-cleaner-jobs-calgary'), or null for another path. */
export function hiringPageSlug(pathname: string): string | null {
  if (!pathname.startsWith(HIRING_PATH_PREFIX)) return null;
  const city = pathname.slice(HIRING_PATH_PREFIX.length).replace(/\/$/, '');
  return city in hiringCities ? `house-cleaner-jobs-${city}` : null;
}

/** The city of a hiring page's slug, as the catalogue's hiringCities keys it (Edmonton if none). */
export function hiringCitySlugOf(pageSlug: string): HiringCitySlug {
  const city = pageSlug.replace('house-cleaner-jobs-', '');
  return city in hiringCities ? (city as HiringCitySlug) : 'edmonton';
}
