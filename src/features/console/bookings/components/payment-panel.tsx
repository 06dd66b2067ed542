import { Stack, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import type { AdminBooking } from '../queries.ts';
import { FieldList } from './field-list.tsx';

type Props = { payment: AdminBooking['payment']; total: number | null };

/** A booking's money: hold, charge, release and refunds, each with when. */
export function PaymentPanel({ payment, total }: Props) {
  const { adminBookingLabels, paymentStatusNames } = useTexts(adminBookingsTexts);
  const format = useConsoleFormat();
  const formatDollars = format.money;
  const at = (when: string | null) => (when === null ? null : format.moment(when));
  const fields: [string, string | null][] = [
    [adminBookingLabels.PAYMENT_STATUS, paymentStatusNames[payment.status] ?? payment.status],
    [
      adminBookingLabels.AUTHORIZED,
      payment.authorizedAt && total !== null
        ? `${formatDollars(total)}, ${at(payment.authorizedAt)}`
        : null,
    ],
    [adminBookingLabels.HOLD_UNTIL, payment.capturedAt ? null : at(payment.authorizationExpiresAt)],
    [
      adminBookingLabels.CAPTURED,
      payment.capturedAt ? `${formatDollars(payment.captured)}, ${at(payment.capturedAt)}` : null,
    ],
    [adminBookingLabels.RELEASED, at(payment.releasedAt)],
    [
      adminBookingLabels.REFUNDED,
      payment.refunds.length > 0 ? formatDollars(payment.refunded) : null,
    ],
    [
      adminBookingLabels.REFUNDABLE,
      payment.captured > 0 ? formatDollars(payment.refundable) : null,
    ],
  ];
  return (
    <Stack gap="sm">
      <FieldList fields={fields.filter((field): field is [string, string] => field[1] !== null)} />
      {payment.refunds.length > 0 && (
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            {adminBookingLabels.REFUNDS}
          </Text>
          <Stack component="ul" gap={4} m={0} pl="md">
            {payment.refunds.map((refund) => (
              <Text component="li" fz="sm" key={refund.id}>
                {format.t(adminBookingLabels.REFUND_BY, {
                  amount: format.money(refund.amount),
                  when: format.moment(refund.at),
                  operator: refund.operatorEmail,
                  refundId: refund.gatewayRefundId,
                  reason: refund.reason,
                })}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
