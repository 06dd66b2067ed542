import { defineTexts } from '../../../i18n/texts.ts';

/** The background checks' words (decision 134): the approval form and the cleaner's page. */
export const checkTexts = defineTexts(
  'background-checks',
  () => import('#shared/catalogue/en-CA/background-checks.ts'),
  () => import('#shared/catalogue/fr-CA/background-checks.ts'),
);
