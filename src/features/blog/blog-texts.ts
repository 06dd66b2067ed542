import { defineTexts } from '../../i18n/texts.ts';

/** The blog's texts in the page's language (shared/catalogue/<locale>/blog.ts, decision 107). */
export const blogCatalogue = defineTexts(
  'blog',
  () => import('#shared/catalogue/en-CA/blog.ts'),
  () => import('#shared/catalogue/fr-CA/blog.ts'),
);
