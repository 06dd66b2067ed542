import { defineTexts } from '../../i18n/texts.ts';

/** /contact-us's texts in the page's language (shared/catalogue/<locale>/contact.ts, decision 107). */
export const contactCatalogue = defineTexts(
  'contact',
  () => import('#shared/catalogue/en-CA/contact.ts'),
  () => import('#shared/catalogue/fr-CA/contact.ts'),
);
