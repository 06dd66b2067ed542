import { recordMovement } from '../ledger/index.ts';
import { namedIn } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  lockBooking,
  recordDeferredAuthorization,
  savedCardBookingsStartingBy,
  type PaymentBookingRow,
} from './booking-payment.queries.ts';
import {
  authenticationsWaitingSince,
  issueCardConfirmationToken,
  lockWaitingAuthentication,
  markCardNeedsAuthentication,
  unconfirmedCardsStartingBy,
  waitingAuthenticationsOf,
} from './card-authentication.queries.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { notify } from '../notifications/index.ts';
import { PaymentDeclined } from './gateway.ts';
import { inTransaction } from '../platform/transaction.ts';
import { moveBooking, movedBy } from '../jobs/index.ts';
import { cardConfirmationPath } from '#shared/card-confirmation-link.ts';
import {
  CARD_NEVER_CONFIRMED,
  paymentDescription,
  paymentMails,
  paymentTexts,
  type PaidBooking,
} from './payment-messages.ts';
import { abandonAuthentication, quotedBooking } from './payment.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { pageUrl } from '../platform/mail/compose.ts';

/** A saved card is held this long before the cleaning (DESIGN.md "Authorization window"). */
export const HOLD_BEFORE_START_MS = 24 * 60 * 60 * 1000;

/**
 * How long a card's bank check may wait for the customer's answer before its intent is
 * cancelled (decision 099): the bank's own page gives up within minutes, and a customer who
 * closed the tab has left.
 */
export const AUTHENTICATION_TIME_LIMIT_MS = 30 * 60 * 1000;

type JobContext = Pick<AppContext, 'db' | 'payments' | 'clock' | 'publicUrl' | 'catalog'>;

export type DeferredHoldsReport = {
  authorized: number[];
  /** Declined, or never confirmed with the bank by the start: cancelled (payment.fail). */
  cancelled: number[];
  /** The bank asks the customer to confirm the saved card: they were e-mailed a link. */
  customerAsked: number[];
  /** Bank checks left unanswered past the time limit, cancelled (their booking ids). */
  abandoned: number[];
  /** Left as they were (the gateway was unreachable, say); the next run tries them again. */
  failed: { bookingId: number; error: unknown }[];
};

type HoldOutcome = 'authorized' | 'cancelled' | 'customerAsked' | 'skipped';

/**
 * The saved card's hold needs the customer's bank check: the booking stays authorized, its
 * payment says so, and the customer gets a link to the page where they confirm the card.
 */
async function askCustomerToConfirm(
  context: JobContext,
  tx: Database,
  row: PaymentBookingRow,
  paid: PaidBooking,
): Promise<HoldOutcome> {
  if (!(await markCardNeedsAuthentication(tx, row.booking.id))) return 'skipped';
  const token = await issueCardConfirmationToken(tx, row.booking.id);
  const locale = await localeOfBooking(tx, row.booking.id);
  const link = pageUrl(context.publicUrl, cardConfirmationPath(token), locale);
  // The booking's names in its readers' languages (decision 116), cached or read through tx.
  const names = await context.catalog.namesByLocale(tx);
  const notice = paymentTexts.cardNeedsConfirmation(paid);
  await notify(
    tx,
    { recipient: 'Customer', customerId: row.booking.customerId },
    { bookingId: row.booking.id, text: (reader) => notice(reader, names(reader)) },
  );
  await addToOutbox(
    tx,
    paymentMails.cardNeedsConfirmation(locale, namedIn(names(locale), paid), link),
  );
  return 'customerAsked';
}

/** A hold that could not be placed: the booking is cancelled and everyone is told. */
async function cancelForCard(
  context: JobContext,
  tx: Database,
  row: PaymentBookingRow,
  paid: PaidBooking,
  reason: string,
  now: Date,
) {
  const { booking } = row;
  // The customer's e-mail and notification are the move's news (server/booking-news/).
  await moveBooking(
    tx,
    booking,
    'payment.fail',
    { paymentStatus: 'failed', cancelledAt: now },
    { ...movedBy(context, 'scheduler'), bankSaid: reason },
  );
  if (booking.contractorId !== null) {
    const names = await context.catalog.namesByLocale(tx);
    const notice = paymentTexts.cardNotHeldForContractor(paid);
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: booking.contractorId },
      { bookingId: booking.id, text: (locale) => notice(locale, names(locale)) },
    );
  }
}

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
      await recordMovement(tx, {
        kind: 'hold',
        bookingId: booking.id,
        bookingCode: booking.uniqueCode,
        paymentId: hold.paymentId,
        amountCents: paid.totalCents,
        at: now,
      });
      return 'authorized';
    } catch (error) {
      if (!(error instanceof PaymentDeclined)) throw error;
      // The bank wants the customer (3-D Secure): they are asked back before the start.
      if (error.code === 'authentication_required' && paid.startsAt > now) {
        return askCustomerToConfirm(context, tx, row, paid);
      }
      await cancelForCard(context, tx, row, paid, error.message, now);
      return 'cancelled';
    }
  });
}

/**
 * A booking whose customer never confirmed the card with their bank by its start: cancelled as
 * a declined hold is, and any check still waiting for them is cancelled at the gateway.
 */
function cancelUnconfirmed(context: JobContext, bookingId: number, now: Date) {
  return inTransaction(context.db, async (tx): Promise<HoldOutcome> => {
    const row = await lockBooking(tx, bookingId);
    const { booking } = row;
    const stillWaiting =
      booking.paymentStatus === 'needsAuthentication' &&
      (booking.status === 'authorized' || booking.status === 'assigned');
    if (!stillWaiting) return 'skipped';
    const paid = quotedBooking(row);
    if (!paid) throw new Error(`Booking ${booking.bookingNo} waits for its card but has no price.`);
    for (const waiting of await waitingAuthenticationsOf(tx, bookingId)) {
      await abandonAuthentication(context.payments, tx, waiting, now);
    }
    await cancelForCard(context, tx, row, paid, CARD_NEVER_CONFIRMED, now);
    return 'cancelled';
  });
}

/** Cancels at the gateway one bank check left unanswered past the time limit. */
function abandonLateAuthentication(context: JobContext, id: number, bookingId: number, now: Date) {
  return inTransaction(context.db, async (tx) => {
    await lockBooking(tx, bookingId);
    const payment = await lockWaitingAuthentication(tx, bookingId, 'payment');
    const hold = await lockWaitingAuthentication(tx, bookingId, 'savedCardHold');
    const tip = await lockWaitingAuthentication(tx, bookingId, 'tip');
    const waiting = [payment, hold, tip].find((each) => each?.id === id);
    if (!waiting) return false;
    await abandonAuthentication(context.payments, tx, waiting, now);
    return true;
  });
}

/**
 * Places the hold on every saved card whose cleaning starts within 24 hours (or already should
 * have been held: a server that was down catches up). A declined card cancels its booking, which
 * leaves the job board; a card whose bank asks for the customer gets them an e-mailed link, and
 * is cancelled the same way if still unconfirmed at the start. Bank checks left unanswered past
 * the time limit are cancelled. One booking's failure never stops the others.
 */
export async function authorizeDueBookings(
  context: JobContext,
  now: Date,
): Promise<DeferredHoldsReport> {
  const report: DeferredHoldsReport = {
    authorized: [],
    cancelled: [],
    customerAsked: [],
    abandoned: [],
    failed: [],
  };
  const due = await savedCardBookingsStartingBy(
    context.db,
    new Date(now.getTime() + HOLD_BEFORE_START_MS),
  );
  for (const bookingId of due) {
    try {
      const outcome = await holdSavedCard(context, bookingId, now);
      if (outcome === 'authorized') report.authorized.push(bookingId);
      if (outcome === 'cancelled') report.cancelled.push(bookingId);
      if (outcome === 'customerAsked') report.customerAsked.push(bookingId);
    } catch (error) {
      report.failed.push({ bookingId, error });
    }
  }
  for (const bookingId of await unconfirmedCardsStartingBy(context.db, now)) {
    try {
      if ((await cancelUnconfirmed(context, bookingId, now)) === 'cancelled') {
        report.cancelled.push(bookingId);
      }
    } catch (error) {
      report.failed.push({ bookingId, error });
    }
  }
  const late = new Date(now.getTime() - AUTHENTICATION_TIME_LIMIT_MS);
  for (const waiting of await authenticationsWaitingSince(context.db, late)) {
    try {
      if (await abandonLateAuthentication(context, waiting.id, waiting.bookingId, now)) {
        report.abandoned.push(waiting.bookingId);
      }
    } catch (error) {
      report.failed.push({ bookingId: waiting.bookingId, error });
    }
  }
  return report;
}
