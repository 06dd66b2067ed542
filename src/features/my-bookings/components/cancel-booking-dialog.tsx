import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import type { Job } from '../../../components/job-card.tsx';
import { myBookingsTexts } from '../../../components/dashboard-texts/my-bookings.ts';
import { bookingStatusLinesTexts } from '../../../components/booking-status-lines-texts.ts';
import { cancellationFeeTexts } from '../../../components/cancellation-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { cancelPaymentNote } from '../cancel-payment-note.ts';
import { cancelBooking, customerBookingsQuery, ownCancellationQuote } from '../queries.ts';
import { CancelQuestion, type CancelDialogLabels } from './cancel-question.tsx';

type Props = {
  /** The booking asked about, as the list last read it; null when no question is asked. */
  job: Job | null;
  labels: CancelDialogLabels;
  onClose: () => void;
  /** Told the booking's id once the server has cancelled it. */
  onCancelled?: (iBookingId: number) => void;
  /** Told while the fee is first asked: the card's Cancel button spins meanwhile. */
  onChecking?: (checking: boolean) => void;
};

/**
 * The bookings list's cancel: the booking page's own question (cancel-question.tsx, the
 * cancellation machine, decision 118), so the list too shows the server's fee first ("Cancel and
 * pay $X") and the cancel carries exactly it. Each booking asked about gets a question of its own.
 */
export function CancelBookingDialog({ job, ...props }: Props) {
  if (!job) return null;
  return <ListCancelQuestion key={job.iBookingId} job={job} {...props} />;
}

function ListCancelQuestion({
  job,
  labels,
  onClose,
  onCancelled,
  onChecking,
}: Props & { job: Job }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { accessNotesDialogTexts } = useTexts(myBookingsTexts);
  const { cancelPaymentTexts } = useTexts(cancellationFeeTexts);
  const { listCancelTexts } = useTexts(bookingStatusLinesTexts);
  const format = useFormat();
  const { iBookingId } = job;
  const onAsking = useCallback(
    (asking: boolean) => {
      if (!asking) {
        onChecking?.(false);
        onClose();
      }
    },
    [onClose, onChecking],
  );
  return (
    <CancelQuestion
      asking
      onAsking={onAsking}
      subject={format.t(accessNotesDialogTexts.BOOKING_LINE, {
        service: job.service.vServiceName,
        number: job.vBookingNo,
      })}
      paymentNote={cancelPaymentNote(job, cancelPaymentTexts, format.locale)}
      fromHold={job.ePaymentStatus === 'authorized'}
      labels={labels}
      shown={null}
      quote={() => ownCancellationQuote(client, iBookingId)}
      cancel={(feeCents) => cancelBooking(client, iBookingId, feeCents)}
      onSettled={async () => {
        // Figures elsewhere (the dashboard) are out of date; the list is read again now.
        await queryClient.invalidateQueries({ refetchType: 'none' });
        await queryClient.invalidateQueries(customerBookingsQuery(client));
      }}
      onCancelled={() => onCancelled?.(iBookingId)}
      onChecking={onChecking}
      closedText={listCancelTexts.NO_LONGER}
    />
  );
}
