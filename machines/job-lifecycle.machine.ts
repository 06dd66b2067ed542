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
  description:
    'Every booking follows one lifecycle, from the first contact details to a finished (or cancelled) cleaning. The browser and the server share it: the server refuses any step the lifecycle does not allow and answers 409 with a short message per event (server/services/booking/lifecycle.ts). Nothing moves a booking when time simply passes: a quoted booking that is never paid stays quoted, an authorized job that no cleaner accepts before its start time leaves the job board but stays authorized, and an assigned job that is never started stays assigned. A cleaner declining an open job is not a move either: the job stops showing for that cleaner and stays authorized.',
  initial: 'draft',
  states: {
    draft: {
      description:
        'The customer gave their name, e-mail and phone; nothing is priced yet. The customer is on the details form; drafts are not listed among their bookings. Cleaners see nothing.',
      on: {
        'booking.quote': {
          target: 'quoted',
          description:
            'The customer fills in the details and presses Check Availability: the cleaning is priced and a free cleaner is found.',
        },
        'booking.cancel': {
          target: 'cancelled',
          description: 'The customer cancels before the cleaning was priced.',
        },
      },
    },
    quoted: {
      description:
        'Priced, and a cleaner was free when it was checked; waiting for the card. The customer sees the summary and the payment form; the booking is in their list and can be cancelled, but is not counted as upcoming. Cleaners see nothing.',
      on: {
        'booking.quote': {
          target: 'quoted',
          description:
            'The customer presses Modify, changes the details and checks availability again: a new price replaces the old one.',
        },
        'booking.authorize': {
          target: 'authorized',
          description:
            'The customer pays: the card is held for the amount (or saved, when the cleaning is more than 5 days away) and the job opens to the city’s cleaners. A declined card leaves the booking quoted, so they can retry.',
        },
        'booking.cancel': {
          target: 'cancelled',
          description: 'The customer cancels before paying; nothing was charged.',
        },
      },
    },
    authorized: {
      description:
        'Paid: the amount is held on the card, or, for a cleaning more than 5 days away, the card is saved and held 24 hours before. The customer sees an upcoming booking waiting for a cleaner and can still cancel it. Approved cleaners of the city who are free then see it under Open jobs, get a notification, and can accept or decline it.',
      on: {
        'job.accept': {
          target: 'assigned',
          description:
            'A cleaner accepts the open job. If two accept at once, exactly one gets it; a cleaner cannot accept a job that overlaps another of theirs (travel time included).',
        },
        'booking.cancel': {
          target: 'cancelled',
          description:
            'The customer cancels before any cleaner accepted; the hold on the card is released (a saved card is simply never used).',
        },
        'payment.fail': {
          target: 'cancelled',
          description:
            'For a cleaning booked more than 5 days ahead, the saved card is held 24 hours before; the bank declines, so the booking is cancelled, leaves the job board, and the customer is e-mailed.',
        },
      },
    },
    assigned: {
      description:
        'A cleaner accepted the job and holds its time. The customer sees the cleaner’s name and photo and can still cancel. The cleaner sees it under Assigned and can start it from an hour before its start time, or hand it back before then; other cleaners no longer see it.',
      on: {
        'job.start': {
          target: 'inProgress',
          description: 'The cleaner starts the cleaning, from an hour before its start time.',
        },
        'job.handBack': {
          target: 'authorized',
          description:
            'The cleaner can no longer come and hands the job back before its start time; it opens to the other cleaners again, and the customer is told a new cleaner is being found.',
        },
        'booking.cancel': {
          target: 'cancelled',
          description:
            'The customer cancels after a cleaner accepted, before the cleaning starts; the hold is released and the cleaner is told their time is free.',
        },
        'payment.fail': {
          target: 'cancelled',
          description:
            'The card hold 24 hours before fails after a cleaner already accepted; the booking is cancelled and the customer and the cleaner are told.',
        },
      },
    },
    inProgress: {
      description:
        'The cleaner started the cleaning; it can no longer be cancelled. The cleaner sees it under In progress, ready to be completed.',
      on: {
        'job.complete': {
          target: 'completed',
          description: 'The cleaner finishes; the card is charged the held amount.',
        },
      },
    },
    completed: {
      description:
        'Cleaned and charged; nothing changes it any more. The amount counts in the customer’s "total spent" and they can review it once; the job counts in the cleaner’s earnings.',
      type: 'final',
    },
    cancelled: {
      description:
        'Cancelled by the customer, or because the card could not be held; nothing changes it any more. A released hold is announced in a notification; a failed hold is explained by e-mail. A cleaner who had accepted it is notified and their time is free again.',
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
