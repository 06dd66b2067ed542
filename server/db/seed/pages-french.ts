import type { PageSeed } from './content-types.ts';

/**
 * The content pages in French (decision 106), by slug: the title (the page's h1) and the HTML,
 * which, as the English, never repeats the title. Written for Canadian French readers.
 */
export const pageFrench: Record<string, Omit<PageSeed, 'slug'>> = {};
