import type { components } from '#shared/api-schema.d.ts';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';

export type TipOffer = components['schemas']['TipOffer'];

/** The booking a tip is for: its page link's token (a guest's page) or its id (signed in). */
export type TipBookingRef = { token: string } | { iBookingId: number };

const keyOf = (booking: TipBookingRef) =>
  ['tip', 'token' in booking ? booking.token : booking.iBookingId] as const;

/** The tip panel of a completed booking; the token goes in the body only. */
export const tipOfferQuery = (client: ApiClient, booking: TipBookingRef) => ({
  queryKey: keyOf(booking),
  queryFn: (): Promise<TipOffer> =>
    'token' in booking
      ? dataOf(client.POST('/api/booking-link/tip', { body: { token: booking.token } }))
      : dataOf(
          client.POST('/api/customer/booking/tip', { body: { iBookingId: booking.iBookingId } }),
        ),
  staleTime: 0,
});

/**
 * Adds the tip, in cents: answers the server's thanks and the panel after it. `authenticated`
 * finishes a tip whose card asked for the bank's check (the answer's `vClientSecret`, decision
 * 131) once the customer answered it.
 */
export async function addTip(
  client: ApiClient,
  booking: TipBookingRef,
  iAmountCents: number,
  authenticated = false,
): Promise<{ message: string; data: TipOffer }> {
  const flag = authenticated ? { bAuthenticated: true } : {};
  const answer =
    'token' in booking
      ? await envelopeOf(
          client.POST('/api/booking-link/tip/add', {
            body: { token: booking.token, iAmountCents, ...flag },
          }),
        )
      : await envelopeOf(
          client.POST('/api/customer/booking/tip/add', {
            body: { iBookingId: booking.iBookingId, iAmountCents, ...flag },
          }),
        );
  return { message: answer.message, data: answer.data };
}
