import { minutesBeforeComplete } from '#machines/job-lifecycle.machine.ts';
import type { bookings } from '../db/schema.ts';

type Booking = Pick<typeof bookings.$inferSelect, 'startedAt' | 'startsAt' | 'estimatedMinutes'>;

/** A cleaner may start an accepted job from this long before its start time. */
export const START_LEAD_MINUTES = 60;

const MINUTE = 60 * 1000;

/**
 * When the time on site begins: the later of the Start press and the booked start. Start is
 * allowed an hour early, but the customer is not charged for time before the cleaning was due
 * (a Start at 10:00AM for 11:00AM counts from 11:00AM). A job in progress without a start time
 * (none is written so) counts from `now`, so it is never charged without the work.
 */
function onSiteFrom(booking: Booking, now: Date): Date {
  const startedAt = booking.startedAt ?? now;
  if (booking.startsAt === null || booking.startsAt <= startedAt) return startedAt;
  return booking.startsAt;
}

/**
 * The job.complete event as the lifecycle weighs it: whole minutes on site (from the later of
 * the Start press and the booked start) and the estimate.
 */
export function completeEvent(booking: Booking, now: Date) {
  const from = onSiteFrom(booking, now);
  return {
    type: 'job.complete' as const,
    minutesWorked: Math.max(0, Math.floor((now.getTime() - from.getTime()) / MINUTE)),
    estimatedMinutes: booking.estimatedMinutes ?? 0,
  };
}

/** The first instant the lifecycle lets the job be completed, or null before it is started. */
export function completableFrom(booking: Booking): Date | null {
  if (booking.startedAt === null) return null;
  const from = onSiteFrom(booking, booking.startedAt);
  const wait = minutesBeforeComplete(booking.estimatedMinutes ?? 0) * MINUTE;
  // Rounded up to a whole minute, so the clock time shown is never a moment too early.
  return new Date(Math.ceil((from.getTime() + wait) / MINUTE) * MINUTE);
}

/** The first instant the cleaner may start the job: an hour before its start time. */
export function startableFrom(booking: { startsAt: Date | null }): Date | null {
  if (booking.startsAt === null) return null;
  return new Date(booking.startsAt.getTime() - START_LEAD_MINUTES * MINUTE);
}
