import type { PageSeed } from './content-types.ts';

/** The five service pages, the commercial page and the careers page in French (decision 106), by slug; see pages-french.ts. */
export const servicePagesFrench: Record<string, Omit<PageSeed, 'slug'>> = {};
