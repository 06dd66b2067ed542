import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { findOwnBooking, type BookingRow } from './customer-bookings.queries.ts';
import { selectJob } from '../db/shared-queries/job-views.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import type { MailMessage } from '../platform/mail/mailer.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { notify } from '../notifications/index.ts';
import { PaymentUnavailable, dateInWords } from '../payments/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { jobOnWire, type JobOnWire, moveBooking } from '../jobs/index.ts';

export const BOOKING_CANCELLED = 'Booking cancelled.';
export const RELEASE_UNAVAILABLE =
  'We could not release the hold on your card right now, so the booking is not cancelled yet. Please try again.';

export type PaymentStatus = BookingRow['paymentStatus'];

/**
 * What the payment becomes once the booking is cancelled: a live hold or a card kept for a later
 * hold will never be charged, so both end released; anything else (nothing paid, a failed or
 * lapsed hold) stays as it was.
 */
function paymentAfterCancel(status: PaymentStatus): PaymentStatus {
  return status === 'authorized' || savedOnly(status) ? 'released' : status;
}

/** A card kept for a later hold, confirmed with the bank or still waiting to be (decision 099). */
function savedOnly(status: PaymentStatus): boolean {
  return status === 'cardSaved' || status === 'needsAuthentication';
}

/** "Deep Cleaning on Tuesday, November 24, 2026 at 9:00AM", or less when never priced. */
function describe(job: JobOnWire): string {
  const service = job.service.vServiceName || 'cleaning';
  return job.vDate ? `${service} on ${dateInWords(job.vDate)} at ${job.vFrom}` : service;
}

/**
 * What the customer is told about their card, by what the payment was before cancelling: the
 * same three cases the cancel dialog words before they confirm.
 */
function paymentNote(before: PaymentStatus, job: JobOnWire) {
  if (before === 'authorized') {
    const hold = `The hold of $${job.vTotalPrice} on your card has been released`;
    return {
      short: ` ${hold}.`,
      full: `${hold}; you will not be charged for this booking.`,
    };
  }
  if (savedOnly(before)) {
    return {
      short: ' Your card will not be charged.',
      full: 'Your saved card will not be charged for this booking.',
    };
  }
  return { short: '', full: 'Nothing was charged for this booking.' };
}

export function cancellationMail(job: JobOnWire, paymentBefore: PaymentStatus): MailMessage {
  return {
    to: job.vEmail,
    subject: `Your MapleShine booking ${job.vBookingNo} is cancelled`,
    text: `Hi ${job.vFullName},

Your booking ${job.vBookingNo} (${describe(job)}) is cancelled.

${paymentNote(paymentBefore, job).full}

MapleShine`,
  };
}

/**
 * An unreachable gateway undoes the whole cancellation (the transaction rolls back), so a
 * cancelled booking never keeps a live hold; the same idempotency key makes the retry safe.
 */
async function releaseHold(context: AppContext, paymentId: string, bookingCode: string) {
  try {
    await context.payments.release({
      paymentId,
      idempotencyKey: `booking-${bookingCode}-release`,
    });
  } catch (error) {
    if (error instanceof PaymentUnavailable) throw new InvalidError(RELEASE_UNAVAILABLE);
    throw error;
  }
}

/** Who cancels: the customer, or an operator on the customer's behalf (decision 048). */
export type CancelledBy = 'customer' | 'operator';

/**
 * Cancels a booking already read (and locked) in `tx`: the compare-and-set move, the release of
 * a live hold after it has won, the notifications, and the customer's e-mail in the outbox of
 * the same transaction (decision 051).
 */
export async function cancelInTransaction(
  context: AppContext,
  tx: Database,
  booking: BookingRow,
  by: CancelledBy,
): Promise<{ job: JobOnWire; paymentBefore: PaymentStatus }> {
  await moveBooking(tx, booking, 'booking.cancel', {
    cancelledAt: context.clock(),
    paymentStatus: paymentAfterCancel(booking.paymentStatus),
  });
  if (booking.paymentStatus === 'authorized' && booking.gatewayPaymentId) {
    await releaseHold(context, booking.gatewayPaymentId, booking.uniqueCode);
  }

  const row = await selectJob(tx, booking.id);
  if (!row) throw new Error('A cancelled booking vanished inside its transaction.');
  const cancelled = jobOnWire(row);
  if (booking.contractorId !== null) {
    const who = by === 'customer' ? 'The customer' : 'MapleShine, for the customer,';
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: booking.contractorId },
      {
        bookingId: booking.id,
        title: 'Job cancelled',
        message: `${who} cancelled job ${cancelled.vBookingNo} (${describe(cancelled)}). That time is free again.`,
      },
    );
  }
  await notify(
    tx,
    { recipient: 'Customer', customerId: booking.customerId },
    {
      bookingId: booking.id,
      title: 'Booking cancelled',
      message: `Your booking ${cancelled.vBookingNo} is cancelled.${paymentNote(booking.paymentStatus, cancelled).short}`,
    },
  );
  await addToOutbox(tx, cancellationMail(cancelled, booking.paymentStatus));
  return { job: cancelled, paymentBefore: booking.paymentStatus };
}

/**
 * The customer cancels one of their bookings before the cleaning starts. The card hold is
 * released inside the transaction, after the compare-and-set has won: a booking that was
 * started or cancelled meanwhile keeps its hold.
 */
export async function cancelBooking(
  context: AppContext,
  customerId: number,
  bookingId: number,
): Promise<JobOnWire> {
  const { job } = await inTransaction(context.db, async (tx) => {
    const booking = await findOwnBooking(tx, customerId, bookingId, { lock: true });
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
    return cancelInTransaction(context, tx, booking, 'customer');
  });
  return job;
}
