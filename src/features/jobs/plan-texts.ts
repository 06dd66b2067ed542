import { defineTexts } from '../../i18n/texts.ts';

/** A regular cleaning's visit on the cleaner's board and job page (decision 144). */
export const planCleanerTexts = defineTexts(
  'regular-plan-cleaner',
  () => import('#shared/catalogue/en-CA/regular-plan-cleaner.ts'),
  () => import('#shared/catalogue/fr-CA/regular-plan-cleaner.ts'),
);
