/*
 * The other times of a paid booking and the move to one of them: first for a booking no
 * cleaner has accepted (decision 098), now the customer's reschedule of any paid booking before
 * its start (decision 121). An open booking is offered the nearest starts when a cleaner of its
 * city is free; an assigned one the nearest starts when its own cleaner is free (their weekly
 * hours, days off, daily cap and other jobs with the travel buffer). Both on the city's clock,
 * at most twice per booking, priced again at the new time ("Was $X, now $Y"): a higher price is
 * confirmed by the customer and held on the card before the old hold is released. The picker
 * asks day by day (decision 126): which days of the two weeks have a free time, and one day's.
 */
import { randomBytes } from 'node:crypto';
import type { NamesByLocale } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { bookingIdOfLink } from '../db/shared-queries/booking-links.ts';
import { blockedCleanerIds } from '../db/shared-queries/cleaner-marks.ts';
import { findCity, findService } from '../db/shared-queries/booking-quote.ts';
import { findContractorEmail } from '../db/shared-queries/jobs.ts';
import { cleanersWhoCanTake } from '../db/shared-queries/job-takers.ts';
import { recordAnnouncement } from '../db/shared-queries/job-announcements.ts';
import { localeOfContractor } from '../db/shared-queries/locales.ts';
import { lockContractor } from '../db/shared-queries/offered-hours.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { localNow, minutesToClock, zonedInstant } from '../domain/local-time.ts';
import { moneyValue } from '../domain/said-values.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';
import { jobNotices, moveBooking, movedBy } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { PaymentDeclined, PaymentUnavailable, type Authorization } from '../payments/index.ts';
import { composeMail, money } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordMovement } from '../ledger/index.ts';
import {
  addDays,
  candidatesWhere,
  freeStarts,
  hasFreeContractor,
  LATEST_UNTIL_MINUTES,
  lockCity,
  priceWithTaxes,
  TRAVEL_BUFFER_MINUTES,
  type Window,
} from '../quote/index.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import {
  cleanerFreeCondition,
  cleanerUnbookedCondition,
  findContractorFirstName,
} from './reschedule.queries.ts';
import { withdrawAskedRequest } from './reschedule-requests.queries.ts';
import { askableTimes } from './asked-times.ts';
import { lockUnaccepted, readUnaccepted, type UnacceptedRow } from './unaccepted.queries.ts';
import { timeInWords, unacceptedMessages, type LocalTime } from './unaccepted-messages.ts';
import * as apiEn from '#shared/catalogue/en-CA/api-reschedule.ts';
import * as apiFr from '#shared/catalogue/fr-CA/api-reschedule.ts';
import * as daysEn from '#shared/catalogue/en-CA/api-reschedule-days.ts';
import * as daysFr from '#shared/catalogue/fr-CA/api-reschedule-days.ts';
import * as mailEn from '#shared/catalogue/en-CA/mail-reschedule.ts';
import * as openEn from '#shared/catalogue/en-CA/api-reschedule-open.ts';
import * as openFr from '#shared/catalogue/fr-CA/api-reschedule-open.ts';
import * as mailFr from '#shared/catalogue/fr-CA/mail-reschedule.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';

const rescheduleRefusals = sayings(apiEn.rescheduleRefusals, apiFr.rescheduleRefusals);
const dayRefusals = sayings(daysEn.rescheduleDayRefusals, daysFr.rescheduleDayRefusals);
const answerTexts = catalogue(apiEn, apiFr);
const mailTexts = catalogue(mailEn, mailFr);
const openTexts = catalogue(openEn, openFr);

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** How many times are offered at most. */
export const OFFERED_TIMES = 6;
/** How many days after today the offer looks: the quote's refusal looks as far (NEXT_FREE_DAYS). */
export const OFFER_DAYS = 14;
/** A time offered starts at least this long from now: a cleaner needs the time to get there. */
export const EARLIEST_OFFER_MS = HOUR_MS;

/** At most this many moves per booking (decision 121). */
export const MAX_RESCHEDULES = 2;

/** A booking that can move: paid, open or assigned, fully quoted. */
export type Movable = {
  id: number;
  status: 'authorized' | 'assigned';
  uniqueCode: string;
  bookingNo: string;
  customerId: number;
  cityId: number;
  cityName: string;
  timeZone: string;
  /** Null only when the service row is gone: the notices then name it "a cleaning". */
  serviceName: string | null;
  serviceId: number | null;
  estimatedMinutes: number;
  localDate: string;
  startsAt: Date;
  totalCents: number;
  discountCents: number;
  paymentStatus: UnacceptedRow['booking']['paymentStatus'];
  paymentMethodId: string | null;
  gatewayPaymentId: string | null;
  authorizationExpiresAt: Date | null;
  /** The assigned cleaner; null while the job is open. */
  contractorId: number | null;
  rescheduleCount: number;
  feeWindowStartsAt: Date | null;
};

/** The booking when its shape lets it move (paid, priced, open or assigned), or 409. */
export function movable(row: UnacceptedRow): Movable {
  const b = row.booking;
  if (b.status === 'inProgress' || b.status === 'completed') {
    throw new ConflictError(rescheduleRefusals.started);
  }
  if (
    (b.status !== 'authorized' && b.status !== 'assigned') ||
    (b.status === 'assigned' && b.contractorId === null) ||
    b.cityId === null ||
    row.timeZone === null ||
    row.cityName === null ||
    b.estimatedMinutes === null ||
    b.startsAt === null ||
    b.localDate === null ||
    b.totalCents === null
  ) {
    throw new ConflictError(rescheduleRefusals.notMovable);
  }
  return {
    id: b.id,
    status: b.status,
    uniqueCode: b.uniqueCode,
    bookingNo: b.bookingNo,
    customerId: b.customerId,
    cityId: b.cityId,
    cityName: row.cityName,
    timeZone: row.timeZone,
    serviceName: row.serviceName,
    serviceId: b.serviceId,
    estimatedMinutes: b.estimatedMinutes,
    localDate: b.localDate,
    startsAt: b.startsAt,
    totalCents: b.totalCents,
    discountCents: b.discountCents,
    paymentStatus: b.paymentStatus,
    paymentMethodId: b.paymentMethodId,
    gatewayPaymentId: b.gatewayPaymentId,
    authorizationExpiresAt: b.authorizationExpiresAt,
    contractorId: b.status === 'assigned' ? b.contractorId : null,
    rescheduleCount: b.rescheduleCount,
    feeWindowStartsAt: b.feeWindowStartsAt,
  };
}

/** The customer may still move it: before its start, fewer than MAX_RESCHEDULES moves. */
export function assertReschedulable(booking: Movable, now: Date): Movable {
  if (booking.startsAt.getTime() <= now.getTime()) {
    throw new ConflictError(rescheduleRefusals.started);
  }
  if (booking.rescheduleCount >= MAX_RESCHEDULES) {
    throw new ConflictError(rescheduleRefusals.tooMany);
  }
  return booking;
}

type Candidate = Window & { endsAt: Date };

/**
 * Whether the card pays for a job ending then: a hold placed already must outlive the job (it
 * is captured when the job is done); a saved card is held 24 hours before whatever start it
 * gets (server/payments/scheduled-authorizations.ts), so any time suits it. Anything else (a
 * failed or lapsed hold) pays for no time.
 */
export function holdCovers(
  booking: Pick<Movable, 'paymentStatus' | 'authorizationExpiresAt'>,
  endsAt: Date,
): boolean {
  if (booking.paymentStatus === 'cardSaved') return true;
  if (booking.paymentStatus !== 'authorized' || booking.authorizationExpiresAt === null) {
    return false;
  }
  return endsAt.getTime() <= booking.authorizationExpiresAt.getTime();
}

/**
 * Every start the booking could move to, soonest first: on the hour, the same length, ending by
 * 11:00PM, at least an hour from now, within OFFER_DAYS of the city's today, not its own time,
 * and paid for by its card.
 */
export function candidateWindows(booking: Movable, now: Date): Candidate[] {
  const today = localNow(booking.timeZone, now).date;
  const earliest = now.getTime() + EARLIEST_OFFER_MS;
  const candidates: Candidate[] = [];
  for (let day = 0; day <= OFFER_DAYS; day += 1) {
    const localDate = addDays(today, day);
    for (
      let fromMinutes = 0;
      fromMinutes + booking.estimatedMinutes <= LATEST_UNTIL_MINUTES;
      fromMinutes += 60
    ) {
      const startsAt = zonedInstant(localDate, fromMinutes, booking.timeZone);
      if (startsAt.getTime() < earliest) continue;
      if (startsAt.getTime() === booking.startsAt.getTime()) continue;
      const endsAt = new Date(startsAt.getTime() + booking.estimatedMinutes * MINUTE_MS);
      if (!holdCovers(booking, endsAt)) continue;
      candidates.push({
        cityId: booking.cityId,
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS),
        localDate,
        fromMinutes,
        untilMinutes: fromMinutes + booking.estimatedMinutes,
      });
    }
  }
  return candidates;
}

/** Whose free time a time is: the assigned cleaner's, or any cleaner's of the city. */
export type Whose = 'cleaner' | 'any';

/** A time as the API answers it. */
export type OfferedTime = {
  /** The start as an instant (ISO 8601): what a move sends back. */
  vStart: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  /** "Sunday, November 29, 2026, 2:00PM to 5:00PM", on the city's clock, in the reader's language. */
  vWhen: string;
  vWho: Whose;
  /** The price at this time, in dollars, and said: "Was $150.00, now $162.00" or "Same price: $150.00". */
  fTotal: number;
  vPrice: string;
  /** It costs more than the booking's price now: the move needs the customer's confirmation. */
  bIncrease: boolean;
  /** A time outside the assigned cleaner's free time: choosing it asks them (decision 125). */
  bAsk?: true;
};

type FreeTime = LocalTime & { startsAt: Date; who: Whose; ask?: true };

/** The price of the booking on another date: its service's rate now and the taxes of that day. */
export async function totalOn(db: Database, booking: Movable, localDate: string) {
  const city = await findCity(db, booking.cityId);
  const service = booking.serviceId === null ? null : await findService(db, booking.serviceId);
  if (!city || !service) return null;
  return priceWithTaxes(db, {
    provinceCode: city.provinceCode,
    serviceSlug: service.slug,
    date: localDate,
    estimatedMinutes: booking.estimatedMinutes,
    hourlyRateCents: service.hourlyRateCents,
    discountCents: booking.discountCents,
  });
}

/** The booking's total per local date of the times (one quote per day, not per time). */
async function totalsByDate(db: Database, booking: Movable, dates: string[]) {
  const totals = new Map<string, number>();
  for (const date of new Set(dates)) {
    totals.set(date, (await totalOn(db, booking, date))?.totalCents ?? booking.totalCents);
  }
  return totals;
}

function priceWords(wasCents: number, nowCents: number, locale: Locale): string {
  const words = answerTexts(locale).rescheduleAnswers;
  return nowCents === wasCents
    ? formatMessage(locale, words.samePrice, { now: money(nowCents, locale) })
    : formatMessage(locale, words.wasNow, {
        was: money(wasCents, locale),
        now: money(nowCents, locale),
      });
}

function offeredTime(
  time: FreeTime,
  wasCents: number,
  totalCents: number,
  locale: Locale,
): OfferedTime {
  return {
    vStart: time.startsAt.toISOString(),
    vDate: time.localDate,
    vFrom: minutesToClock(time.fromMinutes),
    vUntill: minutesToClock(time.untilMinutes),
    vWhen: timeInWords(time, locale),
    vWho: time.who,
    fTotal: totalCents / 100,
    vPrice: priceWords(wasCents, totalCents, locale),
    bIncrease: totalCents > wasCents,
    ...(time.ask ? { bAsk: true as const } : {}),
  };
}

/**
 * Whether the window is free for the booking: its own cleaner's, or any cleaner's when open.
 * `unbooked`: the cleaner accepting a time outside their hours only needs no other job then
 * (decision 125).
 */
async function isFreeFor(
  db: Database,
  booking: Movable,
  window: Window,
  unbooked = false,
): Promise<boolean> {
  if (booking.contractorId === null) {
    // Never a time only a cleaner the customer blocked could take (decision 128).
    const blocked = await blockedCleanerIds(db, booking.customerId);
    return hasFreeContractor(db, window, booking.id, blocked);
  }
  const contractorId = booking.contractorId;
  const condition = unbooked ? cleanerUnbookedCondition : cleanerFreeCondition;
  const found = await candidatesWhere(db, [window], 1, (terms) =>
    condition(db, contractorId, booking.id, terms),
  );
  return found.length > 0;
}

/**
 * Whether a cleaner other than the assigned one, and not one the customer blocked, is free in
 * the window: the rule of a booking reopened to other cleaners at a new time (decision 130).
 */
export async function othersFreeAt(
  db: Database,
  booking: Movable,
  window: Window,
): Promise<boolean> {
  const blocked = await blockedCleanerIds(db, booking.customerId);
  const others = booking.contractorId === null ? blocked : [...blocked, booking.contractorId];
  return hasFreeContractor(db, window, booking.id, others);
}

/**
 * The nearest free times of a movable booking (at most `limit`), as local times: an assigned
 * booking's are its cleaner's free times, an open one's any free cleaner's.
 */
export async function nearestFreeTimes(
  db: Database,
  booking: Movable,
  now: Date,
  limit = OFFERED_TIMES,
): Promise<FreeTime[]> {
  return freeTimesAmong(db, booking, candidateWindows(booking, now), limit);
}

/** The first `limit` of the candidates (in order) free for the booking, as local times. */
async function freeTimesAmong(
  db: Database,
  booking: Movable,
  candidates: Candidate[],
  limit: number,
): Promise<FreeTime[]> {
  const contractorId = booking.contractorId;
  const free =
    contractorId === null
      ? await freeStarts(
          db,
          candidates,
          booking.id,
          limit,
          await blockedCleanerIds(db, booking.customerId),
        )
      : await candidatesWhere(db, candidates, limit, (terms) =>
          cleanerFreeCondition(db, contractorId, booking.id, terms),
        );
  const who: Whose = contractorId === null ? 'any' : 'cleaner';
  return free.map((start) => {
    const fromMinutes = start.minutes;
    return {
      localDate: start.date,
      fromMinutes,
      untilMinutes: fromMinutes + booking.estimatedMinutes,
      startsAt: zonedInstant(start.date, fromMinutes, booking.timeZone),
      who,
    };
  });
}

/**
 * Who asks: the holder of a booking link (the booking it opens), or a signed-in customer; or the
 * assigned cleaner accepting the customer's asked time (decision 125).
 */
export type BookingOwner = { bookingId: number } & (
  { by: 'link' } | { by: 'customer'; customerId: number } | { by: 'cleaner'; contractorId: number }
);

/** The holder of a booking link: an unknown or revoked token reads as no booking (404). */
export async function linkHolder(db: Database, token: string): Promise<BookingOwner> {
  const bookingId = await bookingIdOfLink(db, token);
  if (bookingId === null) throw new NotFoundError(BOOKING_NOT_FOUND);
  return { by: 'link', bookingId };
}

export function assertOwner(row: UnacceptedRow | null, owner: BookingOwner): UnacceptedRow {
  // Another customer's booking, like an unknown one, reads as absent.
  if (
    !row ||
    (owner.by === 'customer' && row.booking.customerId !== owner.customerId) ||
    (owner.by === 'cleaner' && row.booking.contractorId !== owner.contractorId)
  ) {
    throw new NotFoundError(BOOKING_NOT_FOUND);
  }
  return row;
}

/** A day of the offer window and whether it has a free time (the picker's day chooser). */
export type OfferedDay = { sDay: string; bFree: boolean };

export type OfferedTimes = {
  vBookingNo: string;
  /** Every day of the offer window, today first (decision 126). */
  aDays: OfferedDay[];
  /** The day whose times `aTimes` lists: the one asked for, else the first with a free time. */
  sDay: string;
  /** Every free time of that day, soonest first. */
  aTimes: OfferedTime[];
  /** The booking's price now, in dollars: what "Was" says. */
  fWas: number;
  /** How many more moves the booking allows (decision 121). */
  iMovesLeft: number;
};

/** The days the offer looks at, on the city's clock: today and the OFFER_DAYS after it. */
function offerDays(timeZone: string, now: Date): string[] {
  const today = localNow(timeZone, now).date;
  return Array.from({ length: OFFER_DAYS + 1 }, (_, day) => addDays(today, day));
}

/** The day asked for (YYYY-MM-DD, a real date, one of the offer's days), or 400. */
function dayAsked(value: string, days: string[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
  if (
    !match ||
    !date ||
    date.getUTCDate() !== Number(match[3]) ||
    date.getUTCMonth() !== Number(match[2]) - 1
  ) {
    throw new InvalidError(dayRefusals.malformed);
  }
  if (!days.includes(value)) throw new InvalidError(dayRefusals.outside);
  return value;
}

/**
 * The times the owner's booking could move to, in the reader's words and prices: which days of
 * the offer window have a free time, and every free time of one day — `day` (YYYY-MM-DD on the
 * city's clock, within the window, else 400) or, without it, the first day with a free time
 * (decision 126).
 */
export async function offeredTimes(
  context: Pick<AppContext, 'db' | 'clock'>,
  owner: BookingOwner,
  locale: Locale,
  day?: string,
): Promise<OfferedTimes> {
  const now = context.clock();
  const row = assertOwner(await readUnaccepted(context.db, owner.bookingId), owner);
  const booking = assertReschedulable(movable(row), now);
  const days = offerDays(booking.timeZone, now);
  const asked = day === undefined ? null : dayAsked(day, days);
  // Every candidate asked at once: which days have a time, and the chosen day's times; an
  // assigned booking's times to ask its cleaner for come after its cleaner's (decision 125).
  const candidates = candidateWindows(booking, now);
  const free = await freeTimesAmong(context.db, booking, candidates, candidates.length);
  const askable = await askableTimes(context.db, booking, candidates, candidates.length);
  const freeDays = new Set([...free, ...askable].map((time) => time.localDate));
  const chosenDay = asked ?? days.find((date) => freeDays.has(date)) ?? days[0] ?? '';
  const onDay = (time: { localDate: string }) => time.localDate === chosenDay;
  const times = [...free.filter(onDay), ...askable.filter(onDay)];
  const totals = await totalsByDate(
    context.db,
    booking,
    times.map((time) => time.localDate),
  );
  return {
    vBookingNo: booking.bookingNo,
    aDays: days.map((date) => ({ sDay: date, bFree: freeDays.has(date) })),
    sDay: chosenDay,
    aTimes: times.map((time) =>
      offeredTime(
        time,
        booking.totalCents,
        totals.get(time.localDate) ?? booking.totalCents,
        locale,
      ),
    ),
    fWas: booking.totalCents / 100,
    iMovesLeft: MAX_RESCHEDULES - booking.rescheduleCount,
  };
}

/** The start a move sends, as an instant, or 400. */
export function startOf(value: string): Date {
  const start = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(start.getTime())) {
    throw new InvalidError(unacceptedMessages.start);
  }
  return start;
}

export type MovedBooking = { vBookingNo: string; time: OfferedTime };

/** How the cleaner's acceptance of an asked time (decision 125) runs the move. */
export type MoveOptions = {
  /** The cleaner accepting: their weekly hours and days off set aside, not their other jobs. */
  unbooked?: boolean;
  /** The price the customer confirmed when asking: a higher one now is refused. */
  maxCents?: number;
  /** Closes the asked request in the move's transaction (else any asked one is withdrawn). */
  settle?: (tx: Database, bookingId: number, now: Date) => Promise<void>;
  /**
   * The customer opens the time their cleaner declined to other cleaners (decision 130): the
   * booking moves without its cleaner (`booking.reopen`, assigned → authorized), when another
   * cleaner the customer did not block is free then, and is announced to the city's cleaners.
   */
  reopen?: true;
};
type Moved = MovedBooking & { local: LocalTime };

/** What the move's news says beyond the new time (server/booking-news/, decision 121). */
export type MoveFacts = { wasCents: number; nowCents: number; newHold: boolean };

export function chosenWindow(booking: Movable, now: Date, start: Date): Candidate {
  const chosen = candidateWindows(booking, now).find(
    (candidate) => candidate.startsAt.getTime() === start.getTime(),
  );
  if (!chosen) throw new InvalidError(unacceptedMessages.start);
  return chosen;
}

/**
 * The key of one move's new hold: the booking, the move's number and a nonce of the attempt. Two
 * moves sent at once (or a retry after one was undone) must never share a hold: the gateway
 * would answer both with the same one, and the loser's undo would release the winner's hold.
 */
function attemptKeyOf(booking: Movable): string {
  return `booking-${booking.uniqueCode}-reschedule-${booking.rescheduleCount + 1}-${randomBytes(6).toString('hex')}`;
}

/**
 * The new hold for a higher price, placed before anything is written (decision 121): on the
 * card the booking was paid with, without the customer. A refusal leaves the booking as it was.
 */
async function holdNewPrice(
  context: Pick<AppContext, 'payments'>,
  booking: Movable,
  totalCents: number,
  idempotencyKey: string,
): Promise<Authorization> {
  if (booking.paymentMethodId === null) throw new ConflictError(rescheduleRefusals.cardRefused);
  try {
    return await context.payments.authorizeSavedCard({
      savedCardRef: booking.paymentMethodId,
      amountCents: totalCents,
      idempotencyKey,
      description: `MapleShine ${booking.bookingNo}: new time`,
    });
  } catch (error) {
    if (error instanceof PaymentDeclined || error instanceof PaymentUnavailable) {
      throw new ConflictError(rescheduleRefusals.cardRefused);
    }
    throw error;
  }
}

/** Releases a hold that will not be charged (the old one after a new hold, or a new one undone). */
async function release(
  context: Pick<AppContext, 'payments'>,
  paymentId: string,
  idempotencyKey: string,
): Promise<void> {
  await context.payments.release({ paymentId, idempotencyKey });
}

/**
 * Moves the owner's booking to one of its offered times (answered in the reader's words). The
 * price is quoted again at the new time: a higher one needs `acceptIncrease` (else 409 with "was,
 * now") and, when the card is held, a new hold for it placed first. Under the locks (the city,
 * the booking, then its cleaner) everything is checked again: the booking unchanged meanwhile,
 * the time still offered and still free, else 400 or 409, nothing is written and the new hold is
 * released. The old hold is released in the transaction, after the move is written: a gateway
 * that cannot release it undoes the move (and the new hold is released), so exactly one hold is
 * ever alive. An open booking reopens to the cleaners of its new time; an assigned one keeps its
 * cleaner, who is told. The booking keeps the earliest start it ever had for the cancellation
 * fee's window (fee_window_starts_at).
 */
export async function moveToTime(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl' | 'payments' | 'catalog'>,
  owner: BookingOwner,
  startText: string,
  locale: Locale,
  acceptIncrease = false,
  options: MoveOptions = {},
): Promise<Moved> {
  const start = startOf(startText);
  const now = context.clock();
  const before = assertReschedulable(
    movable(assertOwner(await readUnaccepted(context.db, owner.bookingId), owner)),
    now,
  );
  const chosen = chosenWindow(before, now, start);
  // The cleaners' notices and e-mail name the job in each one's language (decisions 116, 123):
  // read from the cached catalog before the transaction.
  const names = await context.catalog.namesByLocale();
  const price = await totalOn(context.db, before, chosen.localDate);
  const nowCents = price?.totalCents ?? before.totalCents;
  if (options.maxCents !== undefined && nowCents > options.maxCents) {
    throw new ConflictError(rescheduleRefusals.changed);
  }
  if (nowCents > before.totalCents && !acceptIncrease) {
    throw new ConflictError(
      rescheduleRefusals.confirmIncrease.with({
        was: moneyValue(before.totalCents),
        now: moneyValue(nowCents),
      }),
    );
  }
  const freeThen = (db: Database, booking: Movable) =>
    options.reopen
      ? othersFreeAt(db, booking, chosen)
      : isFreeFor(db, booking, chosen, options.unbooked);
  if (!(await freeThen(context.db, before))) {
    throw new ConflictError(unacceptedMessages.taken);
  }
  const attempt = attemptKeyOf(before);
  const newHold =
    nowCents > before.totalCents && before.paymentStatus === 'authorized'
      ? await holdNewPrice(context, before, nowCents, attempt)
      : null;
  try {
    return await inTransaction(context.db, async (tx) => {
      await lockCity(tx, before.cityId);
      const booking = assertReschedulable(
        movable(assertOwner(await lockUnaccepted(tx, owner.bookingId), owner)),
        now,
      );
      // The cleaner after the booking: a cancel holding the booking writes its change row,
      // whose key on the cleaner waits for this lock; taken first, the two would deadlock.
      if (booking.contractorId !== null) await lockContractor(tx, booking.contractorId);
      if (
        booking.rescheduleCount !== before.rescheduleCount ||
        booking.status !== before.status ||
        booking.contractorId !== before.contractorId ||
        booking.totalCents !== before.totalCents ||
        booking.paymentStatus !== before.paymentStatus ||
        booking.gatewayPaymentId !== before.gatewayPaymentId
      ) {
        throw new ConflictError(rescheduleRefusals.changed);
      }
      if (!(await freeThen(tx, booking))) {
        throw new ConflictError(unacceptedMessages.taken);
      }
      const earliest = Math.min(
        (booking.feeWindowStartsAt ?? booking.startsAt).getTime(),
        booking.startsAt.getTime(),
        chosen.startsAt.getTime(),
      );
      const facts: MoveFacts = {
        wasCents: booking.totalCents,
        nowCents,
        newHold: newHold !== null,
      };
      await moveBooking(
        tx,
        booking,
        options.reopen ? 'booking.reopen' : 'booking.move',
        {
          localDate: chosen.localDate,
          fromMinutes: chosen.fromMinutes,
          untilMinutes: chosen.untilMinutes,
          startsAt: chosen.startsAt,
          endsAt: chosen.endsAt,
          blockedUntil: chosen.blockedUntil,
          timeChosenAt: now,
          unacceptedToldAt: null,
          rescheduleCount: booking.rescheduleCount + 1,
          feeWindowStartsAt: new Date(earliest),
          // Reopened: no cleaner, no pay fixed, and no longer kept for the one it had.
          ...(options.reopen
            ? {
                contractorId: null,
                contractorPayCents: null,
                requestedContractorId: null,
                requestedUntil: null,
              }
            : {}),
          ...(price
            ? {
                hourlyRateCents: price.hourlyRateCents,
                subtotalCents: price.subtotalCents,
                discountCents: price.discountCents,
                taxCents: price.taxCents,
                taxName: price.taxName,
                totalCents: price.totalCents,
              }
            : {}),
          ...(newHold
            ? {
                gatewayPaymentId: newHold.paymentId,
                authorizedAt: newHold.authorizedAt,
                authorizationExpiresAt: newHold.expiresAt,
              }
            : {}),
        },
        { ...movedBy(context, 'customer'), moved: facts },
      );
      if (booking.contractorId === null) {
        await announceMoved(tx, booking, chosen, now, names);
      } else if (options.reopen) {
        await announceReopened(tx, booking, chosen, now, names);
      } else if (options.unbooked !== true) {
        await tellCleaner(tx, booking, booking.contractorId, chosen, names);
      }
      // A time asked of the cleaner (decision 125) is answered by this move, or left behind.
      await (options.settle ?? withdrawAskedRequest)(tx, booking.id, now);
      if (newHold) {
        // The ledger's side of the swap (decision 132): the new hold, then the old one released.
        await recordMovement(tx, {
          kind: 'hold',
          bookingId: booking.id,
          bookingCode: booking.uniqueCode,
          paymentId: newHold.paymentId,
          amountCents: nowCents,
          at: now,
        });
      }
      if (newHold && booking.gatewayPaymentId) {
        await release(context, booking.gatewayPaymentId, `${attempt}-release`);
        await recordMovement(tx, {
          kind: 'holdRelease',
          bookingId: booking.id,
          bookingCode: booking.uniqueCode,
          paymentId: booking.gatewayPaymentId,
          at: now,
        });
      }
      const time: FreeTime = {
        ...chosen,
        who: booking.contractorId === null || options.reopen ? 'any' : 'cleaner',
      };
      return {
        vBookingNo: booking.bookingNo,
        time: offeredTime(time, booking.totalCents, nowCents, locale),
        local: chosen,
      };
    });
  } catch (error) {
    if (newHold) {
      await release(context, newHold.paymentId, `${attempt}-undo`).catch(() => undefined);
    }
    throw error;
  }
}

/**
 * Tells the assigned cleaner that the customer moved their job into their free time: an e-mail
 * and a notification, in their language.
 */
async function tellCleaner(
  tx: Database,
  booking: Movable,
  contractorId: number,
  time: Candidate,
  names: NamesByLocale,
) {
  await notify(
    tx,
    { recipient: 'Contractor', contractorId },
    {
      bookingId: booking.id,
      text: (locale) => {
        const words = mailTexts(locale).cleanerMoved;
        return {
          title: words.noticeTitle,
          message: formatMessage(locale, words.noticeMessage, {
            bookingNo: booking.bookingNo,
            time: timeInWords(time, locale),
          }),
        };
      },
    },
  );
  const email = await findContractorEmail(tx, contractorId);
  if (email === null) return;
  const locale = await localeOfContractor(tx, contractorId);
  const name = await findContractorFirstName(tx, contractorId, locale);
  await addToOutbox(
    tx,
    composeMail(email, locale, mailTexts(locale).cleanerMoved, {
      name,
      bookingNo: booking.bookingNo,
      time: timeInWords(time, locale),
      city: names(locale).city(booking.cityName),
    }),
  );
}

/** A notice to a cleaner, in their language. */
type CleanerNotice = (locale: Locale) => { title: string; message: string };

/**
 * Tells the cleaners who could take the job at its new time, as a paid or handed-back job is
 * told (decision 057): a notification now, the e-mail in their next digest (decision 061).
 */
async function announceToTakers(tx: Database, bookingId: number, now: Date, text: CleanerNotice) {
  for (const cleaner of await cleanersWhoCanTake(tx, bookingId, now)) {
    await notify(tx, { recipient: 'Contractor', contractorId: cleaner.id }, { bookingId, text });
    await recordAnnouncement(tx, cleaner.id, bookingId, now);
  }
}

/** An open job moved: "New time for …". */
function announceMoved(
  tx: Database,
  booking: Movable,
  time: Candidate,
  now: Date,
  namesIn: NamesByLocale,
) {
  return announceToTakers(tx, booking.id, now, (locale) => {
    const words = jobNotices(locale);
    const names = namesIn(locale);
    return {
      title: words.newTimeTitle,
      message: formatMessage(locale, words.newTimeMessage, {
        service: names.service(booking.serviceName) ?? words.aCleaning,
        city: names.city(booking.cityName),
        bookingNo: booking.bookingNo,
        time: timeInWords(time, locale),
      }),
    };
  });
}

/** A job its cleaner let go at the asked time (decision 130), told as a new paid job is. */
function announceReopened(
  tx: Database,
  booking: Movable,
  time: Candidate,
  now: Date,
  namesIn: NamesByLocale,
) {
  return announceToTakers(tx, booking.id, now, (locale) => {
    const words = openTexts(locale).openedJob;
    const names = namesIn(locale);
    const city = names.city(booking.cityName);
    return {
      title: formatMessage(locale, words.title, { city }),
      message: formatMessage(locale, words.message, {
        service: names.service(booking.serviceName) ?? jobNotices(locale).aCleaning,
        bookingNo: booking.bookingNo,
        time: timeInWords(time, locale),
      }),
    };
  });
}
