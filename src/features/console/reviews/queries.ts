import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type ReviewQuery = components['schemas']['AdminReviewQuery'];

/** One page of reviews, hidden ones too, filtered on the server. */
export const adminReviewsQuery = (client: ApiClient, query: ReviewQuery) =>
  queryOptions({
    queryKey: ['admin', 'reviews', query],
    queryFn: () => dataOf(client.POST('/api/admin/reviews/list', { body: query })),
    placeholderData: keepPreviousData,
  });

/** Hides or publishes a review; answers the server's sentence. */
export async function moderate(
  client: ApiClient,
  id: number,
  visibility: 'Shown' | 'Hidden',
  reason: string,
) {
  const answer = await envelopeOf(
    client.POST('/api/admin/reviews/moderate', { body: { id, visibility, reason } }),
  );
  return answer.message;
}
