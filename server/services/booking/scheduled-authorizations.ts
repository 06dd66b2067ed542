import type { AppContext } from '../../context.ts';
import {
  lockBooking,
  recordDeferredAuthorization,
  savedCardBookingsStartingBy,
} from '../../db/queries/booking-payment.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { notify } from '../send-notification.ts';
import { PaymentDeclined } from '../payments/gateway.ts';
import { inTransaction } from '../transaction.ts';
import { moveBooking } from './lifecycle.ts';
import { paymentDescription, paymentMails, paymentTexts } from './payment-messages.ts';
import { quotedBooking, sendAfterCommit } from './payment.ts';

/** A saved card is held this long before the cleaning (DESIGN.md "Authorization window"). */
export const HOLD_BEFORE_START_MS = 24 * 60 * 60 * 1000;
export const SCHEDULER_INTERVAL_MS = 10 * 60 * 1000;

type JobContext = Pick<AppContext, 'db' | 'mailer' | 'payments'>;

export type DeferredHoldsReport = {
  authorized: number[];
  cancelled: number[];
  /** Left as they were (the gateway was unreachable, say); the next run tries them again. */
  failed: { bookingId: number; error: unknown }[];
};

type HoldOutcome =
  { kind: 'authorized' } | { kind: 'cancelled'; mail: MailMessage } | { kind: 'skipped' };

/**
 * One booking in its own transaction, its row locked: a second server running the same job, or
 * a customer cancelling meanwhile, sees the outcome instead of acting on the old status.
 */
async function holdSavedCard(context: JobContext, bookingId: number, now: Date) {
  const outcome = await inTransaction(context.db, async (tx): Promise<HoldOutcome> => {
    const row = await lockBooking(tx, bookingId);
    const { booking } = row;
    const stillDue =
      booking.paymentStatus === 'cardSaved' &&
      (booking.status === 'authorized' || booking.status === 'assigned');
    if (!stillDue) return { kind: 'skipped' };
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
      return { kind: 'authorized' };
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      await moveBooking(tx, booking, 'payment.fail', { paymentStatus: 'failed', cancelledAt: now });
      await notify(
        tx,
        { recipient: 'Customer', customerId: booking.customerId },
        { bookingId: booking.id, ...paymentTexts.cardNotHeldForCustomer(paid) },
      );
      if (booking.contractorId !== null) {
        await notify(
          tx,
          { recipient: 'Contractor', contractorId: booking.contractorId },
          { bookingId: booking.id, ...paymentTexts.cardNotHeldForContractor(paid) },
        );
      }
      return { kind: 'cancelled', mail: paymentMails.cardNotHeld(paid, error.message) };
    }
  });
  if (outcome.kind === 'cancelled') await sendAfterCommit(context, outcome.mail);
  return outcome.kind;
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

export type SchedulerLog = (message: string, error?: unknown) => void;

/**
 * Runs authorizeDueBookings now and then every `intervalMs`, never two runs at once. The timer
 * does not keep the process alive, and a failed run is logged, never thrown: the next run tries
 * again. Returns the function that stops it.
 */
export function startAuthorizationScheduler(
  context: JobContext & Pick<AppContext, 'clock'>,
  intervalMs: number = SCHEDULER_INTERVAL_MS,
  log: SchedulerLog = (message, error) => console.error(message, error ?? ''),
): () => void {
  let running = false;
  let stopped = false;

  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      const report = await authorizeDueBookings(context, context.clock());
      for (const failure of report.failed) {
        log(
          `Could not place the hold on the saved card of booking ${failure.bookingId}.`,
          failure.error,
        );
      }
    } catch (error) {
      log('The saved-card holds did not run.', error);
    } finally {
      running = false;
    }
  };

  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
