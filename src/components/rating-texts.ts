import { defineTexts, useTexts } from '../i18n/texts.ts';

/** The rating summary's and the testimonial carousel's words (shared/catalogue/<locale>/ratings.ts). */
export const ratingCatalogue = defineTexts(
  'ratings',
  () => import('#shared/catalogue/en-CA/ratings.ts'),
  () => import('#shared/catalogue/fr-CA/ratings.ts'),
);

export function useRatingTexts() {
  return useTexts(ratingCatalogue).ratingTexts;
}
