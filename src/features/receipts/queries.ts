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

/** The stored PDF of one document, as a Blob. */
export async function documentFile(
  client: ApiClient,
  source: DocumentSource,
  vNumber: string,
): Promise<Blob> {
  const { data } =
    'bookingId' in source
      ? await client.POST('/api/customer/booking_document', {
          body: { iBookingId: source.bookingId, vNumber },
          parseAs: 'blob',
        })
      : await client.POST('/api/booking-link/document', {
          body: { token: source.linkToken, vNumber },
          parseAs: 'blob',
        });
  if (!data) throw new Error('No file in the answer.');
  return data as Blob;
}

/** Saves a Blob under a file name, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
