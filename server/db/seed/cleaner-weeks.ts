import { gatineauCity, gatineauCleanerNames } from './quebec.ts';

/**
 * The demo marketplace's supply (decision 044): besides each city's demo cleaner, three cleaners
 * with different weeks, so a fresh start has real gaps and real choice. Nobody but the demo
 * cleaner works on Saturdays: a demo cleaner who takes a Saturday off leaves that Saturday with
 * no free cleaner in their city (the end-to-end test of issue 25 relies on it).
 */
export type SeedWeekRange = { weekday: number; from: string; until: string };

export type SeedCleanerWeek = {
  /** The part of the address before the city: `${key}.${city}@demo.mapleshine.ca`. */
  key: string;
  week: SeedWeekRange[];
  dailyJobCap: number;
};

const days = (weekdays: number[], from: string, until: string): SeedWeekRange[] =>
  weekdays.map((weekday) => ({ weekday, from, until }));

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];

/** The demo cleaner is there whenever the tests and a demo book: every day, 6:00AM to 11:00PM. */
export const demoCleanerWeek: SeedCleanerWeek = {
  key: 'cleaner',
  week: days([0, 1, 2, 3, 4, 5, 6], '06:00', '23:00'),
  dailyJobCap: 6,
};

export const seededCleanerWeeks: SeedCleanerWeek[] = [
  // Office hours on weekdays.
  { key: 'days', week: days(MONDAY_TO_FRIDAY, '08:00', '16:00'), dailyJobCap: 2 },
  // After a day job: weekday evenings.
  { key: 'evenings', week: days(MONDAY_TO_FRIDAY, '17:00', '22:00'), dailyJobCap: 1 },
  // Sundays in full and a few weekday mornings.
  {
    key: 'sundays',
    week: [...days([0], '09:00', '17:00'), ...days([2, 3], '07:00', '12:00')],
    dailyJobCap: 3,
  },
];

/** First and last names of the seeded cleaners, three a city, in the order of the weeks above. */
export const seededCleanerNames: Record<string, [string, string, string]> = {
  Brampton: ['Gurpreet Sandhu', 'Olivia Brown', 'Daniel Costa'],
  Calgary: ['Emily Chen', 'Mateo Alvarez', 'Grace Okafor'],
  Edmonton: ['Chloe Bouchard', 'Ryan Kowalczyk', 'Aisha Rahman'],
  'Lower Mainland': ['Mei Lin', 'Jacob Thompson', 'Isabella Rossi'],
  Mississauga: ['Fatima Siddiqui', 'Lucas Martin', 'Hannah Wilson'],
  Ottawa: ['Camille Roy', 'Ethan Campbell', 'Zara Ahmed'],
  Toronto: ['Nia Johnson', 'Marco Bianchi', 'Sarah Cohen'],
  Winnipeg: ['Ava Friesen', 'Tyler Wiebe', 'Maya Sinclair'],
  [gatineauCity.name]: gatineauCleanerNames,
};

export function seededCleanerEmail(key: string, city: string): string {
  return `${key}.${city.toLowerCase().replace(/\s+/g, '-')}@demo.mapleshine.ca`;
}
