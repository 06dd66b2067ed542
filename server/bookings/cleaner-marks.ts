/*
 * A customer's favourite and blocked cleaners (issue 42, decision 120). A review of 1 or 2 stars
 * blocks its cleaner (booking-reviews.ts); a review of 4 or 5 lets the customer add them to their
 * favourites. Either is undone from the profile. A customer reads a cleaner's first name only.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bookings, reviews } from '../db/schema.ts';
import {
  marksOf,
  removeMark,
  setMark,
  contractorFullName,
} from '../db/shared-queries/cleaner-marks.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { firstNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Said } from '../domain/said.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { bookAgainAnswers, bookAgainRefusals } from './texts-book-again.ts';

/** The lowest rating whose cleaner may become a favourite, and the highest that blocks one. */
export const FAVOURITE_FROM_RATING = 4;
export const BLOCKED_UP_TO_RATING = 2;

type MarkRow = {
  contractorId: number;
  mark: 'favourite' | 'blocked';
  fullName: string;
  createdAt: Date;
};

function cleanerOnWire(row: MarkRow, locale: Locale) {
  return {
    iCleanerId: row.contractorId,
    vFirstName: firstNameOf(row.fullName, locale),
    vMark: row.mark,
    dtAddedDate: row.createdAt.toISOString(),
  };
}

export async function cleanersOf(context: AppContext, customerId: number, locale: Locale) {
  return (await marksOf(context.db, customerId)).map((row) => cleanerOnWire(row, locale));
}

/** Adds the cleaner of the customer's completed booking, reviewed 4 or 5 stars, to favourites. */
export async function addFavourite(
  context: AppContext,
  customerId: number,
  bookingId: number,
  locale: Locale,
): Promise<{ cleaner: ReturnType<typeof cleanerOnWire>; message: Said }> {
  const rows = await context.db
    .select({
      customerId: bookings.customerId,
      status: bookings.status,
      contractorId: bookings.contractorId,
      rating: reviews.rating,
    })
    .from(bookings)
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.id, bookingId)));
  const row = rows[0];
  if (!row || row.customerId !== customerId) throw new NotFoundError(BOOKING_NOT_FOUND);
  if (
    row.status !== 'completed' ||
    row.contractorId === null ||
    row.rating === null ||
    row.rating < FAVOURITE_FROM_RATING
  ) {
    throw new ConflictError(bookAgainRefusals.favouriteNeedsGoodReview);
  }
  const now = context.clock();
  await setMark(context.db, customerId, row.contractorId, 'favourite', now);
  const fullName = (await contractorFullName(context.db, row.contractorId)) ?? '';
  const cleaner = cleanerOnWire(
    { contractorId: row.contractorId, mark: 'favourite', fullName, createdAt: now },
    locale,
  );
  const name = (reader: Locale) => firstNameOf(fullName, reader);
  return { cleaner, message: bookAgainAnswers.favouriteAdded.with({ name }) };
}

/** Removes a favourite or unblocks; 404 when the cleaner is on neither list. */
export async function removeCleaner(
  context: AppContext,
  customerId: number,
  contractorId: number,
): Promise<Said> {
  const removed = await removeMark(context.db, customerId, contractorId);
  if (removed === null) throw new NotFoundError(bookAgainRefusals.noMark);
  const fullName = await contractorFullName(context.db, contractorId);
  const name = (locale: Locale) => firstNameOf(fullName, locale);
  return removed === 'favourite'
    ? bookAgainAnswers.favouriteRemoved.with({ name })
    : bookAgainAnswers.unblocked.with({ name });
}
