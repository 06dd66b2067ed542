import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type SecurityIncident = components['schemas']['AdminSecurityIncident'];
export type IncidentInput = components['schemas']['AdminSecurityIncidentInput'];

/** A page of the record of security incidents, newest discovered first (decision 141). */
export const securityIncidentsQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['admin', 'security-incidents', page],
    queryFn: () => dataOf(client.POST('/api/admin/security-incidents/list', { body: { page } })),
    placeholderData: keepPreviousData,
  });

export const securityIncidentQuery = (client: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['admin', 'security-incident', id],
    queryFn: () => dataOf(client.POST('/api/admin/security-incidents/get', { body: { id } })),
    retry: false,
  });

/** Records an incident; answers the server's sentence. */
export async function recordIncident(client: ApiClient, input: IncidentInput) {
  const answer = await envelopeOf(
    client.POST('/api/admin/security-incidents/record', { body: input }),
  );
  return answer.message;
}

/** Changes an incident's record; answers the server's sentence. */
export async function updateIncident(client: ApiClient, id: number, input: IncidentInput) {
  const answer = await envelopeOf(
    client.POST('/api/admin/security-incidents/update', { body: { id, ...input } }),
  );
  return answer.message;
}
