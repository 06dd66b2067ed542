import { defineTexts } from '../../i18n/texts.ts';

/** The plan page's words (issue 45, decision 145), each language its own chunk. */
export const planTexts = defineTexts(
  'plan-page',
  () => import('#shared/catalogue/en-CA/plan-page.ts'),
  () => import('#shared/catalogue/fr-CA/plan-page.ts'),
);
