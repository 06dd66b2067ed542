import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { adminBookingLabels as labels } from '#shared/catalogue/en-CA/admin-bookings.ts';
import { useApiClient } from '../../../../api/client.ts';
import { bookingDocumentFile, bookingDocumentsQuery, type BookingDocument } from '../queries.ts';

function describe(document: BookingDocument): string {
  const template =
    document.eKind === 'receipt' ? labels.DOCUMENT_RECEIPT : labels.DOCUMENT_CREDIT_NOTE;
  return template
    .replace('{number}', document.vNumber)
    .replace('{cites}', document.vCites ?? '')
    .replace('{amount}', document.vAmount)
    .replace('{date}', document.vIssuedOn);
}

function save(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The booking's receipt and credit notes, each downloadable as the PDF stored when issued. */
export function BookingDocuments({ bookingId }: { bookingId: number }) {
  const client = useApiClient();
  const documents = useQuery(bookingDocumentsQuery(client, bookingId));
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const list = documents.data ?? [];
  if (documents.isPending) return null;
  if (list.length === 0) return <Text fz="sm">{labels.NO_DOCUMENTS}</Text>;

  const download = async (document: BookingDocument) => {
    setBusy(document.vNumber);
    setFailure(null);
    try {
      save(await bookingDocumentFile(client, bookingId, document.vNumber), document.vFileName);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs">
      {list.map((document) => (
        <Group key={document.vNumber} justify="space-between" wrap="nowrap" gap="sm">
          <Text fz="sm">{describe(document)}</Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} stroke={1.75} aria-hidden />}
            loading={busy === document.vNumber}
            onClick={() => void download(document)}
            aria-label={labels.DOCUMENT_DOWNLOAD.replace('{number}', document.vNumber)}
          >
            {labels.DOCUMENT_PDF}
          </Button>
        </Group>
      ))}
      {failure !== null ? (
        <Text fz="sm" c="red.9" role="alert">
          {labels.DOCUMENT_FAILED.replace('{message}', failure)}
        </Text>
      ) : null}
    </Stack>
  );
}
