import { queryOptions } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { dataOf, type ApiClient } from '../../api/client.ts';

export type BookingDocument = components['schemas']['BookingDocument'];

/**
 * Whose booking's documents: the signed-in owner's by the booking's id, or a guest's by the
 * booking link's token (sent in the body, never in a URL).
 */
export type DocumentSource = { bookingId: number } | { linkToken: string };

export const bookingDocumentsQuery = (client: ApiClient, source: DocumentSource) =>
  queryOptions({
    queryKey:
      'bookingId' in source
        ? ['booking-documents', source.bookingId]
        : ['booking-documents', 'link', source.linkToken],
    queryFn: () =>
      dataOf(
        'bookingId' in source
          ? client.POST('/api/customer/booking_documents', {
              body: { iBookingId: source.bookingId },
            })
          : client.POST('/api/booking-link/documents', { body: { token: source.linkToken } }),
      ),
  });
