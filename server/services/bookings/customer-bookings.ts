import type { AppContext } from '../../context.ts';
import { customerBookingFigures, customerJobs } from '../../db/queries/customer-bookings.ts';
import { assertOwnCustomerId } from '../accounts/addresses.ts';
import { jobOnWire } from '../jobs/job-view.ts';
import { centsToDollars } from '../../domain/money.ts';

export const NOT_YOUR_BOOKINGS = 'You can only see your own bookings.';
export const BOOKING_NOT_FOUND = 'Booking not found.';

/** The signed-in customer's bookings, newest first; a customer id in the body is only a claim. */
export async function bookingsOf(
  context: AppContext,
  customerId: number,
  sentCustomerId: number | undefined,
) {
  assertOwnCustomerId(customerId, sentCustomerId, NOT_YOUR_BOOKINGS);
  const rows = await customerJobs(context.db, customerId);
  return rows.map(jobOnWire);
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
