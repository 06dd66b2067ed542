import { defineTexts } from '../../i18n/texts.ts';

/** The cleaner's "Regular customers" on their dashboard (decision 144). */
export const planCleanerTexts = defineTexts(
  'regular-plan-cleaner',
  () => import('#shared/catalogue/en-CA/regular-plan-cleaner.ts'),
  () => import('#shared/catalogue/fr-CA/regular-plan-cleaner.ts'),
);
