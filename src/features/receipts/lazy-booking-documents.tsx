import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { lateComponent, lateModule } from '../../components/late-module.ts';
import { bookingDocumentsQuery, type DocumentSource } from './queries.ts';
import type * as DocumentsModule from './booking-documents.tsx';

export type { DocumentSource } from './queries.ts';

// The downloads show only once the documents' own call (made in the browser, never by the
// server's render) finds some, on a completed booking: their code (the buttons, the download,
// the receipts' texts) is asked for beside that call and adds no wait (decision 166, as the tip
// panel's, decision 158).
const documentsModule = lateModule<typeof DocumentsModule>(() => import('./booking-documents.tsx'));
const BookingDocuments = lateComponent(documentsModule, (module) => module.BookingDocuments);

/** A booking's receipt and credit notes (booking-documents.tsx): nothing until there are some. */
export function LazyBookingDocuments({ source }: { source: DocumentSource }) {
  const client = useApiClient();
  documentsModule.preload();
  const documents = useQuery(bookingDocumentsQuery(client, source));
  if (!documents.data || documents.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BookingDocuments source={source} list={documents.data} />
    </Suspense>
  );
}
