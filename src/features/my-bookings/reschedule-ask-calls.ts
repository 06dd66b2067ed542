import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { UnacceptedBookingRef } from './queries.ts';
import type { TimeRequest } from './reschedule-ask-queries.ts';

// The calls a customer's press makes (decision 164): apart from the request's query, which the
// page's chunk holds, so that their code comes with the dialog and the panel that make them.

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
