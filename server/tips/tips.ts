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
import { centsToDollars } from '../domain/money.ts';
import { notify } from '../notifications/index.ts';
import { gatewayRefusal, PaymentDeclined, PaymentUnavailable } from '../payments/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { day, money } from '../platform/mail/compose.ts';
import { cardText } from '../receipts/index.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { bookingRefusals, tipRefusals, tipTexts } from './texts.ts';
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

const firstNameOf = (fullName: string | null) => (fullName ?? '').trim().split(/\s+/)[0] ?? '';

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
function offerOf(row: TipBookingRow, tip: TipRow | null, now: Date) {
  const deadline = tipDeadline(row);
  if (row.booking.status !== 'completed' || deadline === null) {
    throw new ConflictError(tipRefusals.notCompleted);
  }
  const base = priceBeforeTax(row);
  const open = now < deadline && CHARGED.has(row.booking.paymentStatus) && base >= MIN_TIP_CENTS;
  return {
    eState: tip ? ('tipped' as const) : open ? ('open' as const) : ('closed' as const),
    vCleanerFirstName: firstNameOf(row.cleanerName),
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
export async function tipOffer(context: AppContext, holder: TipHolder): Promise<TipOffer> {
  const bookingId = await bookingIdOf(context, holder);
  const row = await findTipBooking(context.db, bookingId);
  if (!row) throw new NotFoundError(bookingRefusals.bookingNotFound);
  return offerOf(row, await findTip(context.db, bookingId), context.clock());
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

/** A charge the gateway refused: nothing is written, and the customer reads why. */
function refused(error: unknown): never {
  if (error instanceof PaymentDeclined && error.code === 'authentication_required') {
    throw new InvalidError(tipRefusals.authenticationRequired);
  }
  if (error instanceof PaymentDeclined || error instanceof PaymentUnavailable) {
    throw new InvalidError(gatewayRefusal(error));
  }
  throw error;
}

export type AddedTip = { offer: TipOffer; cleanerFirstName: string; amountCents: number };

/**
 * Charges the tip on the card the cleaning was paid with and records it, under the booking's row
 * lock: a double press waits and then finds the tip (the same amount answers it again, another
 * is refused), and the gateway's idempotency key makes a retried charge the first one. The
 * customer's tip receipt and the cleaner's notice are written in the same transaction.
 */
export async function addTip(
  context: AppContext,
  holder: TipHolder,
  amountCents: number,
): Promise<AddedTip> {
  const bookingId = await bookingIdOf(context, holder);
  const now = context.clock();
  return inTransaction(context.db, async (tx) => {
    const row = await findTipBookingForUpdate(tx, bookingId);
    if (!row) throw new NotFoundError(bookingRefusals.bookingNotFound);
    const { booking } = row;
    const cleanerFirstName = firstNameOf(row.cleanerName);
    const earlier = await findTip(tx, bookingId);
    if (earlier) {
      if (earlier.amountCents === amountCents) {
        return { offer: offerOf(row, earlier, now), cleanerFirstName, amountCents };
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
    if (!CHARGED.has(booking.paymentStatus) || card === null || booking.contractorId === null) {
      throw new ConflictError(tipRefusals.notChargeable);
    }
    checkAmount(amountCents, priceBeforeTax(row));
    let charge;
    try {
      charge = await context.payments.chargeSavedCard({
        savedCardRef: card,
        amountCents,
        idempotencyKey: `booking-${booking.uniqueCode}-tip`,
        description: `Tip for ${cleanerFirstName}, booking ${booking.bookingNo}`,
      });
    } catch (error) {
      refused(error);
    }
    const tip = await insertTip(tx, {
      bookingId,
      contractorId: booking.contractorId,
      amountCents,
      gatewayPaymentId: charge.paymentId,
      cardBrand: charge.card?.brand ?? null,
      cardLast4: charge.card?.last4 ?? null,
      createdAt: now,
    });
    await tellCleaner(tx, row, booking.contractorId, amountCents);
    const charged = charge.card;
    await tellTip(
      tx,
      bookingId,
      {
        amountCents,
        cleanerFirstName,
        card: charged ? (locale) => cardText(charged, locale) : null,
        chargedAt: now,
      },
      context,
    );
    return { offer: offerOf(row, tip, now), cleanerFirstName, amountCents };
  });
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
            customer: firstNameOf(row.booking.fullName),
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
export async function cleanerTips(db: Database, contractorId: number) {
  const { rows, count, totalCents } = await tipsOfCleaner(db, contractorId, TIPS_LISTED);
  return {
    fTotal: centsToDollars(totalCents),
    iCount: count,
    tips: rows.map((tip) => ({
      fAmount: centsToDollars(tip.amountCents),
      vCustomerFirstName: firstNameOf(tip.customerName),
      dTippedOn: localNow(tip.timeZone ?? 'UTC', tip.createdAt).date,
    })),
  };
}
