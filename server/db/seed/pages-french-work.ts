import type { PageSeed } from './content-types.ts';

/** The Edmonton move-out landing page and the eight house-cleaner-jobs pages in French (decision 106), by slug; see pages-french.ts. */
export const workPagesFrench: Record<string, Omit<PageSeed, 'slug'>> = {};
