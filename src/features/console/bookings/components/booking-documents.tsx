import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { adminBookingLabels } from '#shared/catalogue/en-CA/admin-bookings.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts } from '../../components/console-texts.ts';
import { useApiClient } from '../../../../api/client.ts';
import { saveFile } from '../../../../components/save-file.ts';
import { bookingDocumentFile, bookingDocumentsQuery, type BookingDocument } from '../queries.ts';

type Labels = Translation<typeof adminBookingLabels>;

function describe(
  labels: Labels,
  t: (message: string, values: Record<string, string>) => string,
  document: BookingDocument,
): string {
  const template =
    document.eKind === 'receipt' ? labels.DOCUMENT_RECEIPT : labels.DOCUMENT_CREDIT_NOTE;
  return t(template, {
    number: document.vNumber,
    cites: document.vCites ?? '',
    amount: document.vAmount,
    date: document.vIssuedOn,
  });
}

/** The booking's receipt and credit notes, each downloadable as the PDF stored when issued. */
export function BookingDocuments({ bookingId }: { bookingId: number }) {
  const client = useApiClient();
  const { adminBookingLabels: labels } = useTexts(adminBookingsTexts);
  const { t } = useFormat();
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
      saveFile(await bookingDocumentFile(client, bookingId, document.vNumber), document.vFileName);
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
          <Text fz="sm">{describe(labels, t, document)}</Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={16} stroke={1.75} aria-hidden />}
            loading={busy === document.vNumber}
            onClick={() => void download(document)}
            aria-label={t(labels.DOCUMENT_DOWNLOAD, { number: document.vNumber })}
          >
            {labels.DOCUMENT_PDF}
          </Button>
        </Group>
      ))}
      {failure !== null ? (
        <Text fz="sm" c="red.9" role="alert">
          {t(labels.DOCUMENT_FAILED, { message: failure })}
        </Text>
      ) : null}
    </Stack>
  );
}
