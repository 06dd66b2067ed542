import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, contractors, reviews, services } from '../db/schema.ts';

/** A customer's review of a booking, with what the review lists show beside it. */
export type BookingReviewRow = {
  id: number;
  bookingId: number;
  bookingNo: string;
  authorName: string;
  contractorName: string | null;
  body: string;
  rating: number;
  serviceName: string | null;
  createdAt: Date;
};

function selectBookingReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      bookingId: bookings.id,
      bookingNo: bookings.bookingNo,
      authorName: reviews.authorName,
      contractorName: contractors.fullName,
      body: reviews.body,
      rating: reviews.rating,
      serviceName: services.name,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .leftJoin(contractors, eq(contractors.id, reviews.contractorId))
    .leftJoin(services, eq(services.id, reviews.serviceId));
}

/** The reviews a customer wrote, newest first. */
export function customerReviews(db: Database, customerId: number): Promise<BookingReviewRow[]> {
  return selectBookingReviews(db)
    .where(eq(reviews.customerId, customerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function findBookingReview(
  db: Database,
  reviewId: number,
): Promise<BookingReviewRow | null> {
  const rows = await selectBookingReviews(db).where(eq(reviews.id, reviewId));
  return rows[0] ?? null;
}

export async function bookingIsReviewed(db: Database, bookingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  return rows.length > 0;
}

export type NewBookingReview = {
  authorName: string;
  city: string;
  body: string;
  rating: number;
  customerId: number;
  serviceId: number;
  bookingId: number;
  contractorId: number | null;
  createdAt: Date;
};

/**
 * Writes the review, or nothing (null) when the booking already has one. Doing nothing instead
 * of failing keeps the transaction usable (PostgreSQL aborts it on a failed statement).
 */
export async function insertBookingReview(
  db: Database,
  review: NewBookingReview,
): Promise<number | null> {
  const rows = await db
    .insert(reviews)
    .values({ ...review, audience: 'Customer' })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ id: reviews.id });
  return rows[0]?.id ?? null;
}
