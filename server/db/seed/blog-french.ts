import { blogFrenchKitchenBathrooms } from './blog-french-kitchen-bathrooms.ts';
import { blogFrenchMovingSeasons } from './blog-french-moving-seasons.ts';

/** A post's French: its title, its HTML and its image's text alternative. */
export type FrenchPost = { title: string; html: string; imageAlt: string };

/**
 * The blog in French (decision 106), by the post's slug, which is the same in both languages.
 * Written for Canadian French readers, not word for word; links go to the French site (/fr).
 */
export const blogFrench: Record<string, FrenchPost> = {
  ...blogFrenchKitchenBathrooms,
  ...blogFrenchMovingSeasons,
};
