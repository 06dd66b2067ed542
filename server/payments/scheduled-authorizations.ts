import type { AppContext } from '../context.ts';
import {
  lockBooking,
  recordDeferredAuthorization,
  savedCardBookingsStartingBy,
} from './booking-payment.queries.ts';
import { notify } from '../notifications/index.ts';
import { PaymentDeclined } from './gateway.ts';
import { inTransaction } from '../platform/transaction.ts';
import { moveBooking, movedBy } from '../jobs/index.ts';
import { paymentDescription, paymentTexts } from './payment-messages.ts';
import { quotedBooking } from './payment.ts';

/** A saved card is held this long before the cleaning (DESIGN.md "Authorization window"). */
export const HOLD_BEFORE_START_MS = 24 * 60 * 60 * 1000;

type JobContext = Pick<AppContext, 'db' | 'payments' | 'clock' | 'publicUrl'>;

export type DeferredHoldsReport = {
  authorized: number[];
  cancelled: number[];
  /** Left as they were (the gateway was unreachable, say); the next run tries them again. */
  failed: { bookingId: number; error: unknown }[];
};

type HoldOutcome = 'authorized' | 'cancelled' | 'skipped';

/**
 * One booking in its own transaction, its row locked: a second server running the same job, or
 * a customer cancelling meanwhile, sees the outcome instead of acting on the old status.
 */
function holdSavedCard(context: JobContext, bookingId: number, now: Date) {
  return inTransaction(context.db, async (tx): Promise<HoldOutcome> => {
    const row = await lockBooking(tx, bookingId);
    const { booking } = row;
    const stillDue =
      booking.paymentStatus === 'cardSaved' &&
      (booking.status === 'authorized' || booking.status === 'assigned');
    if (!stillDue) return 'skipped';
    const paid = quotedBooking(row);
    if (!paid || booking.paymentMethodId === null) {
      throw new Error(`Booking ${booking.bookingNo} has a saved card but no price or card.`);
    }

    try {
      const hold = await context.payments.authorizeSavedCard({
        savedCardRef: booking.paymentMethodId,
        amountCents: paid.totalCents,
        idempotencyKey: `booking-${booking.uniqueCode}-deferred-authorize`,
        description: paymentDescription(paid),
      });
      await recordDeferredAuthorization(tx, booking.id, {
        gatewayPaymentId: hold.paymentId,
        authorizedAt: hold.authorizedAt,
        authorizationExpiresAt: hold.expiresAt,
      });
      return 'authorized';
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      // The customer's e-mail and notification are the move's news (server/booking-news/).
      await moveBooking(
        tx,
        booking,
        'payment.fail',
        { paymentStatus: 'failed', cancelledAt: now },
        { ...movedBy(context, 'scheduler'), bankSaid: error.message },
      );
      if (booking.contractorId !== null) {
        await notify(
          tx,
          { recipient: 'Contractor', contractorId: booking.contractorId },
          { bookingId: booking.id, ...paymentTexts.cardNotHeldForContractor(paid) },
        );
      }
      return 'cancelled';
    }
  });
}

/**
 * Places the hold on every saved card whose cleaning starts within 24 hours (or already should
 * have been held: a server that was down catches up). A declined card cancels its booking, which
 * leaves the job board. One booking's failure never stops the others.
 */
export async function authorizeDueBookings(
  context: JobContext,
  now: Date,
): Promise<DeferredHoldsReport> {
  const report: DeferredHoldsReport = { authorized: [], cancelled: [], failed: [] };
  const due = await savedCardBookingsStartingBy(
    context.db,
    new Date(now.getTime() + HOLD_BEFORE_START_MS),
  );
  for (const bookingId of due) {
    try {
      const outcome = await holdSavedCard(context, bookingId, now);
      if (outcome === 'authorized') report.authorized.push(bookingId);
      if (outcome === 'cancelled') report.cancelled.push(bookingId);
    } catch (error) {
      report.failed.push({ bookingId, error });
    }
  }
  return report;
}
