/**
 * A contractor's job action as the model-based paths drive it: the four buttons, the dialog's
 * two answers (Reject and Complete ask first), refreshes that
 * put the job in each status, and a fake server on which Accept is always too late (another
 * cleaner took the job meanwhile) while Reject, Start and Complete go through.
 */
import {
  jobActionMachine,
  type JobAction,
  type JobActionOutput,
} from '#machines/job-action.machine.ts';
import type { ActorFake, MachineModel } from '../machine-paths/machine-paths.ts';

const statusAfter: Record<JobAction, JobActionOutput> = {
  accept: { status: 'assigned', message: 'Job accepted.' },
  reject: { status: 'authorized', message: 'Job declined. It will no longer be shown to you.' },
  start: { status: 'inProgress', message: 'Job started.' },
  complete: { status: 'completed', message: 'Job completed.' },
};

export const perform: ActorFake<{ bookingId: number; action: JobAction }> = {
  output: (input) => statusAfter[input.action],
  error: () => ({ message: 'This job is no longer open.' }),
  fails: (input) => input.action === 'accept',
};

export const model = {
  machine: jobActionMachine,
  input: { bookingId: 42, status: 'authorized' },
  events: [
    { event: { type: 'job.accept' } },
    { event: { type: 'job.reject' } },
    { event: { type: 'job.start' } },
    { event: { type: 'job.complete' } },
    { event: { type: 'action.confirm' }, label: 'the dialog’s action is pressed' },
    { event: { type: 'action.cancel' }, label: 'the dialog is cancelled' },
    { event: { type: 'job.refresh', status: 'authorized' }, label: 'the job is open again' },
    { event: { type: 'job.refresh', status: 'assigned' }, label: 'the job is assigned to them' },
    { event: { type: 'job.refresh', status: 'inProgress' }, label: 'the job is in progress' },
    { event: { type: 'job.refresh', status: 'cancelled' }, label: 'the customer cancelled' },
  ],
  actors: { perform },
} satisfies MachineModel;
