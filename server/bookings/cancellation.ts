import type { CatalogNames } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { findOwnBooking, type BookingRow } from './customer-bookings.queries.ts';
import { selectJob } from '../db/shared-queries/job-views.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { notify } from '../notifications/index.ts';
import { PaymentUnavailable, dateInWords } from '../payments/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordMovement } from '../ledger/index.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { jobNotices, jobOnWire, type JobOnWire, moveBooking, movedBy } from '../jobs/index.ts';
import { formatSlot } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { bookingAnswers, bookingRefusals } from './texts.ts';
import { feeToTake, takeCancellationFee, type CancellationQuote } from './cancellation-fee.ts';
import * as feeEn from '#shared/catalogue/en-CA/api-cancellation-fees.ts';
import * as feeFr from '#shared/catalogue/fr-CA/api-cancellation-fees.ts';
import { catalogue } from '../i18n/index.ts';
import { money } from '../platform/mail/compose.ts';
import { withdrawAskedRequest } from './reschedule-requests.queries.ts';

const feeTexts = catalogue(feeEn, feeFr);

export const BOOKING_CANCELLED = bookingAnswers.bookingCancelled;
export const RELEASE_UNAVAILABLE = bookingRefusals.releaseUnavailable;

export type PaymentStatus = BookingRow['paymentStatus'];

/**
 * What the payment becomes once the booking is cancelled: a live hold or a card kept for a later
 * hold will never be charged, so both end released; anything else (nothing paid, a failed or
 * lapsed hold) stays as it was.
 */
export function paymentAfterCancel(status: PaymentStatus): PaymentStatus {
  return status === 'authorized' || savedOnly(status) ? 'released' : status;
}

/** A card kept for a later hold, confirmed with the bank or still waiting to be (decision 099). */
function savedOnly(status: PaymentStatus): boolean {
  return status === 'cardSaved' || status === 'needsAuthentication';
}

/** "Deep Cleaning on Tuesday, November 24, 2026 at 9:00AM", or less when never priced. */
function describe(job: JobOnWire, locale: Locale, names: CatalogNames): string {
  const words = jobNotices(locale);
  const service = names.service(job.service.vServiceName) || words.cleaning;
  if (!job.vDate) return service;
  return formatMessage(locale, words.cancelledWhat, {
    service,
    day: dateInWords(job.vDate, locale),
    time: formatSlot(job.vFrom, locale) || job.vFrom,
  });
}

/**
 * An unreachable gateway undoes the whole cancellation (the transaction rolls back), so a
 * cancelled booking never keeps a live hold; the same idempotency key makes the retry safe.
 */
export async function releaseHold(
  context: Pick<AppContext, 'payments'>,
  paymentId: string,
  bookingCode: string,
  /** The ledger's release (decision 132), written in the caller's transaction. */
  ledger: { tx: Database; bookingId: number; at: Date },
) {
  try {
    await context.payments.release({
      paymentId,
      idempotencyKey: `booking-${bookingCode}-release`,
    });
  } catch (error) {
    if (error instanceof PaymentUnavailable) throw new InvalidError(RELEASE_UNAVAILABLE);
    throw error;
  }
  await recordMovement(ledger.tx, {
    kind: 'holdRelease',
    bookingId: ledger.bookingId,
    bookingCode,
    paymentId,
    at: ledger.at,
  });
}

async function releaseAndTellCleaner(
  context: AppContext,
  tx: Database,
  booking: BookingRow,
  by: CancelledBy,
  quote: CancellationQuote | null,
): Promise<void> {
  // The fee first (decision 117): a partial capture of the hold releases the rest with it.
  const { tookFromHold } =
    quote === null
      ? { tookFromHold: false }
      : await takeCancellationFee(context, tx, booking, quote);
  if (!tookFromHold && booking.paymentStatus === 'authorized' && booking.gatewayPaymentId) {
    await releaseHold(context, booking.gatewayPaymentId, booking.uniqueCode, {
      tx,
      bookingId: booking.id,
      at: context.clock(),
    });
  }
  const feeCents = quote?.feeCents ?? 0;
  if (booking.contractorId === null) return;
  // A new time asked of the cleaner (decision 125) is left behind with the booking.
  await withdrawAskedRequest(tx, booking.id, context.clock());
  const row = await selectJob(tx, booking.id);
  if (!row) throw new Error('A cancelled booking vanished inside its transaction.');
  const cancelled = jobOnWire(row);
  const names = await context.catalog.namesByLocale(tx);
  await notify(
    tx,
    { recipient: 'Contractor', contractorId: booking.contractorId },
    {
      bookingId: booking.id,
      text: (locale) => {
        const words = jobNotices(locale);
        if (feeCents > 0) {
          const feeWords = feeTexts(locale).cancellationFeeCleaner;
          return {
            title: feeWords.title,
            message: formatMessage(locale, feeWords.message, {
              bookingNo: cancelled.vBookingNo,
              what: describe(cancelled, locale, names(locale)),
              fee: money(feeCents, locale),
            }),
          };
        }
        return {
          title: words.cancelledTitle,
          message: formatMessage(locale, words.cancelledMessage, {
            by,
            bookingNo: cancelled.vBookingNo,
            what: describe(cancelled, locale, names(locale)),
          }),
        };
      },
    },
  );
}

/** Who cancels: the customer, or an operator on the customer's behalf (decision 048). */
export type CancelledBy = 'customer' | 'operator';

/**
 * Cancels a booking already read (and locked) in `tx`: the compare-and-set move (whose news tells
 * the customer, by e-mail in the outbox of the same transaction, decision 051), the release of a
 * live hold after it has won, and the cleaner's notification.
 */
export async function cancelInTransaction(
  context: AppContext,
  tx: Database,
  booking: BookingRow,
  by: CancelledBy,
  /**
   * The fee the customer was shown (0 when they saw none). An operator's cancel passes nothing:
   * it waives the fee (decision 118).
   */
  shownFeeCents?: number,
  /** A customer's cancel after their cleaner declined a new time: free (decision 125). */
  waiveFee = false,
): Promise<{ job: JobOnWire; paymentBefore: PaymentStatus }> {
  const quote =
    by === 'customer' && !waiveFee
      ? await feeToTake(context, tx, booking, shownFeeCents ?? 0)
      : null;
  // The customer's e-mail and notification are the move's news (server/booking-news/), which
  // says who cancelled and what became of the money; the hold is released and the cleaner told
  // once the compare-and-set has won, before that news is written.
  await moveBooking(
    tx,
    booking,
    'booking.cancel',
    {
      cancelledAt: context.clock(),
      paymentStatus: paymentAfterCancel(booking.paymentStatus),
    },
    {
      ...movedBy(context, by),
      beforeNews: () => releaseAndTellCleaner(context, tx, booking, by, quote),
    },
  );
  // A new time asked of the cleaner (decision 125) is left behind with the booking.
  await withdrawAskedRequest(tx, booking.id, context.clock());
  const row = await selectJob(tx, booking.id);
  if (!row) throw new Error('A cancelled booking vanished inside its transaction.');
  const cancelled = jobOnWire(row);
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
  shownFeeCents?: number,
): Promise<JobOnWire> {
  const { job } = await inTransaction(context.db, async (tx) => {
    const booking = await findOwnBooking(tx, customerId, bookingId, { lock: true });
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND);
    return cancelInTransaction(context, tx, booking, 'customer', shownFeeCents);
  });
  return job;
}
