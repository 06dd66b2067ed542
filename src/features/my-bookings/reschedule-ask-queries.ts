import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';
import type { UnacceptedBookingRef } from './queries.ts';

export type TimeRequest = components['schemas']['TimeRequest'];

/** Asks the assigned cleaner for a time outside their free time (decision 125). */
export async function askForTime(
  client: ApiClient,
  booking: UnacceptedBookingRef,
  start: string,
  acceptIncrease: boolean,
): Promise<{ message: string; data: TimeRequest }> {
  const confirmed = acceptIncrease ? { bAcceptIncrease: true } : {};
  const answer =
    'token' in booking
      ? await envelopeOf(
          client.POST('/api/booking-link/ask-time', {
            body: { token: booking.token, start, ...confirmed },
          }),
        )
      : await envelopeOf(
          client.POST('/api/customer/booking/ask-time', {
            body: { iBookingId: booking.iBookingId, start, ...confirmed },
          }),
        );
  return { message: answer.message, data: answer.data };
}

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

/**
 * The customer's choice after a decline or a lapse: keep the time, open the new time to other
 * cleaners (decision 130) or cancel free.
 */
export async function chooseAfterNoAnswer(
  client: ApiClient,
  booking: UnacceptedBookingRef,
  choice: 'keep' | 'open' | 'cancel',
): Promise<string> {
  const answer =
    'token' in booking
      ? await envelopeOf(
          client.POST('/api/booking-link/time-request/choose', {
            body: { token: booking.token, vChoice: choice },
          }),
        )
      : await envelopeOf(
          client.POST('/api/customer/booking/time-request/choose', {
            body: { iBookingId: booking.iBookingId, vChoice: choice },
          }),
        );
  return answer.message;
}
