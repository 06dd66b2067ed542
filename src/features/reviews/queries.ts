import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type BookingReview = components['schemas']['BookingReview'];
type ReviewCreate = components['schemas']['ReviewCreateRequest'];

/** A customer's reviews of their cleanings, or the reviews customers wrote of a contractor. */
export const roleReviewsQuery = (client: ApiClient, role: 'customer' | 'contractor') =>
  queryOptions({
    queryKey: ['reviews', role],
    queryFn: () =>
      dataOf(
        role === 'customer'
          ? client.POST('/api/customer/get_all_review', { body: {} })
          : client.POST('/api/contractor/get_all_review', { body: {} }),
      ),
  });

/** Spec §7: the author and role go with the review; the server checks them against the session. */
export function addReview(
  client: ApiClient,
  review: Omit<ReviewCreate, 'vRole' | 'eType'>,
): Promise<BookingReview> {
  return dataOf(
    client.POST('/api/review/add_review', {
      body: { ...review, vRole: 'Customer', eType: 'Customer' },
    }),
  );
}
