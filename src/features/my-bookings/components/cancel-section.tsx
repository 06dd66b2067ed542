import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { myBookingsTexts } from '../../../components/dashboard-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { cancelPaymentNote } from '../cancel-payment-note.ts';
import { CancelBookingConfirm, TOAST_MS } from './cancel-booking-dialog.tsx';
import type { BookingView } from '../booking-view-queries.ts';
import { filled } from '../fill-label.ts';
import { BookingSection } from './booking-section.tsx';

type Props = {
  booking: BookingView;
  /** The page's own call (through the link, or the signed-in customer's): its sentence. */
  cancel: () => Promise<string>;
  /** After the server cancelled, or refused: the page reads the booking again. */
  onSettled: () => Promise<unknown>;
  /** Whether the question is open: the page holds it, so another section can open it too. */
  asking: boolean;
  onAsking: (asking: boolean) => void;
};

/**
 * Cancel, behind the same question as in the bookings list, saying what happens to the card;
 * shown while the lifecycle still takes it. A refusal (the cleaner started meanwhile) shows in the
 * dialog, and the page is read again so the status shown is the real one.
 */
export function CancelSection({ booking, cancel, onSettled, asking, onAsking: setAsking }: Props) {
  const { cancelPaymentTexts } = useTexts(myBookingsTexts);
  const { locale, t } = useFormat();
  const labels = useBookingPageLabels();
  const run = useMutation({
    mutationFn: cancel,
    onSuccess: (message) => {
      notifications.show({ color: 'green', message, autoClose: TOAST_MS });
      setAsking(false);
    },
    onSettled,
  });
  if (!booking.canCancel && !asking) return null;
  const paymentNote = cancelPaymentNote(
    { ePaymentStatus: booking.paymentStatus, vTotalPrice: booking.total },
    cancelPaymentTexts,
    locale,
  );
  return (
    <BookingSection title={labels.CHANGE}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{filled(labels.CANCEL_NOTE, { note: paymentNote })}</Text>
        <Button
          variant="outline"
          color="red.9"
          size="lg"
          w={{ base: '100%', sm: 'auto' }}
          onClick={() => {
            run.reset();
            setAsking(true);
          }}
        >
          {labels.CANCEL_BOOKING}
        </Button>
      </Stack>
      <CancelBookingConfirm
        opened={asking}
        subject={t(labels.BOOKING_LINE, {
          service: booking.serviceName,
          number: booking.bookingNo,
        })}
        paymentNote={paymentNote}
        labels={labels}
        cancellable={booking.canCancel}
        pending={run.isPending}
        error={run.error?.message ?? null}
        onConfirm={() => run.mutate()}
        onClose={() => setAsking(false)}
      />
    </BookingSection>
  );
}
