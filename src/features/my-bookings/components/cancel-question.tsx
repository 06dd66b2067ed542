import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cancellationMachine, type CancellationQuoteView } from '#machines/cancellation.machine.ts';
import { jobsTexts } from '../../../components/dashboard-texts/jobs.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { defineTexts, loadTexts, useTexts } from '../../../i18n/texts.ts';
import '@mantine/core/styles/Modal.css';

/** The question's own words, a module that comes with this code, not the page's first paint. */
const cancelQuestionTexts = defineTexts(
  'cancellation-question',
  () => import('#shared/catalogue/en-CA/cancellation-question.ts'),
  () => import('#shared/catalogue/fr-CA/cancellation-question.ts'),
);

/** Spec §9: toasts stay two seconds. */
const TOAST_MS = 2000;

export type CancelDialogLabels = {
  CANCEL_CONFIRM_HEADING: string;
  CANCEL_CONFIRM_TEXT: string;
  KEEP_BOOKING: string;
  CONFIRM_CANCEL: string;
};

export type CancelQuestionProps = {
  /** Whether the customer asked to cancel: the question asks the server first, then opens. */
  asking: boolean;
  /** Told false when the question closes (kept, or cancelled). */
  onAsking: (asking: boolean) => void;
  /** "Routine Clean, booking MS-100042": which booking is asked about. */
  subject: string;
  /** What cancelling free does to the card (cancel-payment-note.ts). */
  paymentNote: string;
  /** Whether a fee would come out of a live hold (else the saved card). */
  fromHold: boolean;
  labels: CancelDialogLabels;
  /** What the caller last showed of the tier (the page's line), or null (the list). */
  shown: CancellationQuoteView | null;
  /** What cancelling costs now, from the server. */
  quote: () => Promise<CancellationQuoteView>;
  /** The cancel, carrying the fee shown; answers the server's sentence. */
  cancel: (feeCents: number) => Promise<string>;
  /** After the server cancelled or refused, and when it says nothing can be cancelled: read again. */
  onSettled: () => Promise<unknown>;
  /** Told once the server has cancelled. */
  onCancelled?: () => void;
  /** Told while the first fee is asked (the Cancel button spins; the question is not open yet). */
  onChecking?: (checking: boolean) => void;
  /** What the question says when the server answers that nothing can be cancelled. */
  closedText: string;
};

/**
 * The cancel question of the cancellation machine (decision 118), the same on a booking's own
 * page and in the bookings list: it opens once the server has said what cancelling costs now,
 * shows that fee ("Cancel and pay $X") or that it is free, and the cancel carries exactly that
 * fee; a fee changed meanwhile is asked again, never charged unseen.
 */
export function CancelQuestion({
  asking,
  onAsking,
  subject,
  paymentNote,
  fromHold,
  labels,
  shown: lastShown,
  quote,
  cancel,
  onSettled,
  onCancelled,
  onChecking,
  closedText,
}: CancelQuestionProps) {
  const format = useFormat();
  // Both modules at once: useTexts suspends on one at a time.
  void loadTexts(cancelQuestionTexts, format.locale).catch(() => undefined);
  const { jobActionTexts } = useTexts(jobsTexts);
  const { cancelFeeDialog: texts } = useTexts(cancelQuestionTexts);
  // The caller's calls as last rendered: the machine is made once and reads them when it runs.
  const calls = useRef({ cancel, quote, onSettled, onCancelled, onAsking, onChecking });
  calls.current = { cancel, quote, onSettled, onCancelled, onAsking, onChecking };
  const machine = useMemo(
    () =>
      cancellationMachine.provide({
        actors: {
          quote: fromPromise<
            CancellationQuoteView,
            { shown: CancellationQuoteView | null; asked: boolean }
          >(() => calls.current.quote()),
          cancel: fromPromise<string, { feeCents: number }>(async ({ input }) => {
            let message: string;
            try {
              message = await calls.current.cancel(input.feeCents);
            } finally {
              await calls.current.onSettled();
            }
            // Shown as the question closes on the fresh list: shown before the list came back,
            // its two seconds could run out behind the question.
            notifications.show({ color: 'green', message, autoClose: TOAST_MS });
            return message;
          }),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const state = snapshot.value;
  const { quote: shown, feeChanged, error } = snapshot.context;

  // The caller opens the question; the machine asks the server first.
  useEffect(() => {
    if (asking && state === 'idle') send({ type: 'cancel.open', shown: lastShown });
  }, [asking, state, send, lastShown]);
  useEffect(() => {
    if (state !== 'cancelled') return;
    calls.current.onCancelled?.();
    calls.current.onAsking(false);
  }, [state]);
  // Nothing can be cancelled any more (started, or cancelled elsewhere): the caller reads again.
  useEffect(() => {
    if (state === 'closed') void calls.current.onSettled();
  }, [state]);

  const pending = state === 'quoting' || state === 'cancelling';
  // The question opens once the server has said the fee (the Cancel button spins meanwhile), so
  // it never shows a confirm button before the fee it confirms.
  const firstQuote = state === 'quoting' && !snapshot.context.asked;
  useEffect(() => {
    calls.current.onChecking?.(asking && firstQuote);
  }, [asking, firstQuote]);
  const questionShown = asking && state !== 'idle' && state !== 'cancelled' && !firstQuote;
  const close = () => {
    if (pending) return;
    send({ type: 'cancel.dismiss' });
    onAsking(false);
  };
  const fee = shown && shown.kind === 'fee' ? shown.feeCents : 0;
  const feeText = format.money(fee / 100);
  return (
    <Modal
      opened={questionShown}
      onClose={close}
      title={labels.CANCEL_CONFIRM_HEADING}
      closeButtonProps={{ 'aria-label': jobActionTexts.CLOSE }}
      centered
    >
      <Stack gap="md">
        <Text>{subject}</Text>
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
                <Text size="sm">{fromHold ? texts.FROM_HOLD : texts.FROM_SAVED_CARD}</Text>
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
        {state === 'closed' && !error ? (
          <Alert color="yellow" variant="light" role="alert">
            {closedText}
          </Alert>
        ) : null}
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
  );
}
