/*
 * A booking's own page (issue 40): what a guest sees through the link its e-mails carry, and a
 * signed-in customer on their dashboard, in the customer's words and the caller's language
 * (shared/catalogue/<locale>/api-bookings.ts; /fr/booking-link asks in French). Opening, cancelling and ending a
 * link all go through `bookingOfLink`, so every guess at a link counts against the caller.
 */
import {
  lifecycleStateOf,
  nextJobStatus,
  type JobLifecycleState,
  type JobStatus,
} from '#machines/job-lifecycle.machine.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { bookingIdOfLink, revokeBookingLinks } from '../db/shared-queries/booking-links.ts';
import type { CatalogReads } from '../catalog/index.ts';
import { selectJob, type JobRow } from '../db/shared-queries/job-views.ts';
import { NotFoundError } from '../domain/errors.ts';
import { localNow } from '../domain/local-time.ts';
import { centsToText } from '../domain/money.ts';
import { normalizeEmail } from '../accounts/index.ts';
import { dateInWords, HOLD_BEFORE_START_MS } from '../payments/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  bookingMoneyFacts,
  cleanerRecord,
  cleanerRequestOf,
  findBookingForUpdate,
  findOwnBookingIdByNumber,
  hasActivatedAccount,
} from './booking-page.queries.ts';
import { cancelInTransaction } from './cancellation.ts';
import { cancellationQuoteOf, readableQuote } from './cancellation-fee.ts';
import { cancellationFactsOf, cancellationFeeOf } from './cancellation-fee.queries.ts';
import * as feeEn from '#shared/catalogue/en-CA/api-cancellation-fees.ts';
import * as feeFr from '#shared/catalogue/fr-CA/api-cancellation-fees.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { bookingRefusals } from './texts.ts';
import type { Said } from '../domain/said.ts';
import * as en from '#shared/catalogue/en-CA/api-bookings.ts';
import * as fr from '#shared/catalogue/fr-CA/api-bookings.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import { catalogue } from '../i18n/index.ts';
import { clockText, clockWindow, day, money } from '../platform/mail/compose.ts';
import { firstNameOf } from '../domain/person-names.ts';
import * as leftoversEn from '#shared/catalogue/en-CA/booking-status-lines.ts';
import * as leftoversFr from '#shared/catalogue/fr-CA/booking-status-lines.ts';

const pageTexts = catalogue(en, fr);
const feeTexts = catalogue(feeEn, feeFr);
const leftoverTexts = catalogue(leftoversEn, leftoversFr);

/** One sentence for every link that opens nothing: unknown, mistyped or ended alike. */
export const BOOKING_LINK_NOT_FOUND = bookingRefusals.bookingLinkNotFound;
export const BOOKING_LINK_ENDED = bookingRefusals.bookingLinkEnded;

/** The words of the lifecycle state as its customer reads them, in their language. */
export function customerStatusWords(state: JobLifecycleState, locale: Locale): string {
  const key = typeof state === 'string' ? state : (`completed.${state.completed}` as const);
  return pageTexts(locale).bookingPageStatus[key];
}

/** "November 28, 2026": the day of an instant on the city's calendar. */
function dayOf(instant: Date, timeZone: string | null, locale: Locale): string {
  return day(localNow(timeZone ?? 'UTC', instant).date, locale);
}

type MoneyFacts = Awaited<ReturnType<typeof bookingMoneyFacts>>;

/**
 * Where the money stands, in plain words, from the payment status: held, saved and held later,
 * charged, refunded, or nothing charged with the hold released.
 */
export function moneyWords(row: JobRow, facts: MoneyFacts, locale: Locale): string {
  const { booking } = row;
  const words = pageTexts(locale).bookingPageMoney;
  const say = (message: string, values: MessageValues = {}) =>
    formatMessage(locale, message, { total: money(booking.totalCents ?? 0, locale), ...values });
  switch (booking.paymentStatus) {
    case 'authorized':
      return say(words.authorized);
    case 'cardSaved':
      return booking.startsAt === null
        ? say(words.cardSavedDayBefore)
        : say(words.cardSaved, {
            day: dayOf(
              new Date(booking.startsAt.getTime() - HOLD_BEFORE_START_MS),
              row.timeZone,
              locale,
            ),
          });
    case 'needsAuthentication':
      return say(words.needsAuthentication);
    case 'captured':
      return facts.capturedAt
        ? say(words.capturedOn, { day: dayOf(facts.capturedAt, row.timeZone, locale) })
        : say(words.captured);
    case 'partlyRefunded':
      return say(words.partlyRefunded, { refunded: money(facts.refundedCents, locale) });
    case 'refunded':
      return say(words.refunded);
    case 'released':
      return facts.gatewayPaymentId === null ? words.releasedNeverHeld : words.released;
    case 'failed':
      return words.failed;
    case 'expired':
      return words.expired;
    default:
      return words.nothing;
  }
}

/**
 * While nobody has accepted a booking that asked for a cleaner (book again, decision 120), where
 * that request stands in one sentence (decision 128): offered to them first until when, to them
 * only, or, once their time passed, open to everyone (or still theirs alone). Null otherwise.
 */
async function requestedCleanerText(
  db: Database,
  row: JobRow,
  locale: Locale,
): Promise<string | null> {
  const { booking } = row;
  if (
    booking.status !== 'authorized' ||
    booking.contractorId !== null ||
    booking.unacceptedToldAt !== null
  ) {
    return null;
  }
  const request = await cleanerRequestOf(db, booking.id);
  if (request === null) return null;
  const name = firstNameOf(request.cleanerName, locale);
  const words = leftoverTexts(locale).requestedCleanerLine;
  const lapsed = request.lapsedAt !== null;
  if (!request.anyone) {
    return formatMessage(locale, lapsed ? words.LAPSED_ONLY : words.WAITING_ONLY, { name });
  }
  if (lapsed || request.until === null) return formatMessage(locale, words.OPENED, { name });
  const until = localNow(row.timeZone ?? 'UTC', request.until);
  return formatMessage(locale, words.WAITING_ANYONE, {
    name,
    until: `${day(until.date, locale)}, ${clockText(until.minutes, locale)}`,
  });
}

/**
 * The booking's page as its customer reads it (openapi.yaml `BookingPage`), its words (status,
 * day, window, money) and its service, extras and city (decision 116) in the reader's language.
 */
async function bookingPageOf(
  db: Database,
  catalog: Pick<CatalogReads, 'namesIn'>,
  bookingId: number,
  locale: Locale,
  now: Date,
) {
  const row = await selectJob(db, bookingId);
  if (!row) return null;
  const { booking } = row;
  const [facts, cleaner, hasAccount, names, cancellation, fee, requested] = await Promise.all([
    bookingMoneyFacts(db, bookingId),
    booking.contractorId === null
      ? null
      : cleanerRecord(db, { id: booking.contractorId, timeZone: row.timeZone ?? 'UTC' }, now),
    hasActivatedAccount(db, normalizeEmail(booking.email)),
    catalog.namesIn(locale),
    cancellationFactsOf(db, bookingId),
    cancellationFeeOf(db, bookingId),
    requestedCleanerText(db, row, locale),
  ]);
  const status: JobStatus = booking.status;
  const from = booking.fromMinutes;
  const estimated = booking.estimatedMinutes ?? 0;
  return {
    bookingNo: booking.bookingNo,
    status,
    statusText: customerStatusWords(lifecycleStateOf(status, booking.paymentStatus), locale),
    paymentStatus: booking.paymentStatus,
    serviceName: names.service(row.serviceName ?? ''),
    extras: names.extras(booking.extras),
    estimatedHours: estimated / 60,
    date: booking.localDate ?? '',
    dateText: booking.localDate ? dateInWords(booking.localDate, locale) : '',
    timeWindow: from === null ? '' : clockWindow(from, from + estimated, locale),
    timeZone: row.timeZone ?? '',
    cityName: names.city(row.cityName ?? ''),
    address: booking.address,
    unit: booking.unit,
    postalCode: booking.postalCode ?? '',
    total: centsToText(booking.totalCents ?? 0),
    // A cancellation fee taken (decision 117) is what became of the money.
    moneyText:
      fee === null
        ? moneyWords(row, facts, locale)
        : formatMessage(locale, feeTexts(locale).cancellationFeeMail.noticeFee, {
            fee: money(fee.amountCents, locale),
          }),
    cancellation:
      cancellation === null ? null : readableQuote(cancellationQuoteOf(cancellation, now), locale),
    cleaner:
      cleaner === null || row.contractorName === null
        ? null
        : {
            firstName: firstNameOf(row.contractorName, locale),
            photo: row.contractorImage ?? '',
            rating: cleaner.rating.count > 0 ? Math.round(cleaner.rating.average * 10) / 10 : null,
            reviews: cleaner.rating.count,
            jobsDone: cleaner.jobsDone,
            backgroundChecked: cleaner.backgroundChecked,
          },
    canCancel: nextJobStatus(status, 'booking.cancel') !== null,
    // Told that nobody accepted by the deadline (decision 098): the page offers the free times.
    nobodyAcceptedYet: status === 'authorized' && booking.unacceptedToldAt !== null,
    requestedCleanerText: requested,
    email: booking.email,
    hasAccount,
  };
}

export type BookingPage = NonNullable<Awaited<ReturnType<typeof bookingPageOf>>>;

/**
 * The booking a link opens. Each try is counted against the caller's address before the link is
 * looked up and uncounted when it opened something, so only guesses fill the allowance.
 */
async function bookingOfLink(context: AppContext, token: string, ip: string): Promise<number> {
  const attempt = await context.rateLimits.reserve(limits.bookingLinkMissesPerIp(ip));
  const bookingId = await bookingIdOfLink(context.db, token);
  if (bookingId === null) throw new NotFoundError(BOOKING_LINK_NOT_FOUND);
  await context.rateLimits.release(attempt);
  return bookingId;
}

async function pageOrMissing(
  context: Pick<AppContext, 'db' | 'clock' | 'catalog'>,
  bookingId: number,
  missing: Said,
  locale: Locale,
) {
  const page = await bookingPageOf(context.db, context.catalog, bookingId, locale, context.clock());
  if (!page) throw new NotFoundError(missing);
  return page;
}

/** A guest opens the booking through the link of one of its e-mails. */
export async function bookingPageByLink(
  context: AppContext,
  token: string,
  ip: string,
  locale: Locale,
) {
  const bookingId = await bookingOfLink(context, token, ip);
  return pageOrMissing(context, bookingId, BOOKING_LINK_NOT_FOUND, locale);
}

/**
 * Cancels through the link, exactly as a signed-in customer's cancel does (the same move, release
 * of the hold, notifications and e-mail). The link is checked again inside the transaction, so a
 * link ended meanwhile cancels nothing.
 */
export async function cancelByLink(
  context: AppContext,
  token: string,
  ip: string,
  locale: Locale,
  shownFeeCents?: number,
) {
  await bookingOfLink(context, token, ip);
  const bookingId = await inTransaction(context.db, async (tx) => {
    const id = await bookingIdOfLink(tx, token);
    const booking = id === null ? null : await findBookingForUpdate(tx, id);
    if (!booking) throw new NotFoundError(BOOKING_LINK_NOT_FOUND);
    await cancelInTransaction(context, tx, booking, 'customer', shownFeeCents);
    return booking.id;
  });
  return pageOrMissing(context, bookingId, BOOKING_LINK_NOT_FOUND, locale);
}

/** What cancelling through the link costs now (the dialog asks before confirming). */
export async function cancellationQuoteByLink(
  context: AppContext,
  token: string,
  ip: string,
  locale: Locale,
) {
  const bookingId = await bookingOfLink(context, token, ip);
  const facts = await cancellationFactsOf(context.db, bookingId);
  if (!facts || facts.booking.paymentStatus === 'none') {
    throw new NotFoundError(BOOKING_LINK_NOT_FOUND);
  }
  return readableQuote(cancellationQuoteOf(facts, context.clock()), locale);
}

/** What cancelling one of the customer's own bookings costs now. */
export async function ownCancellationQuote(
  context: AppContext,
  customerId: number,
  bookingId: number,
  locale: Locale,
) {
  const facts = await cancellationFactsOf(context.db, bookingId);
  if (!facts || facts.booking.customerId !== customerId || facts.booking.paymentStatus === 'none') {
    throw new NotFoundError(BOOKING_NOT_FOUND);
  }
  return readableQuote(cancellationQuoteOf(facts, context.clock()), locale);
}

/** The customer ends every link of the booking from its page; later e-mails carry new ones. */
export async function endLinksByLink(context: AppContext, token: string, ip: string) {
  const bookingId = await bookingOfLink(context, token, ip);
  await inTransaction(context.db, (tx) => revokeBookingLinks(tx, bookingId, context.clock()));
}

/** The signed-in customer's own booking by its number; another's, or an unpaid one, is 404. */
export async function ownBookingPage(
  context: AppContext,
  customerId: number,
  bookingNo: string,
  locale: Locale,
) {
  const bookingId = await findOwnBookingIdByNumber(context.db, customerId, bookingNo);
  if (bookingId === null) throw new NotFoundError(BOOKING_NOT_FOUND);
  const page = await pageOrMissing(context, bookingId, BOOKING_NOT_FOUND, locale);
  if (page.paymentStatus === 'none') throw new NotFoundError(BOOKING_NOT_FOUND);
  return { ...page, iBookingId: bookingId };
}
