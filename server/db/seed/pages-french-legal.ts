import type { PageSeed } from './content-types.ts';

/** The terms and conditions and the privacy policy in French (decision 106), by slug; see pages-french.ts. */
export const legalPagesFrench: Record<string, Omit<PageSeed, 'slug'>> = {};
