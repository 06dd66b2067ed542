import { gatineauCity, gatineauDemoCleaner } from './quebec.ts';

/** Years-of-experience choices of the contractor application. */
export const experienceSeed = [
  { label: 'Less than 1 year', sortOrder: 1 },
  { label: '1–2 years', sortOrder: 2 },
  { label: '3–5 years', sortOrder: 3 },
  { label: '6–10 years', sortOrder: 4 },
  { label: 'More than 10 years', sortOrder: 5 },
];

/**
 * Demo accounts for local development, the tests and a public demo: one customer and one approved
 * contractor per city, and in development the operator. The README lists them; a server started
 * without APP_ENV=development or DEMO_MODE never seeds them (seed.ts, `DemoAccounts`).
 */
export const DEMO_PASSWORD = 'Spotless-Demo-2026';

export const demoCustomer = {
  email: 'customer@demo.mapleshine.ca',
  firstName: 'Amelia',
  lastName: 'Tremblay',
  mobile: '7805550142',
  address: '10150 Jasper Ave NW',
  city: 'Edmonton',
  zipCode: 'T5J 1W4',
  region: 'Alberta',
  country: 'Canada',
};

/** The demo operator of the console at /admin (decision 047), with the demo password. */
export const demoOperator = { email: 'operator@demo.mapleshine.ca', fullName: 'Morgan Ouellette' };

/**
 * The demo operator's second factor (decision 078): the key of their authenticator app, seeded
 * with it set up, so development and the tests sign in with a code computed from it. Like the
 * demo password, it exists only where APP_ENV=development seeds the operator.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'MAPLESHINEDEMOOPERATORTOTP234567';

const contractorNames: Record<string, string> = {
  Brampton: 'Harpreet Gill',
  Calgary: 'Jordan Singh',
  Edmonton: 'Marie Leblanc',
  'Lower Mainland': 'Kenji Watanabe',
  Mississauga: 'Sofia Oliveira',
  Ottawa: 'Liam Gagnon',
  Toronto: 'Ama Mensah',
  Winnipeg: 'Noah Friesen',
  [gatineauCity.name]: gatineauDemoCleaner.fullName,
};

export function demoContractorEmail(city: string): string {
  return `cleaner.${city.toLowerCase().replace(/\s+/g, '-')}@demo.mapleshine.ca`;
}

export function demoContractorName(city: string): string {
  return contractorNames[city] ?? `${city} Cleaner`;
}

/** Readers whose comments make the seeded blog look lived-in (demo accounts too). */
export const demoCommenters = [
  { email: 'priya.reader@demo.mapleshine.ca', firstName: 'Priya', lastName: 'Natarajan' },
  { email: 'daniel.reader@demo.mapleshine.ca', firstName: 'Daniel', lastName: 'Kowalski' },
  { email: 'fatima.reader@demo.mapleshine.ca', firstName: 'Fatima', lastName: 'Haddad' },
];
