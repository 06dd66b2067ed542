import { and, eq, sql } from 'drizzle-orm';
import {
  nextJobStatus,
  type JobLifecycleEvent,
  type JobLifecycleEventType,
  type JobStatus,
  type PlainJobLifecycleEvent,
} from '#machines/job-lifecycle.machine.ts';
import type { Database } from '../db/database.ts';
import { bookings, bookingStatus, bookingStatusChanges, type changeActor } from '../db/schema.ts';
import * as en from '#shared/catalogue/en-CA/api-bookings.ts';
import * as fr from '#shared/catalogue/fr-CA/api-bookings.ts';
import { ConflictError } from '../domain/errors.ts';
import { type Said, sayings } from '../domain/said.ts';
import { tellMove, toldAtTheMove, type NewsContext } from '../booking-news/index.ts';

const said = sayings(en.lifecycleRefusals, fr.lifecycleRefusals);

/**
 * What a person is told when the lifecycle refuses an event in a booking's status, in their
 * language (the catalogue's api-bookings.ts, decision 104).
 */
const refusals: Record<JobLifecycleEventType, Said> = {
  'booking.quote': said.bookingQuote,
  'booking.authorize': said.bookingAuthorize,
  'booking.cancel': said.bookingCancel,
  'payment.fail': said.paymentFail,
  'booking.expire': said.bookingExpire,
  'booking.move': said.bookingMove,
  'booking.reopen': said.bookingReopen,
  'job.accept': said.jobAccept,
  'job.handBack': said.jobHandBack,
  'job.start': said.jobStart,
  'job.complete': said.jobComplete,
  'payment.refund': said.paymentRefund,
};

export function refusalFor(event: JobLifecycleEventType): Said {
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

/** Who makes a move: a person, or the scheduler (a card hold 24 hours before, a lapsed start). */
export type MoveActor = (typeof changeActor.enumValues)[number];

/**
 * What a move needs to be told (server/booking-news/): who made it, the base of the booking
 * link, the clock; and, for a move whose own work must come first (the capture of a completed
 * job), that work, run after the compare-and-set has won and before the news is written.
 */
export type MoveTelling = NewsContext & {
  actor: MoveActor;
  beforeNews?: () => Promise<void>;
  /**
   * The move's news is told by its service instead, once for several moves (a regular
   * cleaning's cleaner leaving tells the customer every visit reopened in one notice).
   */
  toldByCaller?: boolean;
};

/** The booking as a move reads it: its status, and what the news says the move changed. */
type MovedBooking = {
  id: number;
  status: JobStatus;
  /** Absent for a booking not yet paid (a quote): nothing of it is told. */
  paymentStatus?: typeof bookings.$inferSelect.paymentStatus;
  contractorId?: number | null;
};

/**
 * Moves a booking through the lifecycle as a compare-and-set: the update only applies while
 * the booking is still in the status the decision was made on, so of two racing requests
 * exactly one wins and the other gets 409. The move is recorded (booking_status_changes) and
 * told from here, once, for every service: the news is written in a savepoint, so a failure to
 * compose it never blocks or undoes the move (it stays untold for the retry job).
 */
export async function moveBooking(
  tx: Database,
  booking: MovedBooking,
  event: LifecycleEvent,
  changes: BookingChanges,
  telling: MoveTelling,
): Promise<JobStatus> {
  const next = assertTransition(booking.status, event);
  const updated = await tx
    .update(bookings)
    .set({ ...changes, status: next, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)))
    .returning({ id: bookings.id });
  if (updated.length === 0) throw new ConflictError(refusals[typeOf(event)]);
  const type = typeOf(event);
  const toldHere = toldAtTheMove(type) && !telling.toldByCaller;
  const [change] = await tx
    .insert(bookingStatusChanges)
    .values({
      bookingId: booking.id,
      event: type,
      fromStatus: booking.status,
      toStatus: next,
      actor: telling.actor,
      contractorIdBefore: booking.contractorId ?? null,
      paymentStatusBefore: booking.paymentStatus ?? null,
      // An event the teller does not tell is told by its own service (the payment's
      // confirmation) or sends nothing: it is never waiting for the retry job.
      toldAt: toldHere ? null : telling.clock(),
    })
    .returning();
  if (!change) throw new Error(`The move of booking ${booking.id} was not recorded.`);
  if (telling.beforeNews) await telling.beforeNews();
  if (toldHere) await tellMove(tx, change, telling);
  return next;
}

/** A move's telling from the service's context: `moveBooking(tx, booking, event, {}, movedBy(context, 'cleaner'))`. */
export function movedBy(
  context: Pick<NewsContext, 'publicUrl' | 'clock' | 'catalog'>,
  actor: MoveActor,
): MoveTelling {
  return { publicUrl: context.publicUrl, clock: context.clock, catalog: context.catalog, actor };
}
