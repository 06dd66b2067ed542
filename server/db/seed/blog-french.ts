/**
 * The blog in French (decision 106), by the post's slug, which is the same in both languages:
 * its title, its HTML and its image's text alternative. Written for Canadian French readers.
 */
export const blogFrench: Record<string, { title: string; html: string; imageAlt: string }> = {};
