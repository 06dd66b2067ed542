/** The job lifecycle as the model-based tests drive it: every event, no actors. */
import { jobLifecycleMachine, type JobLifecycleEvent } from '#machines/job-lifecycle.machine.ts';
import type { MachineModel } from '../machine-paths/machine-paths.ts';

export const jobEvents: JobLifecycleEvent[] = [
  { type: 'booking.quote' },
  { type: 'booking.authorize' },
  { type: 'booking.cancel' },
  { type: 'payment.fail' },
  { type: 'booking.expire' },
  { type: 'booking.move' },
  { type: 'booking.reopen' },
  { type: 'job.accept' },
  { type: 'job.handBack' },
  { type: 'job.start' },
];

/** A 3-hour cleaning completed 89 minutes after it started: one minute short of half. */
export const completeTooEarly: JobLifecycleEvent = {
  type: 'job.complete',
  minutesWorked: 89,
  estimatedMinutes: 180,
};

/** The same cleaning completed exactly 90 minutes after it started. */
export const completeAtHalf: JobLifecycleEvent = {
  type: 'job.complete',
  minutesWorked: 90,
  estimatedMinutes: 180,
};

/** An operator refunds $50.00 of a $150.00 charge: part of what is left. */
export const refundPart: JobLifecycleEvent = {
  type: 'payment.refund',
  amountCents: 5000,
  refundableCents: 15000,
};

/** An operator refunds all that is left ($100.00 of $100.00). */
export const refundTheRest: JobLifecycleEvent = {
  type: 'payment.refund',
  amountCents: 10000,
  refundableCents: 10000,
};

/** An operator asks for one cent more than is left: refused. */
export const refundTooMuch: JobLifecycleEvent = {
  type: 'payment.refund',
  amountCents: 10001,
  refundableCents: 10000,
};

export const model = {
  machine: jobLifecycleMachine,
  events: [
    ...jobEvents.map((event) => ({ event })),
    { event: completeTooEarly, label: 'completed before half the estimate has passed' },
    { event: completeAtHalf, label: 'completed once half the estimate has passed' },
    { event: refundPart, label: 'refunded in part' },
    { event: refundTheRest, label: 'refunded what is left' },
    { event: refundTooMuch, label: 'refunded more than is left' },
  ],
  actors: {},
} satisfies MachineModel;
