/*
 * The other times of a paid booking no cleaner has accepted (decision 098): the nearest starts
 * when a cleaner of its city is free, and the move to one of them. Both obey the quote's
 * free-cleaner rule (server/quote: working hours, days off, daily caps, held jobs), on the city's
 * clock, and only at times the booking's card hold still covers.
 */
import type { NamesByLocale } from '../catalog/index.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { bookingIdOfLink } from '../db/shared-queries/booking-links.ts';
import { cleanersWhoCanTake } from '../db/shared-queries/job-takers.ts';
import { recordAnnouncement } from '../db/shared-queries/job-announcements.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { localNow, minutesToClock, zonedInstant } from '../domain/local-time.ts';
import { jobNotices, moveBooking, movedBy } from '../jobs/index.ts';
import { notify } from '../notifications/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  addDays,
  freeStarts,
  hasFreeContractor,
  LATEST_UNTIL_MINUTES,
  lockCity,
  TRAVEL_BUFFER_MINUTES,
  type Window,
} from '../quote/index.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { lockUnaccepted, readUnaccepted, type UnacceptedRow } from './unaccepted.queries.ts';
import { timeInWords, unacceptedMessages, type LocalTime } from './unaccepted-messages.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** How many times are offered at most. */
export const OFFERED_TIMES = 6;
/** How many days after today the offer looks: the quote's refusal looks as far (NEXT_FREE_DAYS). */
export const OFFER_DAYS = 14;
/** A time offered starts at least this long from now: a cleaner needs the time to get there. */
export const EARLIEST_OFFER_MS = HOUR_MS;

/** A booking that can move: paid, no cleaner, fully quoted. */
type Movable = {
  id: number;
  status: 'authorized';
  bookingNo: string;
  customerId: number;
  cityId: number;
  cityName: string;
  timeZone: string;
  /** Null only when the service row is gone: the notices then name it "a cleaning". */
  serviceName: string | null;
  estimatedMinutes: number;
  startsAt: Date;
  paymentStatus: UnacceptedRow['booking']['paymentStatus'];
  authorizationExpiresAt: Date | null;
};

/** The booking when it may move, or 409 with the lifecycle's refusal. */
export function movable(row: UnacceptedRow): Movable {
  const b = row.booking;
  if (
    b.status !== 'authorized' ||
    b.contractorId !== null ||
    b.cityId === null ||
    row.timeZone === null ||
    row.cityName === null ||
    b.estimatedMinutes === null ||
    b.startsAt === null
  ) {
    throw new ConflictError(unacceptedMessages.notMovable);
  }
  return {
    id: b.id,
    status: b.status,
    bookingNo: b.bookingNo,
    customerId: b.customerId,
    cityId: b.cityId,
    cityName: row.cityName,
    timeZone: row.timeZone,
    serviceName: row.serviceName,
    estimatedMinutes: b.estimatedMinutes,
    startsAt: b.startsAt,
    paymentStatus: b.paymentStatus,
    authorizationExpiresAt: b.authorizationExpiresAt,
  };
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

/** A time as the API answers it. */
export type OfferedTime = {
  /** The start as an instant (ISO 8601): what a move sends back. */
  vStart: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  /** "Sunday, November 29, 2026, 2:00PM to 5:00PM", on the city's clock, in the reader's language. */
  vWhen: string;
};

function offeredTime(time: LocalTime & { startsAt: Date }, locale: Locale): OfferedTime {
  return {
    vStart: time.startsAt.toISOString(),
    vDate: time.localDate,
    vFrom: minutesToClock(time.fromMinutes),
    vUntill: minutesToClock(time.untilMinutes),
    vWhen: timeInWords(time, locale),
  };
}

/** The nearest free times of a movable booking (at most `limit`), as local times. */
export async function nearestFreeTimes(
  db: Database,
  booking: Movable,
  now: Date,
  limit = OFFERED_TIMES,
): Promise<(LocalTime & { startsAt: Date })[]> {
  const candidates = candidateWindows(booking, now);
  const free = await freeStarts(db, candidates, booking.id, limit);
  return free.map((start) => {
    const fromMinutes = start.minutes;
    return {
      localDate: start.date,
      fromMinutes,
      untilMinutes: fromMinutes + booking.estimatedMinutes,
      startsAt: zonedInstant(start.date, fromMinutes, booking.timeZone),
    };
  });
}

/** Who asks: the holder of a booking link (the booking it opens), or a signed-in customer. */
export type BookingOwner = { bookingId: number } & (
  { by: 'link' } | { by: 'customer'; customerId: number }
);

/** The holder of a booking link: an unknown or revoked token reads as no booking (404). */
export async function linkHolder(db: Database, token: string): Promise<BookingOwner> {
  const bookingId = await bookingIdOfLink(db, token);
  if (bookingId === null) throw new NotFoundError(BOOKING_NOT_FOUND);
  return { by: 'link', bookingId };
}

function assertOwner(row: UnacceptedRow | null, owner: BookingOwner): UnacceptedRow {
  // Another customer's booking, like an unknown one, reads as absent.
  if (!row || (owner.by === 'customer' && row.booking.customerId !== owner.customerId)) {
    throw new NotFoundError(BOOKING_NOT_FOUND);
  }
  return row;
}

export type OfferedTimes = { vBookingNo: string; aTimes: OfferedTime[] };

/** The nearest times the owner's unaccepted booking could move to, in the reader's words. */
export async function offeredTimes(
  context: Pick<AppContext, 'db' | 'clock'>,
  owner: BookingOwner,
  locale: Locale,
): Promise<OfferedTimes> {
  const row = assertOwner(await readUnaccepted(context.db, owner.bookingId), owner);
  const booking = movable(row);
  const times = await nearestFreeTimes(context.db, booking, context.clock());
  return {
    vBookingNo: booking.bookingNo,
    aTimes: times.map((time) => offeredTime(time, locale)),
  };
}

/** The start a move sends, as an instant, or 400. */
function startOf(value: string): Date {
  const start = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(start.getTime())) {
    throw new InvalidError(unacceptedMessages.start);
  }
  return start;
}

export type MovedBooking = { vBookingNo: string; time: OfferedTime };
type Moved = MovedBooking & { local: LocalTime };

/**
 * Moves the owner's unaccepted booking to one of its offered times (answered in the reader's words). Under the payment's locks
 * (the city, then the booking), the time is checked again: still offered (an hour ahead, paid
 * for by the hold) and a cleaner still free, else 400 or 409 and nothing is written. The price
 * and the hold stay; the job reopens to the cleaners who could take it at the new time, and the
 * deadline mark is cleared so the new time gets its own notice.
 */
export async function moveToTime(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl' | 'catalog'>,
  owner: BookingOwner,
  startText: string,
  locale: Locale,
): Promise<Moved> {
  const start = startOf(startText);
  const first = assertOwner(await readUnaccepted(context.db, owner.bookingId), owner);
  const cityId = movable(first).cityId;
  // The cleaners' notices name the job in each one's language (decision 116): read from the
  // cached catalog before the transaction.
  const names = await context.catalog.namesByLocale();
  return inTransaction(context.db, async (tx) => {
    await lockCity(tx, cityId);
    const booking = movable(assertOwner(await lockUnaccepted(tx, owner.bookingId), owner));
    const now = context.clock();
    const chosen = candidateWindows(booking, now).find(
      (candidate) => candidate.startsAt.getTime() === start.getTime(),
    );
    if (!chosen) throw new InvalidError(unacceptedMessages.start);
    if (!(await hasFreeContractor(tx, chosen, booking.id))) {
      throw new ConflictError(unacceptedMessages.taken);
    }
    await moveBooking(
      tx,
      booking,
      'booking.move',
      {
        localDate: chosen.localDate,
        fromMinutes: chosen.fromMinutes,
        untilMinutes: chosen.untilMinutes,
        startsAt: chosen.startsAt,
        endsAt: chosen.endsAt,
        blockedUntil: chosen.blockedUntil,
        timeChosenAt: now,
        unacceptedToldAt: null,
      },
      movedBy(context, 'customer'),
    );
    await announceMoved(tx, booking, chosen, now, names);
    return { vBookingNo: booking.bookingNo, time: offeredTime(chosen, locale), local: chosen };
  });
}

/**
 * Tells the cleaners who could take the job at its new time, as a paid or handed-back job is
 * told (decision 057): a notification now, the e-mail in their next digest (decision 061).
 */
async function announceMoved(
  tx: Database,
  booking: Movable,
  time: Candidate,
  now: Date,
  namesIn: NamesByLocale,
) {
  for (const cleaner of await cleanersWhoCanTake(tx, booking.id, now)) {
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: cleaner.id },
      {
        bookingId: booking.id,
        text: (locale) => {
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
        },
      },
    );
    await recordAnnouncement(tx, cleaner.id, booking.id, now);
  }
}
