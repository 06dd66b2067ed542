/*
 * A customer's favourite and blocked cleaners (issue 42, decision 120). A review of 1 or 2 stars
 * blocks its cleaner (booking-reviews.ts); a review of 4 or 5 lets the customer add them to their
 * favourites. Either is undone from the profile. A customer reads a cleaner's first name only.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { bookings, reviews } from '../db/schema.ts';
import {
  firstNameOf,
  marksOf,
  removeMark,
  setMark,
  contractorFullName,
} from '../db/shared-queries/cleaner-marks.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
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

function cleanerOnWire(row: MarkRow) {
  return {
    iCleanerId: row.contractorId,
    vFirstName: firstNameOf(row.fullName),
    vMark: row.mark,
    dtAddedDate: row.createdAt.toISOString(),
  };
}

export async function cleanersOf(context: AppContext, customerId: number) {
  return (await marksOf(context.db, customerId)).map(cleanerOnWire);
}

/** Adds the cleaner of the customer's completed booking, reviewed 4 or 5 stars, to favourites. */
export async function addFavourite(
  context: AppContext,
  customerId: number,
  bookingId: number,
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
  const cleaner = cleanerOnWire({
    contractorId: row.contractorId,
    mark: 'favourite',
    fullName,
    createdAt: now,
  });
  return { cleaner, message: bookAgainAnswers.favouriteAdded.with({ name: cleaner.vFirstName }) };
}

/** Removes a favourite or unblocks; 404 when the cleaner is on neither list. */
export async function removeCleaner(
  context: AppContext,
  customerId: number,
  contractorId: number,
): Promise<Said> {
  const removed = await removeMark(context.db, customerId, contractorId);
  if (removed === null) throw new NotFoundError(bookAgainRefusals.noMark);
  const name = firstNameOf((await contractorFullName(context.db, contractorId)) ?? '');
  return removed === 'favourite'
    ? bookAgainAnswers.favouriteRemoved.with({ name })
    : bookAgainAnswers.unblocked.with({ name });
}
