import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useApiClient } from '../../api/client.ts';
import { myBookingsTexts } from '../../components/dashboard-texts/my-bookings.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { saveFile } from '../../components/save-file.ts';
import { documentFile } from './document-file.ts';
import type { BookingDocument, DocumentSource } from './queries.ts';

type Props = {
  source: DocumentSource;
  /** The booking's documents, as lazy-booking-documents.tsx read them: at least one. */
  list: BookingDocument[];
};

/**
 * A booking's receipt and credit notes as downloads (decision 101): "Download receipt" once the
 * card was charged, and a line per credit note. Nothing before the charge. For the signed-in
 * owner (`{ bookingId }`) or a guest's booking link (`{ linkToken }`).
 */
export function BookingDocuments({ source, list }: Props) {
  const client = useApiClient();
  // What the receipts part says (decision 101), in the page's language.
  const { receiptTexts: texts } = useTexts(myBookingsTexts);
  const format = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const receipt = list.find((document) => document.eKind === 'receipt');
  const creditNotes = list.filter((document) => document.eKind === 'creditNote');

  const download = async (document: BookingDocument) => {
    setBusy(document.vNumber);
    setFailed(false);
    try {
      saveFile(await documentFile(client, source, document.vNumber), document.vFileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const button = (document: BookingDocument, label: string, ariaLabel: string) => (
    <Button
      key={document.vNumber}
      variant="light"
      leftSection={<IconDownload size={20} stroke={1.75} aria-hidden />}
      loading={busy === document.vNumber}
      onClick={() => void download(document)}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {receipt
          ? button(
              receipt,
              texts.downloadReceipt,
              format.t(texts.downloadReceiptOf, {
                label: texts.downloadReceipt,
                receipt: format.t(texts.receiptFor, { number: receipt.vNumber }),
              }),
            )
          : null}
      </Group>
      {creditNotes.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {texts.creditNotes}
          </Text>
          <Group gap="sm">
            {creditNotes.map((note) => {
              const label = format.t(texts.creditNote, {
                number: note.vNumber,
                amount: format.money(note.vAmount),
              });
              return button(note, label, label);
            })}
          </Group>
        </Stack>
      ) : null}
      {failed ? (
        <Text size="sm" c="red.9" role="alert">
          {texts.failed}
        </Text>
      ) : null}
    </Stack>
  );
}
