/**
 * The life of a booking, shared by the server (which refuses any other move with 409) and the
 * web app. Top-level states: `draft` (contact details only), `quoted` (priced, not paid),
 * `authorized` (paid or card saved; open to the city's contractors), `assigned` (a contractor
 * holds the time), `inProgress`, and the ends `completed` and `cancelled`.
 */
import { setup, transition } from 'xstate';

export type JobStatus =
  'draft' | 'quoted' | 'authorized' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';

export type JobLifecycleEvent =
  | { type: 'booking.quote' }
  | { type: 'booking.authorize' }
  | { type: 'booking.cancel' }
  | { type: 'payment.fail' }
  | { type: 'job.accept' }
  | { type: 'job.handBack' }
  | { type: 'job.start' }
  | { type: 'job.complete' };

export type JobLifecycleEventType = JobLifecycleEvent['type'];

export const jobLifecycleMachine = setup({
  types: { events: {} as JobLifecycleEvent },
}).createMachine({
  id: 'jobLifecycle',
  initial: 'draft',
  states: {
    draft: {
      description: 'The customer gave their contact details; nothing is priced yet.',
      on: { 'booking.quote': 'quoted', 'booking.cancel': 'cancelled' },
    },
    quoted: {
      description: 'Priced and available when checked; waiting for the card.',
      on: {
        'booking.quote': 'quoted',
        'booking.authorize': 'authorized',
        'booking.cancel': 'cancelled',
      },
    },
    authorized: {
      description: 'Paid (or card saved for a later hold); open to the city’s contractors.',
      on: {
        'job.accept': 'assigned',
        'booking.cancel': 'cancelled',
        'payment.fail': 'cancelled',
      },
    },
    assigned: {
      description: 'A contractor accepted the job and holds its time.',
      on: {
        'job.start': 'inProgress',
        'job.handBack': 'authorized',
        'booking.cancel': 'cancelled',
        'payment.fail': 'cancelled',
      },
    },
    inProgress: {
      description: 'The contractor started the cleaning; it can no longer be cancelled.',
      on: { 'job.complete': 'completed' },
    },
    completed: {
      description: 'Cleaned and charged; the customer may review it.',
      type: 'final',
    },
    cancelled: {
      description: 'Cancelled by the customer or because the card could not be held.',
      type: 'final',
    },
  },
});

/** The status an event leads to from `status`, or null when the lifecycle does not allow it. */
export function nextJobStatus(status: JobStatus, event: JobLifecycleEventType): JobStatus | null {
  const snapshot = jobLifecycleMachine.resolveState({ value: status, context: {} });
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(jobLifecycleMachine, snapshot, { type: event });
  return next.value as JobStatus;
}
