import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type CleanerQuery = components['schemas']['AdminCleanerQuery'];
export type CleanerRow = components['schemas']['AdminCleanerRow'];

/** One page of cleaners, filtered on the server (decision 047's list pattern). */
export const cleanersQuery = (client: ApiClient, query: CleanerQuery) =>
  queryOptions({
    queryKey: ['admin', 'cleaners', query],
    queryFn: () => dataOf(client.POST('/api/admin/cleaners/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export const cleanerQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['admin', 'cleaner', id],
    queryFn: () => dataOf(client.POST('/api/admin/cleaners/get', { body: { id } })),
  });

export const supplyDemandQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'supply-demand'],
    queryFn: () => dataOf(client.POST('/api/admin/cleaners/supply-demand', { body: {} })),
  });

/** Pauses or resumes; answers the server's sentence. */
export async function setPaused(client: ApiClient, id: number, paused: boolean, reason: string) {
  const body = { id, reason };
  const answer = await envelopeOf(
    paused
      ? client.POST('/api/admin/cleaners/pause', { body })
      : client.POST('/api/admin/cleaners/resume', { body }),
  );
  return answer.message;
}

/** A cleaner's tax details, masked; the server writes each read to the audit log. */
export const cleanerTaxDetailsQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['admin', 'cleaner', id, 'tax-details'],
    queryFn: () => dataOf(client.POST('/api/admin/cleaners/tax-details', { body: { id } })),
    // Each read is an audit entry: not read again on every return to the tab.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
/** Records a renewed background check (decision 134); answers the server's sentence. */
export async function recordCheck(
  client: ApiClient,
  contractorId: number,
  check: components['schemas']['AdminBackgroundCheck'],
) {
  const answer = await envelopeOf(
    client.POST('/api/admin/cleaners/record-check', { body: { contractorId, check } }),
  );
  return answer.message;
}
