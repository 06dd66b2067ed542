import { and, eq, sql } from 'drizzle-orm';
import {
  nextJobStatus,
  type JobLifecycleEvent,
  type JobLifecycleEventType,
  type JobStatus,
  type PlainJobLifecycleEvent,
} from '#machines/job-lifecycle.machine.ts';
import type { Database } from '../db/database.ts';
import { bookings, bookingStatus, bookingStatusChanges } from '../db/schema.ts';
import { ConflictError } from '../domain/errors.ts';

/** What a person is told when the lifecycle refuses an event in a booking's status. */
const refusals: Record<JobLifecycleEventType, string> = {
  'booking.quote': 'This booking can no longer be changed.',
  'booking.authorize': 'This booking is not waiting for payment.',
  'booking.cancel': 'This booking can no longer be cancelled.',
  'payment.fail': 'This booking is not waiting for its card hold.',
  'booking.expire': 'Only a booking no cleaner accepted can lapse at its start.',
  'booking.move': 'Only a booking no cleaner has accepted yet can be moved.',
  'job.accept': 'This job is no longer open.',
  'job.handBack': 'Only an accepted job that has not started can be handed back.',
  'job.start': 'Only an accepted job can be started.',
  'job.complete': 'Only a job in progress can be completed.',
  'payment.refund': 'Only a completed booking that was charged can be refunded.',
};

export function refusalFor(event: JobLifecycleEventType): string {
  return refusals[event];
}

type LifecycleEvent = PlainJobLifecycleEvent['type'] | JobLifecycleEvent;

// Asking the machine resolves a state each time (a large share of a quote's CPU). The machine
// has no context, so an event that is only a type always gets the same answer in a status and
// is cached; an event with a payload (job.complete, whose guard weighs the minutes worked) is
// put to the machine every time.
const nextStatuses = new Map<string, JobStatus | null>();

function nextStatus(status: JobStatus, event: LifecycleEvent): JobStatus | null {
  if (typeof event !== 'string') return nextJobStatus(status, event);
  const key = `${status} ${event}`;
  let next = nextStatuses.get(key);
  if (next === undefined) {
    next = nextJobStatus(status, event);
    nextStatuses.set(key, next);
  }
  return next;
}

const typeOf = (event: LifecycleEvent): JobLifecycleEventType =>
  typeof event === 'string' ? event : event.type;

/** The statuses the lifecycle lets the event leave from, each with the status it leads to. */
export function transitionsOf(
  event: PlainJobLifecycleEvent['type'],
): { from: JobStatus; to: JobStatus }[] {
  return bookingStatus.enumValues.flatMap((from) => {
    const to = nextStatus(from, event);
    return to ? [{ from, to }] : [];
  });
}

/** The next status, or 409 with the refusal when the lifecycle does not allow the event. */
export function assertTransition(status: JobStatus, event: LifecycleEvent): JobStatus {
  const next = nextStatus(status, event);
  if (!next) throw new ConflictError(refusals[typeOf(event)]);
  return next;
}

type BookingChanges = Partial<typeof bookings.$inferInsert>;

/**
 * Moves a booking through the lifecycle as a compare-and-set: the update only applies while
 * the booking is still in the status the decision was made on, so of two racing requests
 * exactly one wins and the other gets 409.
 */
export async function moveBooking(
  tx: Database,
  booking: { id: number; status: JobStatus },
  event: LifecycleEvent,
  changes: BookingChanges = {},
): Promise<JobStatus> {
  const next = assertTransition(booking.status, event);
  const updated = await tx
    .update(bookings)
    .set({ ...changes, status: next, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning({ id: bookings.id });
  if (updated.length === 0) throw new ConflictError(refusals[typeOf(event)]);
  await tx.insert(bookingStatusChanges).values({
    bookingId: booking.id,
    event: typeOf(event),
    fromStatus: booking.status,
    toStatus: next,
  });
  return next;
}
