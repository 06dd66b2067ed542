import { defineTexts } from '../i18n/texts.ts';

/**
 * The payouts' catalogue module (issue 43, decision 133), shared by the dashboard's banner and
 * the payout pages (the test stand-in's onboarding, the return from Stripe): one definition, so
 * both share its loaded language.
 */
export const payoutTexts = defineTexts(
  'payouts',
  () => import('#shared/catalogue/en-CA/payouts.ts'),
  () => import('#shared/catalogue/fr-CA/payouts.ts'),
);
