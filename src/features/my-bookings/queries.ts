import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { Job } from '../../components/job-card.tsx';
import type { AccessNotes } from '#shared/access-notes.ts';
import type { components } from '#shared/api-schema.d.ts';

export type OfferedTime = components['schemas']['OfferedTime'];
export type OfferedTimes = components['schemas']['OfferedTimes'];
export type OfferedDay = components['schemas']['OfferedDay'];
export type MovedBooking = components['schemas']['MovedBooking'];

/** A booking the customer reaches: by its page link's token (a guest), or signed in by its id. */
export type UnacceptedBookingRef = { token: string } | { iBookingId: number };

export type BookingPage = { bookings: Job[]; nextCursor: string | null };

async function bookingPage(client: ApiClient, cursor: string | null): Promise<BookingPage> {
  const answer = await envelopeOf(
    client.POST('/api/customer/get_all_data', {
      body: cursor === null ? {} : { vCursor: cursor },
    }),
  );
  return { bookings: answer.data, nextCursor: answer.vNextCursor };
}

/**
 * The signed-in customer's upcoming bookings and newest past ones; each further page is earlier
 * past bookings, loaded when the customer asks (decision 054). The session cookie says whose.
 */
export const customerBookingsQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: ['customer-bookings'],
    queryFn: ({ pageParam }) => bookingPage(client, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every booking of the pages loaded so far. */
export function loadedBookings(data: InfiniteData<BookingPage> | undefined): Job[] | undefined {
  return data?.pages.flatMap((page) => page.bookings);
}

/** Replaces a booking's access notes until its cleaning starts; answers the server's sentence. */
export async function changeAccessNotes(
  client: ApiClient,
  iBookingId: number,
  accessNotes: AccessNotes,
): Promise<string> {
  const answer = await envelopeOf(
    client.POST('/api/customer/update_access_notes', { body: { iBookingId, accessNotes } }),
  );
  return answer.message;
}

/**
 * Cancels a booking before its cleaning starts, with the cancellation fee the customer was shown
 * (none when absent; a different fee now is refused with 409); answers the server's sentence.
 */
export async function cancelBooking(
  client: ApiClient,
  iBookingId: number,
  iFeeCents?: number,
): Promise<string> {
  const answer = await envelopeOf(
    client.POST('/api/customer/cancel_booking', {
      body: iFeeCents === undefined ? { iBookingId } : { iBookingId, iFeeCents },
    }),
  );
  return answer.message;
}

/** What cancelling one of the customer's bookings costs now (issue 42). */
export function ownCancellationQuote(client: ApiClient, iBookingId: number) {
  return dataOf(client.POST('/api/customer/cancellation_quote', { body: { iBookingId } }));
}

/**
 * The times a booking could move to (decisions 098, 121): which days of the next two weeks have
 * a free time, and the free times of `day` — without it, of the first day with one (decision 126).
 */
export async function offeredTimes(
  client: ApiClient,
  booking: UnacceptedBookingRef,
  day?: string,
): Promise<OfferedTimes> {
  const chosen = day === undefined ? {} : { sDay: day };
  const answer =
    'token' in booking
      ? await envelopeOf(
          client.POST('/api/booking-link/free-times', {
            body: { token: booking.token, ...chosen },
          }),
        )
      : await envelopeOf(
          client.POST('/api/customer/booking/free-times', {
            body: { iBookingId: booking.iBookingId, ...chosen },
          }),
        );
  return answer.data;
}

/** The key of every day's times of a booking: what a move makes stale. */
export const offeredTimesKey = (booking: UnacceptedBookingRef) =>
  ['offered-times', 'token' in booking ? booking.token : booking.iBookingId] as const;

/** Its query: the token is the key's secret part, so it stays in memory, never in a URL. */
export const offeredTimesQuery = (
  client: ApiClient,
  booking: UnacceptedBookingRef,
  day?: string,
) => ({
  queryKey: [...offeredTimesKey(booking), day ?? null] as const,
  queryFn: () => offeredTimes(client, booking, day),
});

/** Moves the booking to an offered time; answers the server's sentence and the new time. */
export async function moveToTime(
  client: ApiClient,
  booking: UnacceptedBookingRef,
  start: string,
  acceptIncrease = false,
): Promise<{ message: string; data: MovedBooking }> {
  // A higher price at the new time is moved only with the customer's yes (decision 121).
  const confirmed = acceptIncrease ? { bAcceptIncrease: true } : {};
  const answer =
    'token' in booking
      ? await envelopeOf(
          client.POST('/api/booking-link/move', {
            body: { token: booking.token, start, ...confirmed },
          }),
        )
      : await envelopeOf(
          client.POST('/api/customer/booking/move', {
            body: { iBookingId: booking.iBookingId, start, ...confirmed },
          }),
        );
  return { message: answer.message, data: answer.data };
}
