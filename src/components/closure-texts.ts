import { defineTexts } from '../i18n/texts.ts';

/**
 * Closing an account's catalogue module (issue 44, decision 139), shared by the profile's
 * "Close my account" and the console's "Close account": one definition, one loaded language.
 */
export const closureTexts = defineTexts(
  'account-closure',
  () => import('#shared/catalogue/en-CA/account-closure.ts'),
  () => import('#shared/catalogue/fr-CA/account-closure.ts'),
);
