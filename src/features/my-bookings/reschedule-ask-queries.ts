import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';
import type { UnacceptedBookingRef } from './queries.ts';

export type TimeRequest = components['schemas']['TimeRequest'];

/** The booking's request the customer still has to read, or undefined. */
async function timeRequest(
  client: ApiClient,
  booking: UnacceptedBookingRef,
): Promise<TimeRequest | null> {
  const answer =
    'token' in booking
      ? await envelopeOf(
          client.POST('/api/booking-link/time-request', { body: { token: booking.token } }),
        )
      : await envelopeOf(
          client.POST('/api/customer/booking/time-request', {
            body: { iBookingId: booking.iBookingId },
          }),
        );
  return answer.data.oRequest ?? null;
}

/** Its query: the token stays in memory, never in a URL. */
export const timeRequestQuery = (client: ApiClient, booking: UnacceptedBookingRef) => ({
  queryKey: ['time-request', 'token' in booking ? booking.token : booking.iBookingId] as const,
  queryFn: () => timeRequest(client, booking),
});
