import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nextJobStatus } from '#machines/job-lifecycle.machine.ts';
import { useApiClient } from '../../../api/client.ts';
import type { Job } from '../../../components/job-card.tsx';
import { LOADING_LABEL } from '#machines/form-submit.machine.ts';
import { cancelPaymentNote } from '../cancel-payment-note.ts';
import { cancelBooking, customerBookingsQuery } from '../queries.ts';
import '@mantine/core/styles/Modal.css';

/** Spec §9: toasts stay two seconds. */
const TOAST_MS = 2000;

export type CancelDialogLabels = {
  CANCEL_CONFIRM_HEADING: string;
  CANCEL_CONFIRM_TEXT: string;
  KEEP_BOOKING: string;
  CONFIRM_CANCEL: string;
};

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

  const close = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  const stillCancellable = job !== null && nextJobStatus(job.eStatus, 'booking.cancel') !== null;

  return (
    <Modal
      opened={job !== null}
      onClose={close}
      title={labels.CANCEL_CONFIRM_HEADING}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      {job ? (
        <Stack gap="md">
          <Text>
            {job.service.vServiceName}, booking {job.vBookingNo}
          </Text>
          <Text size="sm">{cancelPaymentNote(job)}</Text>
          <Text size="sm" c="dimmed">
            {labels.CANCEL_CONFIRM_TEXT}
          </Text>
          {cancel.error ? (
            <Alert color="red" variant="light" role="alert">
              {cancel.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              {labels.KEEP_BOOKING}
            </Button>
            {stillCancellable && !cancel.error ? (
              <Button
                color="red.9"
                disabled={cancel.isPending}
                leftSection={cancel.isPending ? <Loader size={14} color="gray" /> : undefined}
                onClick={() => cancel.mutate(job.iBookingId)}
              >
                {cancel.isPending ? LOADING_LABEL : labels.CONFIRM_CANCEL}
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
