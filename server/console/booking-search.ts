import type { Database } from '../db/database.ts';
import {
  searchOperatorBookings,
  type OperatorBookingFilters,
} from './operator-bookings.queries.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToDollars } from '../domain/money.ts';
import { normalizeEmail } from '../accounts/index.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';

export type BookingSearch = {
  [K in keyof OperatorBookingFilters]?: OperatorBookingFilters[K];
} & PageRequest;

/** "9:00AM–12:00PM", or '' for a booking never priced. */
export function windowText(fromMinutes: number | null, estimatedMinutes: number | null): string {
  if (fromMinutes === null) return '';
  return `${minutesToClock(fromMinutes)}–${minutesToClock(fromMinutes + (estimatedMinutes ?? 0))}`;
}

/** The console's Bookings list: newest first, filtered and paged in the database. */
export async function bookingSearchPage(db: Database, query: BookingSearch) {
  const page = pageOf(query);
  const bookingNo = query.bookingNo?.trim();
  const email = query.email?.trim();
  const { rows, total } = await searchOperatorBookings(
    db,
    {
      ...(bookingNo ? { bookingNo } : {}),
      ...(email ? { email: normalizeEmail(email) } : {}),
      ...(query.cityId !== undefined ? { cityId: query.cityId } : {}),
      ...(query.status ? { status: query.status } : {}),
      ...(query.date ? { date: query.date } : {}),
    },
    page,
  );
  const items = rows.map((row) => ({
    id: row.id,
    bookingNo: row.bookingNo,
    status: row.status,
    paymentStatus: row.paymentStatus,
    customerName: row.fullName,
    email: row.email,
    city: row.cityName ?? '',
    service: row.serviceName ?? '',
    date: row.localDate ?? '',
    window: windowText(row.fromMinutes, row.estimatedMinutes),
    total: row.totalCents === null ? null : centsToDollars(row.totalCents),
  }));
  return pageAnswer(items, total, page);
}
