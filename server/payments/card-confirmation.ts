/*
 * The page where a customer confirms their saved card with their bank (decision 099): a booking
 * far ahead saves the card, and its hold, 24 hours before, may need the customer's bank check.
 * The e-mail that asks them carries /confirm-card/<token> (a booking link's token); these calls
 * take the token in their JSON body. Confirmed, the hold is placed; never confirmed by the start,
 * the booking is cancelled (scheduled-authorizations.ts).
 */
import { recordMovement } from '../ledger/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { bookingIdOfLink } from '../db/shared-queries/booking-links.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToDollars } from '../domain/money.ts';
import { notify } from '../notifications/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  lockBooking,
  recordDeferredAuthorization,
  type PaymentBookingRow,
} from './booking-payment.queries.ts';
import {
  finishAuthentication,
  finishedAuthentications,
  lockWaitingAuthentication,
  recordWaitingAuthentication,
} from './card-authentication.queries.ts';
import {
  AuthenticationRequired,
  PaymentDeclined,
  PaymentUnavailable,
  type Authorization,
} from './gateway.ts';
import { paymentDescription, paymentTexts } from './payment-messages.ts';
import {
  abandonAuthentication,
  NO_AUTHENTICATION_WAITING,
  quotedBooking,
  type QuotedBooking,
} from './payment.ts';
import { gatewayRefusal, paymentAnswers, paymentRefusals } from './texts.ts';

export const CARD_LINK_NOT_FOUND = paymentRefusals.cardLinkNotFound;
export const CARD_NOT_WAITING = paymentRefusals.cardNotWaiting;
export const CARD_CONFIRMED = paymentAnswers.cardConfirmed;
export const CARD_CHECK_STARTED = paymentAnswers.cardCheckStarted;

/** What the page shows of the booking, and where its card stands. */
export type CardConfirmation = {
  state: 'needed' | 'done' | 'closed';
  vBookingNo: string;
  vServiceName: string;
  vCity: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  final_price: number;
  vDeadline: string;
};

export type CardConfirmationStart =
  { state: 'authenticationRequired'; vClientSecret: string } | { state: 'done' };

const LIVE = new Set(['authorized', 'assigned', 'inProgress', 'completed']);
const HELD = new Set(['authorized', 'captured', 'partlyRefunded', 'refunded']);

function stateOf(
  row: PaymentBookingRow,
  paid: QuotedBooking,
  now: Date,
): CardConfirmation['state'] {
  const { status, paymentStatus } = row.booking;
  const waiting = status === 'authorized' || status === 'assigned';
  if (waiting && paymentStatus === 'needsAuthentication' && paid.startsAt > now) return 'needed';
  if (LIVE.has(status) && HELD.has(paymentStatus)) return 'done';
  return 'closed';
}

function confirmationOf(row: PaymentBookingRow, paid: QuotedBooking, now: Date): CardConfirmation {
  return {
    state: stateOf(row, paid, now),
    vBookingNo: paid.bookingNo,
    vServiceName: paid.serviceName,
    vCity: paid.cityName,
    vDate: paid.localDate,
    vFrom: minutesToClock(paid.fromMinutes),
    vUntill: minutesToClock(paid.fromMinutes + paid.estimatedMinutes),
    final_price: centsToDollars(paid.totalCents),
    vDeadline: paid.startsAt.toISOString(),
  };
}

async function bookingOfToken(context: AppContext, token: string): Promise<number> {
  const bookingId = await bookingIdOfLink(context.db, token);
  if (bookingId === null) throw new NotFoundError(CARD_LINK_NOT_FOUND);
  return bookingId;
}

/** The locked booking of the link with its price; a booking never priced has no card to confirm. */
async function lockedBooking(tx: Database, bookingId: number) {
  const row = await lockBooking(tx, bookingId);
  const paid = quotedBooking(row);
  if (!paid) throw new NotFoundError(CARD_LINK_NOT_FOUND);
  return { row, paid };
}

/** The hold is placed: recorded on the booking, and the customer told. */
async function recordHold(
  tx: Database,
  row: PaymentBookingRow,
  paid: QuotedBooking,
  hold: Authorization,
) {
  await recordDeferredAuthorization(
    tx,
    row.booking.id,
    {
      gatewayPaymentId: hold.paymentId,
      authorizedAt: hold.authorizedAt,
      authorizationExpiresAt: hold.expiresAt,
    },
    'needsAuthentication',
  );
  await recordMovement(tx, {
    kind: 'hold',
    bookingId: row.booking.id,
    bookingCode: row.booking.uniqueCode,
    paymentId: hold.paymentId,
    amountCents: paid.totalCents,
    at: hold.authorizedAt,
  });
  await notify(
    tx,
    { recipient: 'Customer', customerId: row.booking.customerId },
    { bookingId: row.booking.id, text: paymentTexts.cardConfirmed(paid) },
  );
}

/** A refusal the customer can act on: answered as 400 once the transaction has committed. */
function refusal(error: unknown): InvalidError {
  if (error instanceof PaymentDeclined || error instanceof PaymentUnavailable) {
    return new InvalidError(gatewayRefusal(error));
  }
  throw error;
}

/** The booking behind a confirm-card link, and whether its card still needs confirming. */
export async function viewCardConfirmation(
  context: AppContext,
  input: { token: string },
): Promise<CardConfirmation> {
  const bookingId = await bookingOfToken(context, input.token);
  return inTransaction(context.db, async (tx) => {
    const { row, paid } = await lockedBooking(tx, bookingId);
    return confirmationOf(row, paid, context.clock());
  });
}

/**
 * Asks the bank for the saved card's hold with the customer present: the bank's check to show
 * (its client secret), or the hold itself when the bank asks nothing this time. A check left
 * waiting from an earlier try is cancelled first.
 */
export async function startCardConfirmation(
  context: AppContext,
  input: { token: string },
): Promise<CardConfirmationStart> {
  const bookingId = await bookingOfToken(context, input.token);
  const outcome = await inTransaction(
    context.db,
    async (tx): Promise<CardConfirmationStart | InvalidError> => {
      const { row, paid } = await lockedBooking(tx, bookingId);
      const now = context.clock();
      const state = stateOf(row, paid, now);
      if (state === 'done') return { state: 'done' };
      const savedCardRef = row.booking.paymentMethodId;
      if (state !== 'needed' || savedCardRef === null) throw new ConflictError(CARD_NOT_WAITING);
      const earlier = await lockWaitingAuthentication(tx, bookingId, 'savedCardHold');
      if (earlier) await abandonAuthentication(context.payments, tx, earlier, now);
      const tries = await finishedAuthentications(tx, bookingId, 'savedCardHold');
      try {
        const hold = await context.payments.authorizeSavedCard({
          savedCardRef,
          amountCents: paid.totalCents,
          idempotencyKey: `booking-${paid.uniqueCode}-confirm-card-${tries + 1}`,
          description: paymentDescription(paid),
          customerPresent: true,
        });
        await recordHold(tx, row, paid, hold);
        return { state: 'done' };
      } catch (error) {
        if (!(error instanceof AuthenticationRequired)) return refusal(error);
        await recordWaitingAuthentication(tx, {
          bookingId,
          purpose: 'savedCardHold',
          intentKind: error.pending.kind,
          gatewayIntentId: error.pending.id,
          paymentMethodId: savedCardRef,
          amountCents: paid.totalCents,
          couponCode: null,
          startedAt: now,
        });
        return { state: 'authenticationRequired', vClientSecret: error.pending.clientSecret };
      }
    },
  );
  if (outcome instanceof InvalidError) throw outcome;
  return outcome;
}

/**
 * After the customer answered their bank: the hold is placed, or (the bank did not confirm the
 * card) 400 with the bank's words, and the booking still waits, for another try before its start.
 */
export async function finishCardConfirmation(
  context: AppContext,
  input: { token: string },
): Promise<CardConfirmation> {
  const bookingId = await bookingOfToken(context, input.token);
  const outcome = await inTransaction(
    context.db,
    async (tx): Promise<CardConfirmation | InvalidError> => {
      const { row, paid } = await lockedBooking(tx, bookingId);
      const now = context.clock();
      const state = stateOf(row, paid, now);
      if (state === 'done') return confirmationOf(row, paid, now);
      if (state !== 'needed') throw new ConflictError(CARD_NOT_WAITING);
      const waiting = await lockWaitingAuthentication(tx, bookingId, 'savedCardHold');
      if (!waiting) throw new ConflictError(NO_AUTHENTICATION_WAITING);
      try {
        const hold = await context.payments.finishPaymentAuthentication({
          paymentId: waiting.gatewayIntentId,
          idempotencyKey: `card-authentication-${waiting.id}`,
        });
        await recordHold(tx, row, paid, hold);
        await finishAuthentication(tx, waiting.id, 'succeeded', now);
        const held = await lockBooking(tx, bookingId);
        return confirmationOf(held, paid, now);
      } catch (error) {
        const refused = refusal(error);
        await finishAuthentication(tx, waiting.id, 'failed', now);
        return refused;
      }
    },
  );
  if (outcome instanceof InvalidError) throw outcome;
  return outcome;
}
