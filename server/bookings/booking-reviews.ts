import { fullNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import {
  bookingIsReviewed,
  customerReviews,
  findBookingReview,
  insertBookingReview,
  type BookingReviewRow,
} from './booking-reviews.queries.ts';
import { selectJob } from '../db/shared-queries/job-views.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { assertOwnCustomerId } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { BOOKING_NOT_FOUND } from './customer-bookings.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { jobNotices } from '../jobs/index.ts';
import { bookingAnswers, bookingRefusals } from './texts.ts';
import { setMark } from '../db/shared-queries/cleaner-marks.ts';
import { BLOCKED_UP_TO_RATING } from './cleaner-marks.ts';

export const REVIEW_ADDED = bookingAnswers.reviewAdded;
export const REVIEW_TOO_SHORT = bookingRefusals.reviewTooShort;
export const REVIEW_MIN_LENGTH = 50;
export const NOT_YOUR_REVIEW = bookingRefusals.notYourReview;
export const NOT_COMPLETED = bookingRefusals.notCompleted;
export const WRONG_SERVICE = bookingRefusals.wrongService;
export const ALREADY_REVIEWED = bookingRefusals.alreadyReviewed;

export type ReviewInput = {
  iCustomerId?: number | undefined;
  iServiceId: number;
  iBookingId: number;
  iRating: number;
  tDescription: string;
};

/** A review as the customer's review list shows it (contract: BookingReview). */
export function bookingReviewOnWire(row: BookingReviewRow, locale: Locale) {
  return {
    id: row.id,
    iBookingId: row.bookingId,
    vBookingNo: row.bookingNo,
    vName: fullNameOf(row.authorName, locale),
    ...(row.contractorName === null
      ? {}
      : { vContractorName: fullNameOf(row.contractorName, locale) }),
    tDescription: row.body,
    iRating: row.rating,
    vServiceName: row.serviceName ?? '',
    dtAddedDate: row.createdAt.toISOString(),
  };
}

export async function reviewsBy(context: AppContext, customerId: number, locale: Locale) {
  const rows = await customerReviews(context.db, customerId);
  return rows.map((row) => bookingReviewOnWire(row, locale));
}

/**
 * The customer reviews a completed booking of theirs, once. The review also joins the site's
 * testimonials, and the contractor's rating (an average computed on read) takes it in.
 */
export async function addBookingReview(
  context: AppContext,
  customerId: number,
  input: ReviewInput,
  locale: Locale,
) {
  assertOwnCustomerId(customerId, input.iCustomerId, NOT_YOUR_REVIEW);
  const body = input.tDescription.trim();
  // Counted in characters as a person sees them (code points), like the schema's maximum.
  if ([...body].length < REVIEW_MIN_LENGTH) throw new InvalidError(REVIEW_TOO_SHORT);

  return inTransaction(context.db, async (tx) => {
    const job = await selectJob(tx, input.iBookingId);
    if (!job || job.booking.customerId !== customerId) throw new NotFoundError(BOOKING_NOT_FOUND);
    const booking = job.booking;
    if (booking.status !== 'completed') throw new ConflictError(NOT_COMPLETED);
    if (booking.serviceId === null || booking.serviceId !== input.iServiceId) {
      throw new InvalidError(WRONG_SERVICE);
    }
    if (await bookingIsReviewed(tx, booking.id)) throw new ConflictError(ALREADY_REVIEWED);

    const authorName = `${job.customerFirstName} ${job.customerLastName}`.trim();
    const reviewId = await insertBookingReview(tx, {
      authorName,
      city: job.cityName ?? '',
      body,
      rating: input.iRating,
      customerId,
      serviceId: booking.serviceId,
      bookingId: booking.id,
      contractorId: booking.contractorId,
      createdAt: context.clock(),
    });
    if (reviewId === null) {
      // The one-review-per-booking key refused it: a concurrent review of this booking won.
      throw new ConflictError(ALREADY_REVIEWED);
    }

    // A cleaner rated 1 or 2 stars is never matched with this customer again (decision 120).
    if (booking.contractorId !== null && input.iRating <= BLOCKED_UP_TO_RATING) {
      await setMark(tx, customerId, booking.contractorId, 'blocked', context.clock());
    }

    if (booking.contractorId !== null) {
      await notify(
        tx,
        { recipient: 'Contractor', contractorId: booking.contractorId },
        {
          bookingId: booking.id,
          text: (reader) => {
            const words = jobNotices(reader);
            const values = {
              rating: input.iRating,
              author: fullNameOf(authorName, reader),
              bookingNo: booking.bookingNo,
            };
            return {
              title: formatMessage(reader, words.reviewTitle, values),
              message: formatMessage(reader, words.reviewMessage, values),
            };
          },
        },
      );
    }
    const review = await findBookingReview(tx, reviewId);
    if (!review) throw new Error('A review vanished inside its transaction.');
    return bookingReviewOnWire(review, locale);
  });
}
