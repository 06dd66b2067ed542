import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

export type CleanerTimeRequest = components['schemas']['CleanerTimeRequest'];

/** The signed-in cleaner's requests waiting for their answer. */
export const cleanerTimeRequestsQuery = (client: ApiClient) => ({
  queryKey: ['cleaner-time-requests'] as const,
  queryFn: async () =>
    (await envelopeOf(client.POST('/api/contractor/time-requests', { body: {} }))).data.aRequests,
});

/** The cleaner accepts or declines; answers the server's sentence. */
export async function answerTimeRequest(
  client: ApiClient,
  requestId: number,
  accept: boolean,
): Promise<string> {
  const answer = await envelopeOf(
    client.POST('/api/contractor/time-request/answer', {
      body: { iRequestId: requestId, bAccept: accept },
    }),
  );
  return answer.message;
}
