import { defineTexts } from '../../i18n/texts.ts';

/** /join-us's texts in the page's language (shared/catalogue/<locale>/join-us.ts, decision 107). */
export const joinUsCatalogue = defineTexts(
  'join-us',
  () => import('#shared/catalogue/en-CA/join-us.ts'),
  () => import('#shared/catalogue/fr-CA/join-us.ts'),
);
