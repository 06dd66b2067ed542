import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { selectJobs } from '../db/shared-queries/job-views.ts';
import { bookings } from '../db/schema.ts';
import { jobPayCents } from '../jobs/index.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToText } from '../domain/money.ts';

export const SHOW_BOOKING_USAGE = 'show-booking <booking number>';

const dollars = (cents: number | null) => (cents === null ? 'not set' : `$${centsToText(cents)}`);

/** A booking number as typed (any case, spaces around) as it is stored: `MS-100022`. */
export const typedBookingNo = (typed: string) => typed.trim().toUpperCase();

/**
 * What an operator reads of a booking until a console exists: both sides of the money, the
 * customer's price and the cleaner's pay (decision 031). Null when no booking has the number.
 */
export async function describeBooking(db: Database, bookingNo: string): Promise<string | null> {
  const [row] = await selectJobs(db, eq(bookings.bookingNo, typedBookingNo(bookingNo)));
  if (!row) return null;
  const { booking } = row;
  const from = booking.fromMinutes;
  const window =
    from === null
      ? 'not chosen'
      : `${minutesToClock(from)}–${minutesToClock(from + (booking.estimatedMinutes ?? 0))}`;
  const pay = jobPayCents(row);
  const payNote =
    booking.contractorPayCents !== null
      ? 'fixed at acceptance'
      : row.payRateCents === null
        ? 'no pay rate for this city and service'
        : `at the current rate of $${centsToText(row.payRateCents)} an hour`;
  return [
    `Booking ${booking.bookingNo}: ${booking.status}, payment ${booking.paymentStatus}`,
    `Service: ${row.serviceName ?? 'none'} in ${row.cityName ?? 'no city'}`,
    `Date: ${booking.localDate ?? 'not chosen'}, ${window} (${(booking.estimatedMinutes ?? 0) / 60} hours)`,
    `Customer: ${booking.fullName} <${booking.email}>`,
    `Cleaner: ${row.contractorName ?? 'none yet'}`,
    `Customer price: ${dollars(booking.subtotalCents)} subtotal, ${dollars(booking.discountCents)} discount, ${dollars(booking.taxCents)} ${booking.taxName || 'tax'}, ${dollars(booking.totalCents)} total`,
    `Cleaner pay: ${dollars(pay)} (${payNote})`,
  ].join('\n');
}
