import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import type { BookingView, CancellationQuote } from '../booking-view-queries.ts';
import { cancelPaymentNote } from '../cancel-payment-note.ts';
import { cancellationFeeTexts } from '../../../components/cancellation-texts.ts';
import { filled } from '../fill-label.ts';
import { BookingSection } from './booking-section.tsx';
import { LazyCancelQuestion } from './lazy-cancel-question.tsx';
import { LazyCancellationLine } from './lazy-booking-facts.tsx';

type Props = {
  booking: BookingView;
  /** The page's own cancel (through the link, or the signed-in customer's), with the fee shown. */
  cancel: (feeCents: number) => Promise<string>;
  /** The page's own quote: what cancelling costs now, from the server. */
  quote: () => Promise<CancellationQuote>;
  /** After the server cancelled, or refused: the page reads the booking again. */
  onSettled: () => Promise<unknown>;
  /** Whether the question is open: the page holds it, so another section can open it too. */
  asking: boolean;
  onAsking: (asking: boolean) => void;
};

/**
 * Cancel, with the cancellation line (the tier now and its countdown) and the cancel question
 * (cancel-question.tsx, the bookings list's too) that shows the server's exact fee before the
 * customer confirms (the cancellation machine, decision 118).
 */
export function CancelSection({
  booking,
  cancel,
  quote,
  onSettled,
  asking,
  onAsking: setAsking,
}: Props) {
  const { cancellationLine: lineTexts, cancelPaymentTexts } = useTexts(cancellationFeeTexts);
  const format = useFormat();
  const labels = useBookingPageLabels();
  const [checking, setChecking] = useState(false);
  // The line is memoized (lazy-booking-facts.tsx): it is told of its tier's end through one
  // callback for its life, which calls the page's latest.
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);
  const onTierEnd = useCallback(() => void settled.current(), []);

  const policy = booking.cancellation;
  if (!booking.canCancel && !asking) {
    // Only a cleaning under way says why Cancel is gone; a cancelled or done one needs no word.
    return policy && policy.kind === 'closed' && booking.status === 'inProgress' ? (
      <BookingSection title={labels.CHANGE}>
        <LazyCancellationLine quote={policy} />
      </BookingSection>
    ) : null;
  }
  const paymentNote = cancelPaymentNote(
    { ePaymentStatus: booking.paymentStatus, vTotalPrice: booking.total },
    cancelPaymentTexts,
    format.locale,
  );
  return (
    <BookingSection title={labels.CHANGE}>
      <Stack gap="sm" align="flex-start">
        {policy && policy.policyVersion !== null ? (
          <LazyCancellationLine quote={policy} onTierEnd={onTierEnd} />
        ) : (
          <Text size="sm">{filled(labels.CANCEL_NOTE, { note: paymentNote })}</Text>
        )}
        <Button
          variant="outline"
          color="red.9"
          size="lg"
          w={{ base: '100%', sm: 'auto' }}
          loading={checking}
          onClick={() => setAsking(true)}
        >
          {labels.CANCEL_BOOKING}
        </Button>
      </Stack>
      <LazyCancelQuestion
        asking={asking}
        onAsking={setAsking}
        subject={format.t(labels.BOOKING_LINE, {
          service: booking.serviceName,
          number: booking.bookingNo,
        })}
        paymentNote={paymentNote}
        fromHold={booking.paymentStatus === 'authorized'}
        labels={labels}
        shown={booking.cancellation ?? null}
        quote={quote}
        cancel={cancel}
        onSettled={onSettled}
        onChecking={setChecking}
        closedText={lineTexts.CLOSED}
      />
    </BookingSection>
  );
}
