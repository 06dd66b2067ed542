import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';

/** The signed-in customer's bookings; the session cookie says whose, no id is sent. */
export const customerBookingsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['customer-bookings'],
    queryFn: () => dataOf(client.POST('/api/customer/get_all_data', { body: {} })),
  });

/** Cancels a booking before its cleaning starts; answers the server's sentence. */
export async function cancelBooking(client: ApiClient, iBookingId: number): Promise<string> {
  const { data, error, response } = await client.POST('/api/customer/cancel_booking', {
    body: { iBookingId },
  });
  if (data) return data.message;
  throw new Error(error?.message ?? response.statusText);
}
