import { queryOptions } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';

/** A booking as its own page shows it (openapi.yaml `BookingPage`). */
export type BookingView = components['schemas']['BookingPage'];
/** The same, for its signed-in owner, with the id the bookings list's cancel takes. */
export type OwnBookingView = components['schemas']['OwnBookingPage'];
export type BookingCleaner = components['schemas']['BookingPageCleaner'];

/**
 * The booking a link opens. The token goes in the body, never in an address the server logs; it
 * is no part of the key's text anywhere but this tab's memory.
 */
export const bookingLinkQuery = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['booking-link', token],
    queryFn: () => dataOf(client.POST('/api/booking-link', { body: { token } })),
    retry: false,
    // A refusal is not asked again as the page mounts (each ask of a link that opens nothing
    // counts a miss): not the one the server rendered the page with (decision 159), nor one
    // met before. The page's own Retry asks again.
    retryOnMount: false,
  });

/** The signed-in customer's own booking by its number. */
export const ownBookingQuery = (client: ApiClient, vBookingNo: string) =>
  queryOptions({
    queryKey: ['own-booking', vBookingNo],
    queryFn: () => dataOf(client.POST('/api/customer/booking', { body: { vBookingNo } })),
    retry: false,
  });

/** Cancels through the link: answers the server's sentence and the booking after it. */
export async function cancelByLink(client: ApiClient, token: string, iFeeCents?: number) {
  return envelopeOf(
    client.POST('/api/booking-link/cancel', {
      body: iFeeCents === undefined ? { token } : { token, iFeeCents },
    }),
  );
}

/** What cancelling through the link costs now (issue 42). */
export function linkCancellationQuote(client: ApiClient, token: string) {
  return dataOf(client.POST('/api/booking-link/cancellation_quote', { body: { token } }));
}

/** openapi.yaml `CancellationQuote`. */
export type CancellationQuote = components['schemas']['CancellationQuote'];

/** Stops every link of the booking; answers the server's sentence. */
export async function endBookingLinks(client: ApiClient, token: string): Promise<string> {
  const answer = await envelopeOf(client.POST('/api/booking-link/end', { body: { token } }));
  return answer.message;
}
