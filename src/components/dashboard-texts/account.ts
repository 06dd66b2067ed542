import { defineTexts } from '../../i18n/texts.ts';

/** The profile, its forms and the shell's own words. */
export const accountTexts = defineTexts(
  'account',
  () => import('#shared/catalogue/en-CA/account.ts'),
  () => import('#shared/catalogue/fr-CA/account.ts'),
);
