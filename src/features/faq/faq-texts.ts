import { defineTexts } from '../../i18n/texts.ts';

/** The FAQ page's texts in the page's language (shared/catalogue/<locale>/faq.ts, decision 107). */
export const faqCatalogue = defineTexts(
  'faq',
  () => import('#shared/catalogue/en-CA/faq.ts'),
  () => import('#shared/catalogue/fr-CA/faq.ts'),
);
