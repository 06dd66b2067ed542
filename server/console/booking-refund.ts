import { lifecycleStateOf, nextRefundState } from '#machines/job-lifecycle.machine.ts';
import type { AppContext } from '../context.ts';
import { insertRefund, refundedSoFar, setPaymentStatus } from './operator-bookings.queries.ts';
import { ConflictError, InvalidError } from '../domain/errors.ts';
import { centsToText } from '../domain/money.ts';
import { tellRefund } from '../booking-news/index.ts';
import { PaymentDeclined, PaymentUnavailable } from '../payments/index.ts';
import { issueCreditNote } from '../receipts/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordMovement } from '../ledger/index.ts';
import { recordOperatorAction } from './audit-log.ts';
import { auditValues, lockedBooking } from './booking-actions.ts';
import { adminBookingPage, capturedCents } from './booking-page.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';
import type { Said } from '../domain/said.ts';
import { formatMoney } from '#shared/i18n/format.ts';

export const REFUND_MADE = consoleAnswers.refundMade;
export const REFUND_BEFORE_CAPTURE = consoleRefusals.refundBeforeCapture;
export const REFUND_NOTHING_LEFT = consoleRefusals.refundNothingLeft;
export const REFUND_UNAVAILABLE = consoleRefusals.refundUnavailable;

export function refundTooLarge(refundableCents: number): Said {
  return consoleRefusals.refundTooLarge.with({
    amount: (locale) =>
      locale === 'en-CA'
        ? centsToText(refundableCents)
        : formatMoney(refundableCents / 100, locale),
  });
}

/** "25.50" (dollars and cents, as the contract's pattern allows) in cents. */
export function amountToCents(amount: string): number {
  const [dollars = '0', cents = ''] = amount.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/**
 * Refunds part or all of a completed booking's charge through the payment gateway. The booking
 * row is locked first, so a second refund at the same time waits and then sees this one: the
 * refunds can never add up to more than was captured. The gateway call runs inside the
 * transaction after the checks; a retry (same refund number, same amount) finds the same refund
 * at the gateway through its idempotency key.
 */
export async function refundBooking(
  context: AppContext,
  operatorId: number,
  request: { bookingId: number; amount: string; reason: string },
) {
  const amountCents = amountToCents(request.amount);
  const reason = request.reason.trim();
  if (reason === '') throw new InvalidError(consoleRefusals.refundReason);
  if (amountCents <= 0) throw new InvalidError(consoleRefusals.refundTooSmall);

  await inTransaction(context.db, async (tx) => {
    const booking = await lockedBooking(tx, request.bookingId);
    const captured = capturedCents(booking);
    if (booking.status !== 'completed' || captured === 0 || booking.gatewayPaymentId === null) {
      throw new ConflictError(REFUND_BEFORE_CAPTURE);
    }
    const refunded = await refundedSoFar(tx, booking.id);
    const refundable = captured - refunded.cents;
    if (refundable <= 0) throw new ConflictError(REFUND_NOTHING_LEFT);
    const next = nextRefundState(
      lifecycleStateOf(booking.status, booking.paymentStatus),
      amountCents,
      refundable,
    );
    if (next === null) throw new InvalidError(refundTooLarge(refundable));
    // A refund only ever leads inside `completed` to one of these two.
    const paymentStatus = next === 'refunded' ? 'refunded' : 'partlyRefunded';

    let refundId: string;
    try {
      ({ refundId } = await context.payments.refund({
        paymentId: booking.gatewayPaymentId,
        amountCents,
        idempotencyKey: `booking-${booking.uniqueCode}-refund-${refunded.count + 1}`,
      }));
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new ConflictError(error.message);
      if (error instanceof PaymentUnavailable) throw new InvalidError(REFUND_UNAVAILABLE);
      throw error;
    }
    const refundRow = await insertRefund(tx, {
      bookingId: booking.id,
      amountCents,
      gatewayRefundId: refundId,
      reason,
      operatorId,
    });
    await setPaymentStatus(tx, booking.id, paymentStatus);
    // Its credit note, citing the receipt, in the refund's transaction (decision 101).
    const creditNote = await issueCreditNote(context, tx, refundRow.id, context.clock());
    // The ledger (decision 132): the customer, the tax (the credit note's) and MapleShine's
    // margin go down; the cleaner keeps their pay, as MapleShine bears refunds.
    await recordMovement(tx, {
      kind: 'refund',
      bookingId: booking.id,
      bookingCode: booking.uniqueCode,
      refundId,
      number: refunded.count + 1,
      amountCents,
      taxCents: creditNote.taxCents,
      at: context.clock(),
    });
    await recordOperatorAction(tx, {
      operatorId,
      action: 'payment.refund',
      subjectType: 'booking',
      subjectId: booking.bookingNo,
      before: { ...auditValues(booking), refunded: centsToText(refunded.cents) },
      after: {
        ...auditValues({ ...booking, paymentStatus }),
        refunded: centsToText(refunded.cents + amountCents),
        amount: centsToText(amountCents),
        reason,
      },
    });
    // The customer's e-mail (with the booking link) and notification: server/booking-news/.
    await tellRefund(
      tx,
      booking.id,
      { amountCents, full: paymentStatus === 'refunded' },
      { publicUrl: context.publicUrl, catalog: context.catalog },
    );
  });
  return adminBookingPage(context.db, request.bookingId);
}
