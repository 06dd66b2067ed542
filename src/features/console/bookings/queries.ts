import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type BookingQuery = components['schemas']['AdminBookingQuery'];
export type BookingListItem = components['schemas']['AdminBookingListItem'];
export type AdminBooking = components['schemas']['AdminBooking'];
export type BookingStatus = components['schemas']['AdminBookingStatus'];
export type RefundRequest = components['schemas']['AdminBookingRefundRequest'];
export type OperatorAction = AdminBooking['actions'][number];

/** One page of bookings; the server filters and pages (decision 047's list pattern). */
export const bookingListQuery = (client: ApiClient, query: BookingQuery) =>
  queryOptions({
    queryKey: ['admin', 'bookings', query],
    queryFn: () => dataOf(client.POST('/api/admin/bookings/list', { body: query })),
    placeholderData: keepPreviousData,
  });

export const bookingQuery = (client: ApiClient, bookingId: number) =>
  queryOptions({
    queryKey: ['admin', 'booking', bookingId],
    queryFn: () => dataOf(client.POST('/api/admin/bookings/get', { body: { bookingId } })),
  });

export type BookingDocument = components['schemas']['BookingDocument'];

/** The booking's receipt and credit notes (decision 101); read again after a refund. */
export const bookingDocumentsQuery = (client: ApiClient, bookingId: number) =>
  queryOptions({
    queryKey: ['admin', 'booking', bookingId, 'documents'],
    queryFn: () => dataOf(client.POST('/api/admin/bookings/documents', { body: { bookingId } })),
  });

/** One document's stored PDF. */
export async function bookingDocumentFile(
  client: ApiClient,
  bookingId: number,
  vNumber: string,
): Promise<Blob> {
  const { data } = await client.POST('/api/admin/bookings/document', {
    body: { bookingId, vNumber },
    parseAs: 'blob',
  });
  if (!data) throw new Error('No file in the answer.');
  return data as Blob;
}

export type BookingLedger = components['schemas']['AdminBookingLedger'];

/** The booking's money movements with their sums (decision 132). */
export const bookingLedgerQuery = (client: ApiClient, bookingId: number) =>
  queryOptions({
    queryKey: ['admin', 'booking', bookingId, 'ledger'],
    queryFn: () => dataOf(client.POST('/api/admin/bookings/ledger', { body: { bookingId } })),
  });
