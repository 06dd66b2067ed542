import { bookingRefusals } from './texts.ts';
import type { AppContext } from '../context.ts';
import { customerBookingFigures } from './customer-bookings.queries.ts';
import { customerPastBookings, customerUpcomingBookings } from '../db/shared-queries/job-lists.ts';
import { nextCursorOf, pageAsked, type PageRequest } from '../platform/lists/past-pages.ts';
import { assertOwnCustomerId } from '../accounts/index.ts';
import { jobOnWire } from '../jobs/index.ts';
import { centsToDollars } from '../domain/money.ts';

export const NOT_YOUR_BOOKINGS = bookingRefusals.notYourBookings;
export const BOOKING_NOT_FOUND = bookingRefusals.bookingNotFound;

/**
 * The signed-in customer's upcoming bookings (soonest first) and a first page of their past
 * ones (completed, cancelled), newest cleaning first, with the cursor of the next page
 * (decision 054); with a cursor, only that next page. A customer id in the body is only a claim.
 */
export async function bookingsOf(
  context: AppContext,
  customerId: number,
  request: PageRequest & { iCustomerId?: number },
) {
  assertOwnCustomerId(customerId, request.iCustomerId, NOT_YOUR_BOOKINGS);
  const page = pageAsked(request);
  const [upcoming, past] = await Promise.all([
    page.start === null ? customerUpcomingBookings(context.db, customerId) : [],
    customerPastBookings(context.db, customerId, page.start, page.limit),
  ]);
  return {
    bookings: [...upcoming, ...past.rows].map(jobOnWire),
    nextCursor: nextCursorOf(past),
  };
}

export async function customerDashboard(context: AppContext, customerId: number) {
  const figures = await customerBookingFigures(context.db, customerId);
  return {
    iUpcomingBookings: figures.upcoming,
    iCompletedBookings: figures.completed,
    iCancelledBookings: figures.cancelled,
    fTotalSpent: centsToDollars(figures.spentCents),
  };
}
