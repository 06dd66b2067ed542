import { and, eq } from 'drizzle-orm';
import { localNow } from '../../domain/local-time.ts';
import type { Database } from '../database.ts';
import { bookings, cities } from '../schema.ts';

const MINUTE = 60 * 1000;

/**
 * Development only (server/http/dev-jobs.ts): an assigned job's cleaning moved to start
 * `minutes` after `now`, its length, the travel buffer and the city's date and hour kept in step
 * (read as the app reads them, domain/local-time.ts). False when the booking is not assigned.
 */
export async function bringJobForward(
  db: Database,
  bookingId: number,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ booking: bookings, timeZone: cities.timeZone })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'assigned')));
  const booking = found?.booking;
  if (!found || !booking?.startsAt || !booking.endsAt || !booking.blockedUntil) return false;
  const startsAt = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + minutes * MINUTE);
  const shift = startsAt.getTime() - booking.startsAt.getTime();
  const local = localNow(found.timeZone, startsAt);
  const window = (booking.untilMinutes ?? 0) - (booking.fromMinutes ?? 0);
  const moved = await db
    .update(bookings)
    .set({
      startsAt,
      endsAt: new Date(booking.endsAt.getTime() + shift),
      blockedUntil: new Date(booking.blockedUntil.getTime() + shift),
      localDate: local.date,
      fromMinutes: local.minutes,
      untilMinutes: Math.min(1439, local.minutes + window),
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'assigned')))
    .returning({ id: bookings.id });
  return moved.length > 0;
}
