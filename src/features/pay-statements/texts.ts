import { defineTexts } from '../../i18n/texts.ts';

/** The pay statements page's words (issue 43, decision 136). */
export const payStatementsTexts = defineTexts(
  'pay-statements',
  () => import('#shared/catalogue/en-CA/pay-statements.ts'),
  () => import('#shared/catalogue/fr-CA/pay-statements.ts'),
);
