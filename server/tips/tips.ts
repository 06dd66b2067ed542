/*
 * Tips to the cleaner (issue 42, decision 119): after a completed cleaning the customer may add
 * one, for 14 days, as a charge of its own on the card the cleaning was paid with. It is never
 * merged into the service's capture, carries no tax, and all of it is the cleaner's. A rating
 * never depends on it, nor it on a rating: neither looks at the other.
 */
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { bookingIdOfLink } from '../db/shared-queries/booking-links.ts';
import { tellTip } from '../booking-news/index.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { localNow } from '../domain/local-time.ts';
import { firstNameOf } from '../domain/person-names.ts';
import { centsToDollars } from '../domain/money.ts';
import { notify } from '../notifications/index.ts';
import {
  abandonAuthentication,
  AuthenticationRequired,
  finishAuthentication,
  finishedAuthentications,
  gatewayRefusal,
  lockWaitingAuthentication,
  PaymentDeclined,
  PaymentUnavailable,
  recordWaitingAuthentication,
  type SavedCardCharge,
} from '../payments/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordMovement } from '../ledger/index.ts';
import { day, money } from '../platform/mail/compose.ts';
import { cardText } from '../receipts/index.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { bookingRefusals, tipCheckRefusals, tipRefusals, tipTexts } from './texts.ts';
import {
  findTip,
  findTipBooking,
  findTipBookingForUpdate,
  insertTip,
  isCustomersBooking,
  tipsOfCleaner,
  type TipBookingRow,
  type TipRow,
} from './tips.queries.ts';

/** How long after completion a tip may be added. */
export const TIP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The shares of the price before tax offered, as Quebec's rule asks (before tax). */
export const TIP_PERCENTS = [10, 15, 20] as const;
/** A tip is at least a dollar (the card networks' smallest charge is less). */
export const MIN_TIP_CENTS = 100;

/** Who asks: a guest holding one of the booking's links, or the signed-in customer. */
export type TipHolder =
  | { by: 'link'; token: string; ip: string }
  | { by: 'customer'; customerId: number; bookingId: number };

/** Only the money was charged for the service may a tip follow it on the same card. */
const CHARGED = new Set(['captured', 'partlyRefunded']);

/**
 * The booking a holder may tip. A link's try counts against the caller's address until it opens
 * something (as the booking page's do); another customer's booking reads as absent.
 */
async function bookingIdOf(context: AppContext, holder: TipHolder): Promise<number> {
  if (holder.by === 'customer') {
    if (!(await isCustomersBooking(context.db, holder.customerId, holder.bookingId))) {
      throw new NotFoundError(bookingRefusals.bookingNotFound);
    }
    return holder.bookingId;
  }
  const attempt = await context.rateLimits.reserve(limits.bookingLinkMissesPerIp(holder.ip));
  const bookingId = await bookingIdOfLink(context.db, holder.token);
  if (bookingId === null) throw new NotFoundError(bookingRefusals.bookingLinkNotFound);
  await context.rateLimits.release(attempt);
  return bookingId;
}

/** The price of the cleaning before tax: what the shares are of, and the most a tip can be. */
function priceBeforeTax(row: TipBookingRow): number {
  const { totalCents, taxCents } = row.booking;
  return Math.max(0, (totalCents ?? 0) - (taxCents ?? 0));
}

/** The last moment a tip may be added; null before completion. */
function tipDeadline(row: TipBookingRow): Date | null {
  const { completedAt } = row.booking;
  return completedAt === null ? null : new Date(completedAt.getTime() + TIP_DAYS * DAY_MS);
}

/** The city's calendar day of an instant, YYYY-MM-DD. */
function localDay(instant: Date, row: TipBookingRow): string {
  return localNow(row.timeZone ?? 'UTC', instant).date;
}

function tipOnWire(tip: TipRow, row: TipBookingRow) {
  return {
    fAmount: centsToDollars(tip.amountCents),
    iAmountCents: tip.amountCents,
    dTippedOn: localDay(tip.createdAt, row),
  };
}

/** The tip panel (openapi.yaml `TipOffer`): the choices, the bounds and any tip given. */
function offerOf(row: TipBookingRow, tip: TipRow | null, now: Date, locale: Locale) {
  const deadline = tipDeadline(row);
  if (row.booking.status !== 'completed' || deadline === null) {
    throw new ConflictError(tipRefusals.notCompleted);
  }
  const base = priceBeforeTax(row);
  const open = now < deadline && CHARGED.has(row.booking.paymentStatus) && base >= MIN_TIP_CENTS;
  return {
    eState: tip ? ('tipped' as const) : open ? ('open' as const) : ('closed' as const),
    vCleanerFirstName: firstNameOf(row.cleanerName, locale),
    fPriceBeforeTax: centsToDollars(base),
    options: TIP_PERCENTS.map((percent) => {
      const cents = Math.round((base * percent) / 100);
      return { iPercent: percent, iAmountCents: cents, fAmount: centsToDollars(cents) };
    }).filter((option) => option.iAmountCents >= MIN_TIP_CENTS),
    iMinCents: MIN_TIP_CENTS,
    iMaxCents: base,
    dUntil: localDay(new Date(deadline.getTime() - 1), row),
    tip: tip ? tipOnWire(tip, row) : null,
  };
}

export type TipOffer = ReturnType<typeof offerOf>;

/** What the tip panel shows: 409 before the cleaning is completed. */
export async function tipOffer(
  context: AppContext,
  holder: TipHolder,
  locale: Locale,
): Promise<TipOffer> {
  const bookingId = await bookingIdOf(context, holder);
  const row = await findTipBooking(context.db, bookingId);
  if (!row) throw new NotFoundError(bookingRefusals.bookingNotFound);
  return offerOf(row, await findTip(context.db, bookingId), context.clock(), locale);
}

/** The refusals of an amount, once the booking may be tipped. */
function checkAmount(amountCents: number, maxCents: number) {
  if (!Number.isSafeInteger(amountCents) || amountCents < MIN_TIP_CENTS) {
    throw new InvalidError(
      tipRefusals.tooSmall.with({ min: (locale) => money(MIN_TIP_CENTS, locale) }),
    );
  }
  if (amountCents > maxCents) {
    throw new InvalidError(tipRefusals.tooLarge.with({ max: (locale) => money(maxCents, locale) }));
  }
}

/** A charge the gateway refused: nothing is charged, and the customer reads why. */
function refusalOf(error: unknown): InvalidError {
  if (error instanceof PaymentDeclined && error.code === 'authentication_required') {
    return new InvalidError(tipRefusals.authenticationRequired);
  }
  if (error instanceof PaymentDeclined || error instanceof PaymentUnavailable) {
    return new InvalidError(gatewayRefusal(error));
  }
  throw error;
}

export type AddedTip = {
  offer: TipOffer;
  /** In the thanks' language (the caller's). */
  cleanerFirstName: (locale: Locale) => string;
  amountCents: number;
  /**
   * The bank's check to show (3-D Secure, decision 131): the tip waits, nothing charged, until
   * the customer answered and the panel asks again with `authenticated`. Null once charged.
   */
  clientSecret: string | null;
};

/**
 * Charges the tip on the card the cleaning was paid with and records it, under the booking's row
 * lock: a double press waits and then finds the tip (the same amount answers it again, another
 * is refused), and the gateway's idempotency key makes a retried charge the first one. The
 * customer's tip receipt and the cleaner's notice are written in the same transaction.
 *
 * The customer is at the panel, so a bank that asks for its check (3-D Secure) is asked: the
 * charge waits (a `card_authentications` row of purpose `tip`, no tip recorded) and its client
 * secret is answered; once the customer has answered their bank, the panel asks again with
 * `authenticated` and the gateway says whether it was charged (decision 131). A check that
 * failed or was left is cancelled, and the next try is a new attempt at the gateway.
 */
export async function addTip(
  context: AppContext,
  holder: TipHolder,
  amountCents: number,
  locale: Locale,
  authenticated = false,
): Promise<AddedTip> {
  const bookingId = await bookingIdOf(context, holder);
  const now = context.clock();
  const outcome = await inTransaction(context.db, async (tx): Promise<AddedTip | InvalidError> => {
    const row = await findTipBookingForUpdate(tx, bookingId);
    if (!row) throw new NotFoundError(bookingRefusals.bookingNotFound);
    const { booking } = row;
    const cleanerFirstName = (reader: Locale) => firstNameOf(row.cleanerName, reader);
    const earlier = await findTip(tx, bookingId);
    if (earlier) {
      if (earlier.amountCents === amountCents) {
        return {
          offer: offerOf(row, earlier, now, locale),
          cleanerFirstName,
          amountCents,
          clientSecret: null,
        };
      }
      throw new ConflictError(
        tipRefusals.alreadyTipped.with({ amount: (locale) => money(earlier.amountCents, locale) }),
      );
    }
    const deadline = tipDeadline(row);
    if (booking.status !== 'completed' || deadline === null) {
      throw new ConflictError(tipRefusals.notCompleted);
    }
    if (now >= deadline) {
      const lastDay = localDay(new Date(deadline.getTime() - 1), row);
      throw new ConflictError(
        tipRefusals.tipClosed.with({ day: (locale) => day(lastDay, locale) }),
      );
    }
    const card = booking.paymentMethodId;
    const contractorId = booking.contractorId;
    if (!CHARGED.has(booking.paymentStatus) || card === null || contractorId === null) {
      throw new ConflictError(tipRefusals.notChargeable);
    }
    checkAmount(amountCents, priceBeforeTax(row));
    const waiting = await lockWaitingAuthentication(tx, bookingId, 'tip');
    const record = async (charge: SavedCardCharge): Promise<AddedTip> => {
      const tip = await recordTip(context, tx, row, contractorId, charge, amountCents, now);
      return {
        offer: offerOf(row, tip, now, locale),
        cleanerFirstName,
        amountCents,
        clientSecret: null,
      };
    };

    if (authenticated) {
      // The customer answered their bank: the gateway says whether the waiting charge was made.
      if (!waiting || waiting.amountCents !== amountCents) {
        throw new ConflictError(
          tipCheckRefusals.noCheckWaiting.with({ amount: (locale) => money(amountCents, locale) }),
        );
      }
      try {
        const charge = await context.payments.finishSavedCardCharge({
          paymentId: waiting.gatewayIntentId,
          idempotencyKey: `card-authentication-${waiting.id}`,
        });
        await finishAuthentication(tx, waiting.id, 'succeeded', now);
        return await record(charge);
      } catch (error) {
        const refusal = refusalOf(error);
        await finishAuthentication(tx, waiting.id, 'failed', now);
        return refusal;
      }
    }

    // A check left waiting for another amount ends; the same amount again gets the same check.
    if (waiting && waiting.amountCents !== amountCents) {
      await abandonAuthentication(context.payments, tx, waiting, now);
    }
    const tries = await finishedAuthentications(tx, bookingId, 'tip');
    const key = `booking-${booking.uniqueCode}-tip`;
    try {
      const charge = await context.payments.chargeSavedCard({
        savedCardRef: card,
        amountCents,
        idempotencyKey: tries === 0 ? key : `${key}-${tries + 1}`,
        description: `Tip for ${cleanerFirstName('en-CA')}, booking ${booking.bookingNo}`,
        customerPresent: true,
      });
      return await record(charge);
    } catch (error) {
      if (!(error instanceof AuthenticationRequired)) return refusalOf(error);
      await recordWaitingAuthentication(tx, {
        bookingId,
        purpose: 'tip',
        intentKind: error.pending.kind,
        gatewayIntentId: error.pending.id,
        paymentMethodId: card,
        amountCents,
        couponCode: null,
        startedAt: now,
      });
      return {
        offer: offerOf(row, null, now, locale),
        cleanerFirstName,
        amountCents,
        clientSecret: error.pending.clientSecret,
      };
    }
  });
  if (outcome instanceof InvalidError) throw outcome;
  return outcome;
}

/** The tip charged: its row, the customer's receipt and the cleaner's notice. */
async function recordTip(
  context: AppContext,
  tx: Database,
  row: TipBookingRow,
  contractorId: number,
  charge: SavedCardCharge,
  amountCents: number,
  now: Date,
): Promise<TipRow> {
  const tip = await insertTip(tx, {
    bookingId: row.booking.id,
    contractorId,
    amountCents,
    gatewayPaymentId: charge.paymentId,
    cardBrand: charge.card?.brand ?? null,
    cardLast4: charge.card?.last4 ?? null,
    createdAt: now,
  });
  await recordMovement(tx, {
    kind: 'tip',
    bookingId: row.booking.id,
    bookingCode: row.booking.uniqueCode,
    paymentId: charge.paymentId,
    amountCents,
    contractorId,
    at: now,
  });
  await tellCleaner(tx, row, contractorId, amountCents);
  const charged = charge.card;
  await tellTip(
    tx,
    row.booking.id,
    {
      amountCents,
      cleanerName: row.cleanerName,
      card: charged ? (locale) => cardText(charged, locale) : null,
      chargedAt: now,
    },
    context,
  );
  return tip;
}

/** The cleaner's notice: the amount and the customer's first name, nothing else of them. */
async function tellCleaner(
  tx: Database,
  row: TipBookingRow,
  contractorId: number,
  amountCents: number,
) {
  await notify(
    tx,
    { recipient: 'Contractor', contractorId },
    {
      bookingId: row.booking.id,
      text: (locale) => {
        const words = tipTexts(locale).tipNotice;
        return {
          title: words.title,
          message: formatMessage(locale, words.message, {
            customer: firstNameOf(row.booking.fullName, locale),
            amount: money(amountCents, locale),
            bookingNo: row.booking.bookingNo,
          }),
        };
      },
    },
  );
}

/** How many of a cleaner's tips their earnings list. */
const TIPS_LISTED = 50;

/** The cleaner's tips for their earnings: amount, the customer's first name and the day. */
export async function cleanerTips(db: Database, contractorId: number, locale: Locale) {
  const { rows, count, totalCents } = await tipsOfCleaner(db, contractorId, TIPS_LISTED);
  return {
    fTotal: centsToDollars(totalCents),
    iCount: count,
    tips: rows.map((tip) => ({
      fAmount: centsToDollars(tip.amountCents),
      vCustomerFirstName: firstNameOf(tip.customerName, locale),
      dTippedOn: localNow(tip.timeZone ?? 'UTC', tip.createdAt).date,
    })),
  };
}
