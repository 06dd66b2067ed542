/**
 * The life of a booking, shared by the server (which refuses any other move with 409) and the
 * web app. Top-level states: `draft` (contact details only), `quoted` (priced, not paid),
 * `authorized` (paid or card saved; open to the city's contractors), `assigned` (a contractor
 * holds the time), `inProgress`, `completed` (charged; inside it the refunds an operator makes:
 * `charged`, `partlyRefunded`, `refunded`) and the end `cancelled`.
 */
import { setup, transition } from 'xstate';

export type JobStatus =
  'draft' | 'quoted' | 'authorized' | 'assigned' | 'inProgress' | 'completed' | 'cancelled';

export type JobLifecycleEvent =
  | { type: 'booking.quote' }
  | { type: 'booking.authorize' }
  | { type: 'booking.cancel' }
  | { type: 'payment.fail' }
  /** The start time came and no cleaner had accepted: the scheduler cancels it (issue 40). */
  | { type: 'booking.expire' }
  /** The customer moves a booking nobody accepted yet to a time cleaners are free (issue 40). */
  | { type: 'booking.move' }
  /**
   * The assigned cleaner declined (or let lapse) the new time the customer asked for, and the
   * customer opens it to other cleaners: the booking moves there without its cleaner (decision 130).
   */
  | { type: 'booking.reopen' }
  | { type: 'job.accept' }
  | { type: 'job.handBack' }
  | { type: 'job.start' }
  /**
   * The caller measures the time on site, from the later of the Start and the booked start:
   * machines read no clock.
   */
  | { type: 'job.complete'; minutesWorked: number; estimatedMinutes: number }
  /**
   * An operator gives money back: `refundableCents` is what was captured minus what was already
   * refunded, read by the caller (the machine keeps no amounts).
   */
  | { type: 'payment.refund'; amountCents: number; refundableCents: number };

export type JobLifecycleEventType = JobLifecycleEvent['type'];

/**
 * How long the cleaner must have been on site before the job can be completed (and the card
 * charged): half its estimated time, in whole minutes (docs/decisions/034-complete-only-after-work.md).
 */
export function minutesBeforeComplete(estimatedMinutes: number): number {
  return Math.ceil(Math.max(0, estimatedMinutes) / 2);
}

/** Where a completed booking's money stands after refunds. */
export type RefundState = 'charged' | 'partlyRefunded' | 'refunded';

export const jobLifecycleMachine = setup({
  types: { events: {} as JobLifecycleEvent },
  guards: {
    halfTheEstimateWorked: ({ event }) =>
      event.type === 'job.complete' &&
      event.minutesWorked >= minutesBeforeComplete(event.estimatedMinutes),
    refundsTheRest: ({ event }) =>
      event.type === 'payment.refund' &&
      event.amountCents > 0 &&
      event.amountCents === event.refundableCents,
    refundsPart: ({ event }) =>
      event.type === 'payment.refund' &&
      event.amountCents > 0 &&
      event.amountCents < event.refundableCents,
  },
}).createMachine({
  id: 'jobLifecycle',
  meta: {
    summary:
      'The status of every booking, from the first contact details to a finished or cancelled cleaning.',
    runsIn:
      'On the server, which allows or refuses every status change; the customer’s bookings, the cleaner’s jobs and the job-details buttons show its states.',
  },
  description:
    'Every booking follows one lifecycle, from the first contact details to a finished (or cancelled) cleaning. The browser and the server share it: the server refuses any step the lifecycle does not allow and answers 409 with a short message per event (server/jobs/lifecycle.ts). Time moves a booking only once: a paid booking that no cleaner accepted by its start time is cancelled by the scheduler and its hold released. Otherwise a quoted booking that is never paid stays quoted, and an assigned job that is never started stays assigned. A cleaner declining an open job is not a move either: the job stops showing for that cleaner and stays authorized.',
  initial: 'draft',
  states: {
    draft: {
      meta: { customer: 'Not finished' },
      description:
        'The customer gave their name, e-mail and phone; nothing is priced yet. The customer is on the details form; drafts are not listed among their bookings. Cleaners see nothing.',
      on: {
        'booking.quote': {
          meta: { label: 'The customer checks availability' },
          target: 'quoted',
          description:
            'The customer fills in the details and presses Check Availability: the cleaning is priced and a free cleaner is found.',
        },
        'booking.cancel': {
          meta: {
            label: 'The customer cancels',
            tells:
              "E-mail to the customer: who cancelled and what happens to the money (the hold released, a saved card never charged), with the booking's link; a notification when they have an account. The cleaner who had accepted it: a notification that their time is free.",
          },
          target: 'cancelled',
          description: 'The customer cancels before the cleaning was priced.',
        },
      },
    },
    quoted: {
      meta: { customer: 'Awaiting payment' },
      description:
        'Priced, and a cleaner was free when it was checked; waiting for the card. The customer sees the summary and the payment form; the booking is in their list and can be cancelled, but is not counted as upcoming. Cleaners see nothing.',
      on: {
        'booking.quote': {
          meta: { label: 'The customer changes the details' },
          target: 'quoted',
          description:
            'The customer presses Modify, changes the details and checks availability again: a new price replaces the old one.',
        },
        'booking.authorize': {
          meta: {
            label: 'The customer pays',
            tells:
              "E-mail to the customer: the confirmation, with the price, the hold or saved card, a calendar file and the booking's link; a notification too. The city's cleaners who could take it: a notification, then their new-jobs e-mail.",
          },
          target: 'authorized',
          description:
            'The customer pays: the card is held for the amount (or saved, when the cleaning is more than 5 days away) and the job opens to the city’s cleaners. A declined card leaves the booking quoted, so they can retry.',
        },
        'booking.cancel': {
          meta: {
            label: 'The customer cancels',
            tells:
              "E-mail to the customer: who cancelled and what happens to the money (the hold released, a saved card never charged), with the booking's link; a notification when they have an account. The cleaner who had accepted it: a notification that their time is free.",
          },
          target: 'cancelled',
          description: 'The customer cancels before paying; nothing was charged.',
        },
      },
    },
    authorized: {
      meta: { customer: 'Finding a cleaner', cleaner: 'Open' },
      description:
        'Paid: the amount is held on the card, or, for a cleaning more than 5 days away, the card is saved and held 24 hours before. The customer sees an upcoming booking waiting for a cleaner and can still cancel it. Approved cleaners of the city who are free then see it under Open jobs, get a notification, and can accept or decline it.',
      on: {
        'job.accept': {
          meta: {
            label: 'A cleaner accepts',
            tells:
              "E-mail to the customer: the cleaner's first name, photo, rating and number of jobs done, with the booking's link; a notification when they have an account. E-mail to the cleaner: the job is theirs, with their pay.",
          },
          target: 'assigned',
          description:
            'A cleaner accepts the open job. If two accept at once, exactly one gets it; a cleaner cannot accept a job that overlaps another of theirs (travel time included).',
        },
        'booking.cancel': {
          meta: {
            label: 'The customer cancels',
            tells:
              "E-mail to the customer: who cancelled and what happens to the money (the hold released, a saved card never charged), with the booking's link; a notification when they have an account. The cleaner who had accepted it: a notification that their time is free.",
          },
          target: 'cancelled',
          description:
            'The customer cancels before any cleaner accepted; the hold on the card is released (a saved card is simply never used).',
        },
        'payment.fail': {
          meta: {
            label: 'The card hold fails, 24 hours before',
            tells:
              "E-mail to the customer: the bank declined the hold on the saved card, so the booking is cancelled and nothing was charged, with the booking's link; a notification when they have an account. The cleaner who had accepted it: a notification.",
          },
          target: 'cancelled',
          description:
            'For a cleaning booked more than 5 days ahead, the saved card is held 24 hours before; the bank declines, so the booking is cancelled, leaves the job board, and the customer is e-mailed.',
        },
        'booking.move': {
          meta: {
            label: 'The customer moves it to a time cleaners are free',
            tells:
              "E-mail to the customer: the new date and time window and the price again, with the booking's link; a notification when they have an account. The cleaners who could take it at the new time: a notification.",
          },
          target: 'authorized',
          description:
            'Before its start, at most twice (decision 121): on the booking page the customer presses one of the nearest times when cleaners are free, and the booking moves there, priced again at the new time, open to the cleaners of that time.',
        },
        'booking.expire': {
          meta: {
            label: 'Nobody accepts by the start time',
            tells:
              "E-mail to the customer: nobody accepted by the start, so the booking is cancelled and the hold released, with the booking's link; a notification when they have an account.",
          },
          target: 'cancelled',
          description:
            'The start time comes and no cleaner has accepted: the scheduler cancels the booking, releases the hold on the card (a saved card is never used) and e-mails the customer.',
        },
      },
    },
    assigned: {
      meta: { customer: 'Cleaner assigned', cleaner: 'Assigned' },
      description:
        'A cleaner accepted the job and holds its time. The customer sees the cleaner’s name and photo and can still cancel. The cleaner sees it under Assigned and can start it from an hour before its start time, or hand it back before then; other cleaners no longer see it.',
      on: {
        'job.start': {
          meta: {
            label: 'The cleaner starts, from an hour before the start time',
            tells:
              "E-mail to the customer: the cleaning has started, with the booking's link; a notification when they have an account.",
          },
          target: 'inProgress',
          description: 'The cleaner starts the cleaning, from an hour before its start time.',
        },
        'job.handBack': {
          meta: {
            tells:
              "E-mail to the customer: a new cleaner is being found and nothing is charged, with the booking's link; a notification when they have an account. The cleaners who could take it: a notification that it is open again.",
            label: 'The cleaner hands it back before the start, and it reopens to other cleaners',
          },
          target: 'authorized',
          description:
            'The cleaner can no longer come and hands the job back before its start time; it opens to the other cleaners again, and the customer is told a new cleaner is being found.',
        },
        'booking.cancel': {
          meta: {
            label: 'The customer cancels, before the cleaning starts',
            tells:
              "E-mail to the customer: who cancelled and what happens to the money (the hold released, a saved card never charged), with the booking's link; a notification when they have an account. The cleaner who had accepted it: a notification that their time is free.",
          },
          target: 'cancelled',
          description:
            'The customer cancels after a cleaner accepted, before the cleaning starts; the hold is released and the cleaner is told their time is free.',
        },
        'payment.fail': {
          meta: {
            label: 'The card hold fails, 24 hours before',
            tells:
              "E-mail to the customer: the bank declined the hold on the saved card, so the booking is cancelled and nothing was charged, with the booking's link; a notification when they have an account. The cleaner who had accepted it: a notification.",
          },
          target: 'cancelled',
          description:
            'The card hold 24 hours before fails after a cleaner already accepted; the booking is cancelled and the customer and the cleaner are told.',
        },
        'booking.move': {
          meta: {
            label: 'The customer moves it to a free time of its cleaner',
            tells:
              "E-mail to the customer: the new date and time window and the price again, with the booking's link; a notification when they have an account. The assigned cleaner: an e-mail and a notification with the new time.",
          },
          target: 'assigned',
          description:
            'Before its start, at most twice (decision 121): the customer picks a time inside the assigned cleaner’s hours when they are free; the booking keeps its cleaner, priced again at the new time (a higher price is held on the card before the old hold is released).',
        },
        'booking.reopen': {
          meta: {
            label: 'The customer opens a new time its cleaner could not take to other cleaners',
            tells:
              "E-mail to the customer: the new date and time window and the price again, and that a new cleaner is being found, with the booking's link; a notification when they have an account. The cleaner who had it: an e-mail and a notification that the job moved to a time they could not take and is no longer theirs. The cleaners who could take it at the new time: a notification.",
          },
          target: 'authorized',
          description:
            'Before its start, at most twice counting every move (decisions 125 and 130): the cleaner declined the new time the customer asked for, or did not answer in time, and another cleaner is free then; the customer opens it to them. The booking moves there, priced again, without its cleaner (released at no cost to them) and opens to the cleaners of the new time.',
        },
      },
    },
    inProgress: {
      meta: { name: 'In progress' },
      description:
        'The cleaner started the cleaning; it can no longer be cancelled. The cleaner sees it under In progress and can complete it once half its estimated time has passed since they started it, or since its booked start time when they started early; until then the screen says from when.',
      on: {
        'job.complete': {
          meta: {
            tells:
              "E-mail to the customer: the cleaning is complete and what was charged, with the receipt and the booking's link (or, when the card could not be charged, that we will contact them); a notification when they have an account. E-mail to the cleaner: what they earned.",
            label: 'The cleaner completes and the card is charged',
            condition: 'only once half the estimated time has passed since the start',
          },
          target: 'completed',
          guard: 'halfTheEstimateWorked',
          description:
            'The cleaner finishes, at least half the estimated time after starting, counted from the booked start time when they started early (a 3-hour cleaning booked for 11:00AM can be completed from 12:30PM, even when started at 10:00AM); the card is charged the held amount. Earlier, the server refuses with 409 and says from when it can be completed.',
        },
      },
    },
    completed: {
      meta: { name: 'Completed' },
      description:
        'Cleaned and charged; the lifecycle of the cleaning is over. The amount counts in the customer’s "total spent" and they can review it once; the job counts in the cleaner’s earnings. What can still change is the money: an operator may refund part or all of what was charged.',
      initial: 'charged',
      states: {
        charged: {
          meta: { customer: 'Completed', operator: 'Charged' },
          description:
            'The card was charged the held amount (or the charge failed and we contact the customer); nothing was refunded. An operator sees Refund on the booking’s page while something was captured.',
          on: {
            'payment.refund': [
              {
                target: 'refunded',
                guard: 'refundsTheRest',
                meta: {
                  tells:
                    "E-mail to the customer: the amount refunded, with the booking's link; a notification when they have an account.",
                  label: 'An operator refunds the whole charge',
                  condition: 'only for the whole amount charged',
                },
                description:
                  'An operator refunds the whole amount charged through the payment gateway; the customer is e-mailed.',
              },
              {
                target: 'partlyRefunded',
                guard: 'refundsPart',
                meta: {
                  tells:
                    "E-mail to the customer: the amount refunded, with the booking's link; a notification when they have an account.",
                  label: 'An operator refunds part of the charge',
                  condition: 'only for less than was charged',
                },
                description:
                  'An operator refunds part of the amount charged; the customer is e-mailed. More than was charged is refused.',
              },
            ],
          },
        },
        partlyRefunded: {
          meta: { customer: 'Partly refunded', operator: 'Partly refunded' },
          description:
            'Part of the charge was given back. The operator can refund again, up to what is left of the charge.',
          on: {
            'payment.refund': [
              {
                target: 'refunded',
                guard: 'refundsTheRest',
                meta: {
                  tells:
                    "E-mail to the customer: the amount refunded, with the booking's link; a notification when they have an account.",
                  label: 'An operator refunds what is left',
                  condition: 'only for exactly what is left of the charge',
                },
                description:
                  'An operator refunds what is left of the charge; nothing remains to refund.',
              },
              {
                target: 'partlyRefunded',
                guard: 'refundsPart',
                meta: {
                  tells:
                    "E-mail to the customer: the amount refunded, with the booking's link; a notification when they have an account.",
                  label: 'An operator refunds another part',
                  condition: 'only for less than is left of the charge',
                },
                description:
                  'An operator refunds another part, still less than what is left; two refunds at once can never give back more than was charged.',
              },
            ],
          },
        },
        refunded: {
          meta: { name: 'Refunded' },
          description:
            'Everything charged was given back to the customer; nothing changes it any more.',
          type: 'final',
        },
      },
    },
    cancelled: {
      meta: { name: 'Cancelled' },
      description:
        'Cancelled by the customer (or an operator for them), because the card could not be held, or because nobody accepted by the start; nothing changes it any more. The customer is e-mailed who cancelled and what became of the money. A cleaner who had accepted it is notified and their time is free again.',
      type: 'final',
    },
  },
});

/** An event that carries nothing but its type: its answer depends on the status alone. */
export type PlainJobLifecycleEvent = Exclude<
  JobLifecycleEvent,
  { type: 'job.complete' } | { type: 'payment.refund' }
>;

/** The status an event leads to from `status`, or null when the lifecycle does not allow it. */
export function nextJobStatus(
  status: JobStatus,
  event: PlainJobLifecycleEvent['type'] | JobLifecycleEvent,
): JobStatus | null {
  const sent: JobLifecycleEvent = typeof event === 'string' ? { type: event } : event;
  const snapshot = jobLifecycleMachine.resolveState({ value: status, context: {} });
  if (!snapshot.can(sent)) return null;
  const [next] = transition(jobLifecycleMachine, snapshot, sent);
  return statusOfValue(next.value);
}

/** The machine's state for a booking: its status, and for a completed one its refunds. */
export type JobLifecycleState = Exclude<JobStatus, 'completed'> | { completed: RefundState };

function statusOfValue(value: unknown): JobStatus {
  if (typeof value === 'string') return value as JobStatus;
  return 'completed';
}

/**
 * The lifecycle state of a stored booking: the status, with the refund step read from the
 * payment status (a completed booking's payment is captured, partly refunded or refunded).
 */
export function lifecycleStateOf(status: JobStatus, paymentStatus: string): JobLifecycleState {
  if (status !== 'completed') return status;
  if (paymentStatus === 'refunded') return { completed: 'refunded' };
  if (paymentStatus === 'partlyRefunded') return { completed: 'partlyRefunded' };
  return { completed: 'charged' };
}

/** The refund step a refund leads to from `state`, or null when the lifecycle refuses it. */
export function nextRefundState(
  state: JobLifecycleState,
  amountCents: number,
  refundableCents: number,
): RefundState | null {
  const snapshot = jobLifecycleMachine.resolveState({ value: state, context: {} });
  const event = { type: 'payment.refund' as const, amountCents, refundableCents };
  if (!snapshot.can(event)) return null;
  const [next] = transition(jobLifecycleMachine, snapshot, event);
  const value: unknown = next.value;
  if (typeof value === 'object' && value !== null && 'completed' in value) {
    return (value as { completed: RefundState }).completed;
  }
  return null;
}

/** The events an operator can send on a booking's page (docs/decisions/048-...). */
export const operatorEventTypes = ['booking.cancel', 'job.handBack', 'payment.refund'] as const;
export type OperatorEventType = (typeof operatorEventTypes)[number];

/**
 * The operator's actions offered in a state: exactly the events the machine takes there. A
 * refund is offered while something is left to refund (any amount up to it is then allowed).
 */
export function offeredOperatorEvents(
  state: JobLifecycleState,
  refundableCents: number,
): OperatorEventType[] {
  const snapshot = jobLifecycleMachine.resolveState({ value: state, context: {} });
  return operatorEventTypes.filter((type) =>
    type === 'payment.refund'
      ? snapshot.can({ type, amountCents: refundableCents, refundableCents })
      : snapshot.can({ type }),
  );
}

/**
 * Whether `status` has a step for the event at all, its guard aside: the screens show a button
 * for it (Complete while in progress) and the server tells a status that never allows the step
 * from one whose guard still refuses it.
 */
export function statusTakes(status: JobStatus, eventType: JobLifecycleEventType): boolean {
  return (jobLifecycleMachine.states[status]?.transitions.get(eventType)?.length ?? 0) > 0;
}
