import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cancellationMachine, type CancellationQuoteView } from '#machines/cancellation.machine.ts';
import { jobsTexts, myBookingsTexts } from '../../../components/dashboard-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import type { BookingView, CancellationQuote } from '../booking-view-queries.ts';
import { cancelPaymentNote } from '../cancel-payment-note.ts';
import { cancellationFeeTexts } from '../../../components/cancellation-texts.ts';
import { filled } from '../fill-label.ts';
import { TOAST_MS } from './cancel-booking-dialog.tsx';
import { BookingSection } from './booking-section.tsx';
import { CancellationLine } from '../../../components/cancellation-line.tsx';
import '@mantine/core/styles/Modal.css';

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
 * Cancel, with the cancellation line (the tier now and its countdown) and a question that shows
 * the server's exact fee before the customer confirms (the cancellation machine, decision 118).
 * The cancel carries the fee shown; a fee changed meanwhile is asked again, never charged unseen.
 */
export function CancelSection({
  booking,
  cancel,
  quote,
  onSettled,
  asking,
  onAsking: setAsking,
}: Props) {
  const { cancelPaymentTexts } = useTexts(myBookingsTexts);
  const { jobActionTexts } = useTexts(jobsTexts);
  const { cancelFeeDialog: texts, cancellationLine: lineTexts } = useTexts(cancellationFeeTexts);
  const format = useFormat();
  const labels = useBookingPageLabels();
  // The page's calls as last rendered: the machine is made once and reads them when it runs.
  const calls = useRef({ cancel, quote, onSettled });
  calls.current = { cancel, quote, onSettled };
  const machine = useMemo(
    () =>
      cancellationMachine.provide({
        actors: {
          quote: fromPromise<
            CancellationQuoteView,
            { shown: CancellationQuoteView | null; asked: boolean }
          >(() => calls.current.quote()),
          cancel: fromPromise<string, { feeCents: number }>(async ({ input }) => {
            try {
              const message = await calls.current.cancel(input.feeCents);
              notifications.show({ color: 'green', message, autoClose: TOAST_MS });
              return message;
            } finally {
              await calls.current.onSettled();
            }
          }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const state = snapshot.value;
  const { quote: shown, feeChanged, error } = snapshot.context;

  // The page (or another section) opens the question; the machine asks the server first.
  useEffect(() => {
    if (asking && state === 'idle')
      send({ type: 'cancel.open', shown: booking.cancellation ?? null });
  }, [asking, state, send, booking.cancellation]);
  useEffect(() => {
    if (state === 'cancelled') setAsking(false);
  }, [state, setAsking]);

  const policy = booking.cancellation;
  if (!booking.canCancel && !asking) {
    // Only a cleaning under way says why Cancel is gone; a cancelled or done one needs no word.
    return policy && policy.kind === 'closed' && booking.status === 'inProgress' ? (
      <BookingSection title={labels.CHANGE}>
        <CancellationLine quote={policy} />
      </BookingSection>
    ) : null;
  }
  const paymentNote = cancelPaymentNote(
    { ePaymentStatus: booking.paymentStatus, vTotalPrice: booking.total },
    cancelPaymentTexts,
    format.locale,
  );
  const pending = state === 'quoting' || state === 'cancelling';
  // The question opens once the server has said the fee (the Cancel button spins meanwhile), so
  // it never shows a confirm button before the fee it confirms.
  const firstQuote = state === 'quoting' && !snapshot.context.asked;
  const questionShown = asking && state !== 'idle' && state !== 'cancelled' && !firstQuote;
  const close = () => {
    if (pending) return;
    send({ type: 'cancel.dismiss' });
    setAsking(false);
  };
  const fee = shown && shown.kind === 'fee' ? shown.feeCents : 0;
  const feeText = format.money(fee / 100);
  return (
    <BookingSection title={labels.CHANGE}>
      <Stack gap="sm" align="flex-start">
        {policy && policy.policyVersion !== null ? (
          <CancellationLine quote={policy} onTierEnd={() => void onSettled()} />
        ) : (
          <Text size="sm">{filled(labels.CANCEL_NOTE, { note: paymentNote })}</Text>
        )}
        <Button
          variant="outline"
          color="red.9"
          size="lg"
          w={{ base: '100%', sm: 'auto' }}
          loading={asking && firstQuote}
          onClick={() => setAsking(true)}
        >
          {labels.CANCEL_BOOKING}
        </Button>
      </Stack>
      <Modal
        opened={questionShown}
        onClose={close}
        title={labels.CANCEL_CONFIRM_HEADING}
        closeButtonProps={{ 'aria-label': jobActionTexts.CLOSE }}
        centered
      >
        <Stack gap="md">
          <Text>
            {format.t(labels.BOOKING_LINE, {
              service: booking.serviceName,
              number: booking.bookingNo,
            })}
          </Text>
          {state === 'quoting' && !feeChanged ? (
            <Group gap="xs">
              <Loader size={14} />
              <Text size="sm">{texts.CHECKING}</Text>
            </Group>
          ) : null}
          {feeChanged && error ? (
            <Alert color="yellow" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          {shown && state !== 'quoting' && state !== 'closed' ? (
            <div role="status" data-testid="cancellation-fee">
              {shown.kind === 'fee' ? (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {format.t(texts.FEE_NOW, {
                      fee: feeText,
                      tax: format.money(shown.feeTaxCents / 100),
                    })}
                  </Text>
                  <Text size="sm">
                    {booking.paymentStatus === 'authorized'
                      ? texts.FROM_HOLD
                      : texts.FROM_SAVED_CARD}
                  </Text>
                </Stack>
              ) : (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {texts.FREE_NOW}
                  </Text>
                  <Text size="sm">{paymentNote}</Text>
                </Stack>
              )}
            </div>
          ) : null}
          {state === 'closed' && !error ? <Text size="sm">{lineTexts.CLOSED}</Text> : null}
          <Text size="sm" c="dimmed">
            {labels.CANCEL_CONFIRM_TEXT}
          </Text>
          {state === 'failed' ? (
            <Alert color="red" variant="light" role="alert">
              {error ?? texts.FAILED}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={pending}>
              {labels.KEEP_BOOKING}
            </Button>
            {state === 'failed' ? (
              <Button color="red.9" onClick={() => send({ type: 'cancel.retry' })}>
                {texts.TRY_AGAIN}
              </Button>
            ) : null}
            {state === 'confirming' || state === 'cancelling' ? (
              <Button
                color="red.9"
                disabled={pending}
                leftSection={pending ? <Loader size={14} color="gray" /> : undefined}
                onClick={() => send({ type: 'cancel.confirm' })}
              >
                {state === 'cancelling'
                  ? jobActionTexts.LOADING
                  : fee > 0
                    ? format.t(texts.CONFIRM_WITH_FEE, { fee: feeText })
                    : labels.CONFIRM_CANCEL}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Modal>
    </BookingSection>
  );
}
