import { defineTexts } from '../../i18n/texts.ts';

/** A cleaner's working hours. */
export const workingHoursTexts = defineTexts(
  'working-hours',
  () => import('#shared/catalogue/en-CA/working-hours.ts'),
  () => import('#shared/catalogue/fr-CA/working-hours.ts'),
);
