/*
 * The eight job-description pages (house-cleaner-jobs-<city>): banner, overview, six why-join
 * cards and requirements, told for each city.
 */

export type HiringCity = {
  /** As it reads in a sentence: 'Edmonton', 'the Lower Mainland'. */
  inText: string;
  /** Neighbourhoods and nearby areas where jobs come from. */
  areas: string;
  /** One sentence about the local work. */
  local: string;
};

/** A house-cleaner-jobs-<city> page: banner, overview, six why-join cards, requirements. */
export function hiringPageLabels(city: HiringCity) {
  return {
    BANNER_HEADING: `House Cleaner Jobs in ${city.inText}`,
    BANNER_SUBHEADING: `Earn up to $30 per hour cleaning homes in ${city.inText}, and get paid within 48 hours of each completed shift.`,
    APPLY_NOW: 'Apply Now',
    OVERVIEW_HEADING: 'Job Overview',
    OVERVIEW_TEXT: `MapleShine connects customers in ${city.inText} with vetted, background-checked cleaners for one-time move-out and move-in, deep, post-event, routine and commercial cleans. ${city.local} As an independent contractor you choose the jobs you accept, and every job shows the address, time window, service, estimated hours and extras before you commit.`,
    WHY_JOIN_HEADING: `Why Clean with MapleShine in ${city.inText}`,
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
    WHY_JOIN_4_TEXT: `Jobs come from homes and businesses across ${city.areas}, so you spend less time travelling.`,
    WHY_JOIN_5_TITLE: 'No cash, no invoices',
    WHY_JOIN_5_TEXT:
      'Customers book and pay by card through MapleShine, so there is no cash to collect and no invoice to chase.',
    WHY_JOIN_6_TITLE: 'All the details up front',
    WHY_JOIN_6_TEXT:
      "Address, customer contact, service, extras and time window are in your Jobs page before you head out, and you can't be booked for two overlapping jobs.",
    REQUIREMENTS_HEADING: 'What You Need',
    REQUIREMENT_1: 'Consent to a background check',
    REQUIREMENT_2: 'Your own standard cleaning supplies and equipment',
    REQUIREMENT_3: `A way to travel to jobs across ${city.inText}`,
    REQUIREMENT_4: 'A smartphone to accept, start and complete jobs',
    CLOSING_HEADING: 'Ready to start?',
    CLOSING_TEXT:
      'The application takes about five minutes. Once your background check clears and you are approved, you can accept your first job.',
  };
}

/** The cities with a hiring page, keyed by the end of its path (/house-cleaner-jobs-calgary). */
export const hiringCities = {
  edmonton: {
    inText: 'Edmonton',
    areas: 'Oliver, Downtown, Windermere, Summerside and Mill Woods',
    local:
      'Move-out and move-in cleans are in steady demand here, from downtown condos to family homes in the southwest.',
  },
  calgary: {
    inText: 'Calgary',
    areas: 'the Beltline, Mission, Bridgeland, Tuscany and Mahogany',
    local:
      'Calgary customers book everything from inner-city condo cleans to deep cleans of suburban family homes.',
  },
  'lower-mainland': {
    inText: 'the Lower Mainland',
    areas: 'Vancouver, Burnaby, Richmond, Surrey and Coquitlam',
    local:
      'Across the Lower Mainland, jobs range from downtown Vancouver apartments to townhouses and basement suites in Surrey and Coquitlam.',
  },
  winnipeg: {
    inText: 'Winnipeg',
    areas: 'Osborne Village, River Heights, St. Vital, Transcona and the Exchange District',
    local:
      'Winnipeg customers book routine and deep cleans year-round, with move-out cleans peaking around the end of each month.',
  },
  ottawa: {
    inText: 'Ottawa',
    areas: 'Westboro, the Glebe, Centretown, Kanata and Orléans',
    local:
      "Ottawa's many rentals mean regular move-in and move-out work, alongside deep cleans and small office cleans.",
  },
  toronto: {
    inText: 'Toronto',
    areas: 'the Annex, Leslieville, Liberty Village, North York and Etobicoke',
    local:
      'Toronto has the widest mix of jobs, from condo move-outs and post-event cleanups to early-morning studio and office cleans.',
  },
  mississauga: {
    inText: 'Mississauga',
    areas: 'Port Credit, Streetsville, Erin Mills, Meadowvale and the City Centre',
    local:
      'Mississauga customers book deep and routine cleans for family homes and condos, plus move-in cleans for new buyers.',
  },
  brampton: {
    inText: 'Brampton',
    areas: 'Springdale, Mount Pleasant, Bramalea, Heart Lake and Castlemore',
    local:
      'Brampton households book post-event cleanups after family gatherings and celebrations, as well as deep and move-in cleans.',
  },
} satisfies Record<string, HiringCity>;
