import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type ApplicationQuery = components['schemas']['AdminApplicationQuery'];
export type Application = components['schemas']['AdminApplication'];
export type ApplicationStatus = Application['status'];

export const applicationsQuery = (client: ApiClient, query: ApplicationQuery) =>
  queryOptions({
    queryKey: ['admin', 'applications', query],
    queryFn: () => dataOf(client.POST('/api/admin/applications/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export type BackgroundCheck = components['schemas']['AdminBackgroundCheck'];

/** Approves with the clear background check that clears the applicant (decision 134). */
export async function approveApplication(
  client: ApiClient,
  contractorId: number,
  check: BackgroundCheck,
) {
  const answer = await envelopeOf(
    client.POST('/api/admin/applications/approve', { body: { contractorId, check } }),
  );
  return answer.message;
}

export async function rejectApplication(
  client: ApiClient,
  input: { contractorId: number; reason: string },
) {
  const answer = await envelopeOf(client.POST('/api/admin/applications/reject', { body: input }));
  return answer.message;
}
