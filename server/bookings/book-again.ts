/*
 * Book again (issue 42, decision 120): a completed booking's details, for the wizard to fill in,
 * with its cleaner's first name and their free times in the next two weeks, by the quote's own
 * free-cleaner rule (working hours, days off, daily cap, other jobs). The quote prices the new
 * booking at today's prices and records the cleaner asked for (server/quote/requested-cleaner.ts).
 */
import type { AppContext } from '../context.ts';
import { markOf } from '../db/shared-queries/cleaner-marks.ts';
import { firstNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { localNow, minutesToClock, zonedInstant } from '../domain/local-time.ts';
import {
  addDays,
  cleanerFreeStarts,
  estimateMinutes,
  LATEST_UNTIL_MINUTES,
  TRAVEL_BUFFER_MINUTES,
  type Window,
} from '../quote/index.ts';
import { bookingToRepeat } from './book-again.queries.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { bookAgainRefusals } from './texts-book-again.ts';
import { hasCurrentCheck } from '../background-checks/index.ts';

const MINUTE_MS = 60 * 1000;
const HOUR = 60;
/** How far the cleaner's free times reach: today and the next two weeks. */
export const BOOK_AGAIN_DAYS = 14;
/** How many free times are offered at most: every hour of the two weeks (the page shows them by day). */
export const BOOK_AGAIN_TIMES = 400;
/** A time offered starts at least this long from now. */
const EARLIEST_MS = 60 * MINUTE_MS;

type Catalog = AppContext['catalog'];

/** The hours the details take at today's rates: the length of the free times to look for. */
async function estimateToday(
  catalog: Catalog,
  repeat: {
    serviceId: number;
    residenceName: string;
    extras: string[];
    bedrooms: number;
    bathrooms: number;
  },
) {
  const [service, residence, extras] = await Promise.all([
    catalog.service(repeat.serviceId),
    catalog.residenceTypeNamed(repeat.residenceName),
    catalog.extrasNamed(repeat.extras),
  ]);
  if (!service || !residence) return null;
  return {
    extras: extras.map((extra) => extra.name),
    minutes: estimateMinutes({
      service,
      bedrooms: repeat.bedrooms,
      bathrooms: repeat.bathrooms,
      extrasMinutes: extras.reduce((sum, extra) => sum + extra.extraMinutes, 0),
      residenceFactorPercent: residence.hoursFactorPercent,
    }),
  };
}

/** Every start on the hour from an hour from now to the last day, ending by 11:00PM. */
function candidates(cityId: number, timeZone: string, minutes: number, now: Date): Window[] {
  const today = localNow(timeZone, now).date;
  const windows: Window[] = [];
  for (let day = 0; day <= BOOK_AGAIN_DAYS; day += 1) {
    const localDate = addDays(today, day);
    for (let from = 0; from + minutes <= LATEST_UNTIL_MINUTES; from += HOUR) {
      const startsAt = zonedInstant(localDate, from, timeZone);
      if (startsAt.getTime() < now.getTime() + EARLIEST_MS) continue;
      const endsAt = new Date(startsAt.getTime() + minutes * MINUTE_MS);
      windows.push({
        cityId,
        startsAt,
        blockedUntil: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * MINUTE_MS),
        localDate,
        fromMinutes: from,
        untilMinutes: from + minutes,
      });
    }
  }
  return windows;
}

/**
 * What "Book again" of the customer's completed booking fills in: 404 for a booking not theirs,
 * 409 before it is completed. The cleaner is named by first name only; a blocked cleaner, or
 * one who no longer takes jobs in the city, has no free times (the booking then goes to anyone).
 */
export async function bookAgainOffer(
  context: AppContext,
  customerId: number,
  bookingId: number,
  locale: Locale,
) {
  const row = await bookingToRepeat(context.db, bookingId);
  if (!row || row.booking.customerId !== customerId) throw new NotFoundError(BOOKING_NOT_FOUND);
  const b = row.booking;
  if (b.status !== 'completed') throw new ConflictError(bookAgainRefusals.notCompleted);
  const estimate =
    b.serviceId === null ||
    row.residenceName === null ||
    b.bedrooms === null ||
    b.bathrooms === null
      ? null
      : await estimateToday(context.catalog, {
          serviceId: b.serviceId,
          residenceName: row.residenceName,
          extras: b.extras,
          bedrooms: b.bedrooms,
          bathrooms: b.bathrooms,
        });
  const mark =
    b.contractorId === null ? null : await markOf(context.db, customerId, b.contractorId);
  const now = context.clock();
  const checked =
    b.contractorId === null
      ? false
      : await hasCurrentCheck(
          context.db,
          { id: b.contractorId, timeZone: row.timeZone ?? 'UTC' },
          now,
        );
  const free =
    b.contractorId === null ||
    mark === 'blocked' ||
    estimate === null ||
    b.cityId === null ||
    row.timeZone === null
      ? []
      : await cleanerFreeStarts(
          context.db,
          b.contractorId,
          candidates(b.cityId, row.timeZone, estimate.minutes, now),
          BOOK_AGAIN_TIMES,
        );
  const length = estimate === null ? 0 : Math.ceil(estimate.minutes / HOUR) * HOUR;
  return {
    iBookingId: b.id,
    vBookingNo: b.bookingNo,
    details: {
      vResidence: row.residenceName ?? '',
      iServiceId: b.serviceId ?? 0,
      vServiceName: row.serviceName ?? '',
      iCityId: b.cityId ?? 0,
      vCity: row.cityName ?? '',
      vBedrooms: String(b.bedrooms ?? 1),
      vBathrooms: String(b.bathrooms ?? 1),
      vExtras: estimate?.extras ?? [],
      vUnit: b.unit,
      vAddress: b.address,
      vPostalCode: b.postalCode ?? '',
      accessNotes: {
        vEntryCode: b.accessEntryCode,
        vParking: b.accessParking,
        vPets: b.accessPets,
        tOther: b.accessOther,
      },
    },
    estimated_time: (estimate?.minutes ?? 0) / HOUR,
    cleaner:
      row.contractorFullName === null
        ? null
        : {
            vFirstName: firstNameOf(row.contractorFullName, locale),
            bFavourite: mark === 'favourite',
            bBlocked: mark === 'blocked',
            bBackgroundChecked: checked,
          },
    freeTimes: free.map((start) => ({
      vDate: start.date,
      vFrom: minutesToClock(start.minutes),
      vUntill: minutesToClock(Math.min(start.minutes + length, LATEST_UNTIL_MINUTES)),
    })),
  };
}
