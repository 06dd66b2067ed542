import { defineTexts } from '../../i18n/texts.ts';

/** The content pages' texts in the page's language (shared/catalogue/<locale>/content.ts, decision 107). */
export const contentCatalogue = defineTexts(
  'content',
  () => import('#shared/catalogue/en-CA/content.ts'),
  () => import('#shared/catalogue/fr-CA/content.ts'),
);
