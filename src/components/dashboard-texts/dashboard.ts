import { defineTexts } from '../../i18n/texts.ts';

/** The dashboard's screens: bookings, jobs, pay statements and their states. */
export const dashboardTexts = defineTexts(
  'dashboard',
  () => import('#shared/catalogue/en-CA/dashboard.ts'),
  () => import('#shared/catalogue/fr-CA/dashboard.ts'),
);
