/** The job lifecycle as the model-based tests drive it: every event, no actors. */
import { jobLifecycleMachine, type JobLifecycleEvent } from '#machines/job-lifecycle.machine.ts';
import type { MachineModel } from '../machine-paths.ts';

export const jobEvents: JobLifecycleEvent[] = [
  { type: 'booking.quote' },
  { type: 'booking.authorize' },
  { type: 'booking.cancel' },
  { type: 'payment.fail' },
  { type: 'job.accept' },
  { type: 'job.handBack' },
  { type: 'job.start' },
  { type: 'job.complete' },
];

export const model = {
  machine: jobLifecycleMachine,
  events: jobEvents.map((event) => ({ event })),
  actors: {},
} satisfies MachineModel;
