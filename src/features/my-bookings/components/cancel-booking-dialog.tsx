import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextJobStatus } from '#machines/job-lifecycle.machine.ts';
import { useApiClient } from '../../../api/client.ts';
import type { Job } from '../../../components/job-card.tsx';
import { jobsTexts, myBookingsTexts } from '../../../components/dashboard-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { cancelPaymentNote } from '../cancel-payment-note.ts';
import { cancelBooking, customerBookingsQuery } from '../queries.ts';
import '@mantine/core/styles/Modal.css';

/** Spec §9: toasts stay two seconds. */
export const TOAST_MS = 2000;

export type CancelDialogLabels = {
  CANCEL_CONFIRM_HEADING: string;
  CANCEL_CONFIRM_TEXT: string;
  KEEP_BOOKING: string;
  CONFIRM_CANCEL: string;
};

type ConfirmProps = {
  opened: boolean;
  /** "Routine Clean, booking MS-100042": which booking is asked about. */
  subject: string;
  /** What cancelling does to the card (cancel-payment-note.ts). */
  paymentNote: string;
  labels: CancelDialogLabels;
  /** Whether the lifecycle still takes the cancel, as last read. */
  cancellable: boolean;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The question before a cancel, saying what happens to the card: shared by the bookings list and
 * a booking's own page (issue 40), each with its own call. While the call runs it cannot be
 * closed; after a refusal only Keep is left.
 */
export function CancelBookingConfirm({
  opened,
  subject,
  paymentNote,
  labels,
  cancellable,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmProps) {
  const { jobActionTexts: texts } = useTexts(jobsTexts);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={labels.CANCEL_CONFIRM_HEADING}
      closeButtonProps={{ 'aria-label': texts.CLOSE }}
      centered
    >
      <Stack gap="md">
        <Text>{subject}</Text>
        <Text size="sm">{paymentNote}</Text>
        <Text size="sm" c="dimmed">
          {labels.CANCEL_CONFIRM_TEXT}
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={pending}>
            {labels.KEEP_BOOKING}
          </Button>
          {cancellable && !error ? (
            <Button
              color="red.9"
              disabled={pending}
              leftSection={pending ? <Loader size={14} color="gray" /> : undefined}
              onClick={onConfirm}
            >
              {pending ? texts.LOADING : labels.CONFIRM_CANCEL}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}

type Props = {
  /** The booking asked about, as the list last read it; null when the dialog is closed. */
  job: Job | null;
  labels: CancelDialogLabels;
  onClose: () => void;
  /** Told the booking's id once the server has cancelled it. */
  onCancelled?: (iBookingId: number) => void;
};

/**
 * Asks before cancelling, saying what happens to the card (held, saved or nothing yet). The server decides (a cleaning that has started cannot be cancelled):
 * its refusal shows in the dialog and the list is read again, so the status shown is the real one.
 */
export function CancelBookingDialog({ job, labels, onClose, onCancelled }: Props) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { cancelPaymentTexts, accessNotesDialogTexts } = useTexts(myBookingsTexts);
  const format = useFormat();
  const cancel = useMutation({
    mutationFn: (iBookingId: number) => cancelBooking(client, iBookingId),
    onSuccess: (message, iBookingId) => {
      notifications.show({ color: 'green', message, autoClose: TOAST_MS });
      onCancelled?.(iBookingId);
      onClose();
    },
    onSettled: async () => {
      // Figures elsewhere (the dashboard) are out of date; the list is read again now.
      await queryClient.invalidateQueries({ refetchType: 'none' });
      await queryClient.invalidateQueries(customerBookingsQuery(client));
    },
  });

  return (
    <CancelBookingConfirm
      opened={job !== null}
      subject={
        job
          ? format.t(accessNotesDialogTexts.BOOKING_LINE, {
              service: job.service.vServiceName,
              number: job.vBookingNo,
            })
          : ''
      }
      paymentNote={job ? cancelPaymentNote(job, cancelPaymentTexts, format.locale) : ''}
      labels={labels}
      cancellable={job !== null && nextJobStatus(job.eStatus, 'booking.cancel') !== null}
      pending={cancel.isPending}
      error={cancel.error?.message ?? null}
      onConfirm={() => {
        if (job) cancel.mutate(job.iBookingId);
      }}
      onClose={() => {
        cancel.reset();
        onClose();
      }}
    />
  );
}
