import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type PayoutQuery = components['schemas']['AdminPayoutQuery'];
export type AdminPayout = components['schemas']['AdminPayoutItem'];
export type PayoutState = components['schemas']['AdminPayoutState'];

/** One page of payout items of a state, failed first, with the count of each state. */
export const adminPayoutsQuery = (client: ApiClient, query: PayoutQuery) =>
  queryOptions({
    queryKey: ['admin', 'payouts', query],
    queryFn: () => dataOf(client.POST('/api/admin/payouts/list', { body: query })),
    placeholderData: keepPreviousData,
  });

/** Hands a failed payout back to the transfer job; answers the server's sentence. */
export async function retryPayout(client: ApiClient, id: number, reason: string) {
  const answer = await envelopeOf(
    client.POST('/api/admin/payouts/retry', { body: { id, reason } }),
  );
  return answer.message;
}
