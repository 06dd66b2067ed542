import type { ContentQuery } from './queries.ts';

/** The address's content filters as the request wants them: only the ones given. */
export function contentRequest(
  filters: Partial<Record<'text' | 'published' | 'french', string>>,
): ContentQuery {
  return {
    ...(filters.french === 'missing' ? { missingFrench: true } : {}),
    ...(filters.text ? { text: filters.text } : {}),
    ...(filters.published === 'yes' || filters.published === 'no'
      ? { published: filters.published === 'yes' }
      : {}),
  };
}
