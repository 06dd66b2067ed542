import type { FrenchPost } from './blog-french.ts';

/** The kitchen and bathroom posts in French (decision 106), by slug; see blog-french.ts. */
export const blogFrenchKitchenBathrooms: Record<string, FrenchPost> = {};
