import { defineTexts } from '../i18n/texts.ts';

/**
 * The tips' catalogue module (issue 42, decision 119), shared by the booking's tip panel and the
 * cleaner's earnings: one definition, so both share its loaded language.
 */
export const tipTexts = defineTexts(
  'tips',
  () => import('#shared/catalogue/en-CA/tips.ts'),
  () => import('#shared/catalogue/fr-CA/tips.ts'),
);
