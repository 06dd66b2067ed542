import type { ApiClient } from '../../api/client.ts';
import type { DocumentSource } from './queries.ts';

// What a press on a download does, apart from the documents' query (queries.ts), so that it comes
// with the downloads' code (booking-documents.tsx), not before a booking's page's first render
// (decision 166).

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
