/** Spec §2 job-description pages: the path's city, as it reads in a sentence. */
export const hiringCities = {
  edmonton: 'Edmonton',
  calgary: 'Calgary',
  'lower-mainland': 'the Lower Mainland',
  winnipeg: 'Winnipeg',
  ottawa: 'Ottawa',
  toronto: 'Toronto',
  mississauga: 'Mississauga',
  brampton: 'Brampton',
} as const;

export type HiringCitySlug = keyof typeof hiringCities;

export const HIRING_PATH_PREFIX = '/house-cleaner-jobs-';

/** The page slug of a hiring path ('house-cleaner-jobs-calgary'), or null for another path. */
export function hiringPageSlug(pathname: string): string | null {
  if (!pathname.startsWith(HIRING_PATH_PREFIX)) return null;
  const city = pathname.slice(HIRING_PATH_PREFIX.length).replace(/\/$/, '');
  return city in hiringCities ? `house-cleaner-jobs-${city}` : null;
}

export function hiringCityName(pageSlug: string): string {
  const city = pageSlug.replace('house-cleaner-jobs-', '') as HiringCitySlug;
  return hiringCities[city] ?? '';
}

/** English defaults of a hiring page's labels, for a missing key or a failed call. */
export function hiringDefaults(city: string) {
  return {
    BANNER_HEADING: `House Cleaner Jobs in ${city}`,
    BANNER_SUBHEADING: `Earn up to $30 per hour cleaning homes in ${city}, and get paid within 48 hours of each completed shift.`,
    APPLY_NOW: 'Apply Now',
    OVERVIEW_HEADING: 'Job Overview',
    WHY_JOIN_HEADING: `Why Clean with MapleShine in ${city}`,
    WHY_JOIN_1_TITLE: 'Earn up to $30 per hour',
    WHY_JOIN_1_TEXT:
      'Clear hourly earnings on every job you complete, with the estimated hours shown before you accept.',
    WHY_JOIN_2_TITLE: 'Paid within 48 hours',
    WHY_JOIN_2_TEXT:
      'You are paid within 48 hours of each completed shift, so you never wait for a monthly pay run.',
    WHY_JOIN_3_TITLE: 'Choose your own jobs',
    WHY_JOIN_3_TEXT:
      'Accept the jobs that fit your schedule and turn down the rest. You decide when and how much you work.',
    WHY_JOIN_4_TITLE: 'Work close to home',
    WHY_JOIN_4_TEXT: `Jobs come from homes and businesses across ${city}, so you spend less time travelling.`,
    WHY_JOIN_5_TITLE: 'No cash, no invoices',
    WHY_JOIN_5_TEXT:
      'Customers book and pay by card through MapleShine, so there is no cash to collect and no invoice to chase.',
    WHY_JOIN_6_TITLE: 'All the details up front',
    WHY_JOIN_6_TEXT:
      "Address, customer contact, service, extras and time window are in your Jobs page before you head out, and you can't be booked for two overlapping jobs.",
    REQUIREMENTS_HEADING: 'What You Need',
    REQUIREMENT_1: 'Consent to a background check',
    REQUIREMENT_2: 'Your own standard cleaning supplies and equipment',
    REQUIREMENT_3: `A way to travel to jobs across ${city}`,
    REQUIREMENT_4: 'A smartphone to accept, start and complete jobs',
    CLOSING_HEADING: 'Ready to start?',
    CLOSING_TEXT:
      'The application takes about five minutes. Once your background check clears and you are approved, you can accept your first job.',
  };
}
