import { defineTexts, useTexts } from '../i18n/texts.ts';

/*
 * The public site's and sign-in pages' texts that are not page labels, in the page's language
 * (shared/catalogue/<locale>/public-texts.ts, decision 107).
 */
export const publicCatalogue = defineTexts(
  'public-texts',
  () => import('#shared/catalogue/en-CA/public-texts.ts'),
  () => import('#shared/catalogue/fr-CA/public-texts.ts'),
);

/** Empty lists, loaders and landmarks of the public pages. */
export function useSiteTexts() {
  return useTexts(publicCatalogue).siteTexts;
}
