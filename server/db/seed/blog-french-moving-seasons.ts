import type { FrenchPost } from './blog-french.ts';

/** The moving-day and seasonal posts in French (decision 106), by slug; see blog-french.ts. */
export const blogFrenchMovingSeasons: Record<string, FrenchPost> = {};
