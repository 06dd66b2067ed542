import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type PolicyVersion = components['schemas']['AdminCancellationPolicyVersion'];
export type PolicyTier = components['schemas']['AdminCancellationTier'];
export type PolicyFee = components['schemas']['AdminCancellationFee'];
export type PolicyInput = components['schemas']['AdminCancellationPolicyInput'];

/** The policy's versions, newest (the one in force) first (decision 127). */
export const cancellationPolicyQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'cancellation-policy'],
    queryFn: () => dataOf(client.POST('/api/admin/cancellation-policy', { body: {} })),
  });

/** Publishes a new version; answers the server's sentence. */
export async function publishCancellationPolicy(client: ApiClient, input: PolicyInput) {
  return (await envelopeOf(client.POST('/api/admin/cancellation-policy/publish', { body: input })))
    .message;
}
