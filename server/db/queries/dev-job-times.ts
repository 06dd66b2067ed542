import { and, eq } from 'drizzle-orm';
import { localNow } from '../../domain/local-time.ts';
import type { Database } from '../database.ts';
import { bookings, cities } from '../schema.ts';

const MINUTE = 60 * 1000;

type Status = (typeof bookings.$inferSelect)['status'];

async function bookingWithZone(db: Database, bookingId: number, status: Status) {
  const [found] = await db
    .select({ booking: bookings, timeZone: cities.timeZone })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, status)));
  return found ?? null;
}

/**
 * The booked time moved to start at `startsAt`, its length, the travel buffer and the city's
 * date and hour kept in step (read as the app reads them, domain/local-time.ts).
 */
function bookedTimeAt(
  booking: typeof bookings.$inferSelect,
  timeZone: string,
  startsAt: Date,
): Partial<typeof bookings.$inferInsert> | null {
  if (!booking.startsAt || !booking.endsAt || !booking.blockedUntil) return null;
  const shift = startsAt.getTime() - booking.startsAt.getTime();
  const local = localNow(timeZone, startsAt);
  const window = (booking.untilMinutes ?? 0) - (booking.fromMinutes ?? 0);
  return {
    startsAt,
    endsAt: new Date(booking.endsAt.getTime() + shift),
    blockedUntil: new Date(booking.blockedUntil.getTime() + shift),
    localDate: local.date,
    fromMinutes: local.minutes,
    untilMinutes: Math.min(1439, local.minutes + window),
  };
}

/**
 * Development only (server/http/dev-jobs.ts): an assigned job's cleaning moved to start
 * `minutes` after `now`. False when the booking is not assigned.
 */
export async function bringJobForward(
  db: Database,
  bookingId: number,
  minutes: number,
  now: Date,
): Promise<boolean> {
  const found = await bookingWithZone(db, bookingId, 'assigned');
  if (!found) return false;
  const startsAt = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + minutes * MINUTE);
  const times = bookedTimeAt(found.booking, found.timeZone, startsAt);
  if (!times) return false;
  const moved = await db
    .update(bookings)
    .set(times)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'assigned')))
    .returning({ id: bookings.id });
  return moved.length > 0;
}

/**
 * Development only: a job in progress's Start moved `minutes` earlier, as if the cleaner had been
 * on site that much longer. Time on site counts from the later of the Start and the booked start
 * (services/lifecycle/completion.ts), so a booked start after the new Start moves back to it.
 * False when the booking is not in progress.
 */
export async function backdateJobStart(
  db: Database,
  bookingId: number,
  minutes: number,
): Promise<boolean> {
  const found = await bookingWithZone(db, bookingId, 'inProgress');
  const startedAt = found?.booking.startedAt;
  if (!found || !startedAt) return false;
  const newStart = new Date(startedAt.getTime() - minutes * MINUTE);
  const { startsAt } = found.booking;
  const times =
    startsAt && startsAt > newStart
      ? bookedTimeAt(
          found.booking,
          found.timeZone,
          new Date(Math.floor(newStart.getTime() / MINUTE) * MINUTE),
        )
      : {};
  const moved = await db
    .update(bookings)
    .set({ ...times, startedAt: newStart })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'inProgress')))
    .returning({ id: bookings.id });
  return moved.length > 0;
}
