import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Locale } from '#shared/i18n/locale.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts } from '../../components/console-texts.ts';
import { AdminRefundAmount, AdminRefundReason } from '../../../../api/field-rules.ts';
import { useFieldChecks } from '../../../../components/use-field-checks.ts';
import { ConfirmCodeField, confirmCodeError } from '../../components/confirm-code-field.tsx';
import type { AdminBooking, OperatorAction } from '../queries.ts';
import '@mantine/core/styles/Modal.css';

export type BookingActionRunners = {
  cancel: () => Promise<unknown>;
  handBack: () => Promise<unknown>;
  refund: (values: { amount: string; reason: string; code: string }) => Promise<unknown>;
};

type Props = {
  booking: AdminBooking['booking'];
  refundable: number;
  /** The events the job lifecycle takes in the booking's state (the server computes them). */
  actions: OperatorAction[];
  run: BookingActionRunners;
  pending: boolean;
};

const amountPattern = new RegExp(AdminRefundAmount.patterns[0]?.source ?? '.*');

/** An amount as the page's language writes it, without grouping: `12.50`, or `12,50` in French. */
function typedAmount(amount: number, locale: Locale): string {
  const fixed = amount.toFixed(2);
  return locale === 'fr-CA' ? fixed.replace('.', ',') : fixed;
}

/**
 * The amount as the server reads it (`12.50`): a French page takes `12,50` as well as `12.50`;
 * an English one only the point, where a comma would separate thousands.
 */
function sentAmount(typed: string, locale: Locale): string {
  const amount = typed.trim();
  return locale === 'fr-CA' ? amount.replace(',', '.') : amount;
}

/** The operator's actions on a booking: exactly the offered events, each behind a dialog. */
export function BookingActions({ booking, refundable, actions, run, pending }: Props) {
  const [open, setOpen] = useState<OperatorAction | null>(null);
  const { adminBookingLabels } = useTexts(adminBookingsTexts);
  const { t } = useFormat();
  const buttonText: Record<OperatorAction, string> = {
    'booking.cancel': adminBookingLabels.CANCEL,
    'job.handBack': adminBookingLabels.HAND_BACK,
    'payment.refund': adminBookingLabels.REFUND,
  };
  // A close icon alone has no name for a screen reader.
  const closeButton = { 'aria-label': adminBookingLabels.CLOSE };
  const close = () => setOpen(null);
  if (actions.length === 0) {
    return <Text c="dimmed">{adminBookingLabels.NO_ACTIONS}</Text>;
  }
  const bookingNo = booking.bookingNo;
  return (
    <>
      <Group gap="sm">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'payment.refund' ? 'filled' : 'outline'}
            color={action === 'booking.cancel' ? 'red.9' : undefined}
            onClick={() => setOpen(action)}
          >
            {buttonText[action]}
          </Button>
        ))}
      </Group>
      <Modal
        opened={open === 'booking.cancel'}
        onClose={close}
        closeButtonProps={closeButton}
        title={t(adminBookingLabels.CANCEL_TITLE, { bookingNo })}
      >
        <ConfirmBody
          text={adminBookingLabels.CANCEL_TEXT}
          confirm={adminBookingLabels.CANCEL_CONFIRM}
          pending={pending}
          onConfirm={() => run.cancel().then(close, () => undefined)}
          onKeep={close}
        />
      </Modal>
      <Modal
        opened={open === 'job.handBack'}
        onClose={close}
        closeButtonProps={closeButton}
        title={t(adminBookingLabels.HAND_BACK_TITLE, { bookingNo })}
      >
        <ConfirmBody
          text={t(adminBookingLabels.HAND_BACK_TEXT, { cleaner: booking.cleanerName ?? '' })}
          confirm={adminBookingLabels.HAND_BACK_CONFIRM}
          pending={pending}
          onConfirm={() => run.handBack().then(close, () => undefined)}
          onKeep={close}
        />
      </Modal>
      <Modal
        opened={open === 'payment.refund'}
        onClose={close}
        closeButtonProps={closeButton}
        title={t(adminBookingLabels.REFUND_TITLE, { bookingNo })}
      >
        <RefundForm
          refundable={refundable}
          pending={pending}
          onRefund={(values) => run.refund(values).then(close, () => undefined)}
          onKeep={close}
        />
      </Modal>
    </>
  );
}

type ConfirmProps = {
  text: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
};

function ConfirmBody({ text, confirm, pending, onConfirm, onKeep }: ConfirmProps) {
  const { adminBookingLabels } = useTexts(adminBookingsTexts);
  return (
    <Stack gap="md">
      <Text>{text}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep}>
          {adminBookingLabels.KEEP}
        </Button>
        <Button color="red.9" loading={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Stack>
  );
}

type RefundProps = {
  refundable: number;
  pending: boolean;
  onRefund: (values: { amount: string; reason: string; code: string }) => void;
  onKeep: () => void;
};

/**
 * The amount (all that is left, to start with), the reason the audit log keeps, and a fresh code
 * of the operator's app (decision 078).
 */
function RefundForm({ refundable, pending, onRefund, onKeep }: RefundProps) {
  const { adminBookingLabels } = useTexts(adminBookingsTexts);
  const { t, money, locale } = useFormat();
  const checks = useFieldChecks();
  const form = useForm({
    initialValues: { amount: typedAmount(refundable, locale), reason: '', code: '' },
    validate: {
      amount: (value) => {
        const amount = sentAmount(value, locale);
        if (amount === '') return checks.say(AdminRefundAmount.messages.required);
        return amountPattern.test(amount) ? null : checks.say(AdminRefundAmount.messages.pattern);
      },
      reason: (value) => {
        const reason = value.trim();
        if (reason === '') return checks.say(AdminRefundReason.messages.required);
        return reason.length > AdminRefundReason.maxLength
          ? checks.say(AdminRefundReason.messages.maxLength)
          : null;
      },
      code: confirmCodeError(checks),
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onRefund({
          amount: sentAmount(values.amount, locale),
          reason: values.reason.trim(),
          code: values.code.trim(),
        }),
      )}
    >
      <Stack gap="md">
        <Text>{t(adminBookingLabels.REFUND_TEXT, { amount: money(refundable) })}</Text>
        <TextInput
          label={adminBookingLabels.REFUND_AMOUNT}
          inputMode="decimal"
          // The dollar sign where the page's language writes it: $20.00, 20,00 $.
          {...(locale === 'fr-CA' ? { rightSection: '$' } : { leftSection: '$' })}
          required
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={adminBookingLabels.REFUND_REASON}
          description={adminBookingLabels.REFUND_REASON_HINT}
          required
          rows={3}
          maxLength={AdminRefundReason.maxLength}
          {...form.getInputProps('reason')}
        />
        <ConfirmCodeField {...form.getInputProps('code')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep}>
            {adminBookingLabels.KEEP}
          </Button>
          <Button type="submit" loading={pending}>
            {adminBookingLabels.REFUND_CONFIRM}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
