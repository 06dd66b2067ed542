import { minutesBeforeComplete } from '#machines/job-lifecycle.machine.ts';
import type { bookings } from '../../db/schema.ts';

type Booking = Pick<typeof bookings.$inferSelect, 'startedAt' | 'estimatedMinutes'>;

/** A cleaner may start an accepted job from this long before its start time. */
export const START_LEAD_MINUTES = 60;

const MINUTE = 60 * 1000;

/**
 * The job.complete event as the lifecycle weighs it: whole minutes since the cleaner started
 * and the estimate. A job in progress without a start time (none is written so) counts as just
 * started, so it is never charged without the work.
 */
export function completeEvent(booking: Booking, now: Date) {
  const startedAt = booking.startedAt ?? now;
  return {
    type: 'job.complete' as const,
    minutesWorked: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / MINUTE)),
    estimatedMinutes: booking.estimatedMinutes ?? 0,
  };
}

/** The first instant the lifecycle lets the job be completed, or null before it is started. */
export function completableFrom(booking: Booking): Date | null {
  if (booking.startedAt === null) return null;
  const wait = minutesBeforeComplete(booking.estimatedMinutes ?? 0) * MINUTE;
  // Rounded up to a whole minute, so the clock time shown is never a moment too early.
  return new Date(Math.ceil((booking.startedAt.getTime() + wait) / MINUTE) * MINUTE);
}

/** The first instant the cleaner may start the job: an hour before its start time. */
export function startableFrom(booking: { startsAt: Date | null }): Date | null {
  if (booking.startsAt === null) return null;
  return new Date(booking.startsAt.getTime() - START_LEAD_MINUTES * MINUTE);
}
