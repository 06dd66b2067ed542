import type { Locale } from '#shared/i18n/locale.ts';
import type { SeedCleanerWeek } from './cleaner-weeks.ts';
import type { TestimonialSeed } from './content-types.ts';

/**
 * Gatineau, the first Quebec city (issue 41, decision 110), kept apart from the other cities'
 * seed so the Quebec path reads in one place.
 *
 * Its time zone is `America/Toronto`: Gatineau keeps Eastern time with Ottawa, and
 * `America/Montreal` is only a link to `America/Toronto` in the tz database (a backward link
 * since 2014), so storing the canonical name keeps one name for one zone. Its taxes are
 * Quebec's rows of `tax_rates` (GST 5 % and QST 9.975 %, catalog.ts), already seeded.
 */
export const gatineauCity = {
  name: 'Gatineau',
  provinceCode: 'QC',
  timeZone: 'America/Toronto',
} as const;

/**
 * The cleaners of Gatineau, by the weeks of cleaner-weeks.ts (days, evenings, Sundays), each
 * with the language their e-mails and screens come in: three French-speaking, and the demo
 * cleaner (every day, cleaner.gatineau@demo.mapleshine.ca) English-speaking, so a booking made
 * in French is accepted by someone who reads English (the two-language journey).
 */
export const gatineauDemoCleaner = { fullName: 'Owen MacLeod', locale: 'en-CA' as Locale };

/** In the order of seededCleanerWeeks: days, evenings, Sundays. */
export const gatineauCleanerNames: [string, string, string] = [
  'Geneviève Lavoie',
  'Mathieu Bélanger',
  'Josée Pelletier',
];

/**
 * The language of a seeded cleaner's account (`users.locale`): Gatineau's seeded cleaners read
 * French and its demo cleaner English; every other city's cleaners, English.
 */
export function seededCleanerLocale(city: string, week: Pick<SeedCleanerWeek, 'key'>): Locale {
  if (city !== gatineauCity.name) return 'en-CA';
  return week.key === 'cleaner' ? gatineauDemoCleaner.locale : 'fr-CA';
}

/**
 * Cities served without a hiring page of their own: the spec lists the eight job-description
 * paths, and the careers page links only those (decision 110). Gatineau's cleaners apply through
 * the contractor application, whose city list comes from the database.
 */
export const citiesWithoutHiringPage: ReadonlySet<string> = new Set([gatineauCity.name]);

/** Gatineau's customer testimonial: every city served has one (the home carousel's rule). */
export const gatineauTestimonials: TestimonialSeed[] = [
  {
    name: 'Julie P.',
    city: gatineauCity.name,
    text: 'Deep clean of our Hull duplex before my parents came to stay. The quote showed the GST and QST on separate lines, the terms came in French first, and the bathroom tiles have not looked this good since we moved in.',
    rating: 5,
  },
];
