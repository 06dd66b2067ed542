import { defineTexts } from '../../i18n/texts.ts';

/** The home page's own texts in the page's language (shared/catalogue/<locale>/home.ts, decision 107). */
export const homeCatalogue = defineTexts(
  'home',
  () => import('#shared/catalogue/en-CA/home.ts'),
  () => import('#shared/catalogue/fr-CA/home.ts'),
);
