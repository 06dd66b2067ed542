import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { Job } from '../../components/job-card.tsx';
import type { AccessNotes } from '#shared/access-notes.ts';

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

/** Cancels a booking before its cleaning starts; answers the server's sentence. */
export async function cancelBooking(client: ApiClient, iBookingId: number): Promise<string> {
  const answer = await envelopeOf(
    client.POST('/api/customer/cancel_booking', { body: { iBookingId } }),
  );
  return answer.message;
}
