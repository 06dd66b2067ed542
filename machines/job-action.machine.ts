/**
 * One job action of a contractor on the job-details screen (docs/machines/job-action.md). Top-level states: `idle`
 * (the buttons of the job's status show), `confirming` (Reject and Complete cannot be undone, so
 * a dialog says what will happen and waits for Cancel or the action; decision 034), `running` (the
 * call runs; its button shows Loading...),
 * `succeeded` (the server's sentence shows; the buttons of the new status show), `failed` (the
 * server's refusal shows; the screen refreshes the job and reports its status) and the final
 * `declined` (the contractor declined an open job or handed back an accepted one: either way it
 * is no longer shown to them).
 *
 * Which buttons exist is never decided here: `jobActionsFor` asks `jobLifecycleMachine`, the one
 * source of statuses that the server also enforces.
 */
import { assign, fromPromise, setup } from 'xstate';
import { rejectionMessageOf } from './rejection-message.ts';
import { nextJobStatus, statusTakes, type JobStatus } from './job-lifecycle.machine.ts';

export type JobAction = 'accept' | 'reject' | 'start' | 'complete';

/** The actions' buttons, in the order the screen shows them. */
export const JOB_ACTIONS: readonly JobAction[] = ['accept', 'reject', 'start', 'complete'];

/**
 * The actions a contractor has on a job in `status`. Reject declines an open job (no lifecycle
 * move: it only stops showing to this contractor) or hands back an accepted one (`job.handBack`).
 * Complete shows for every job in progress: whether enough of the estimate has passed is the
 * lifecycle's guard, which the server weighs; the screen only says from when.
 */
export function jobActionsFor(status: JobStatus): JobAction[] {
  const allowed: Record<JobAction, boolean> = {
    accept: nextJobStatus(status, 'job.accept') !== null,
    reject:
      nextJobStatus(status, 'job.accept') !== null ||
      nextJobStatus(status, 'job.handBack') !== null,
    start: nextJobStatus(status, 'job.start') !== null,
    complete: statusTakes(status, 'job.complete'),
  };
  return JOB_ACTIONS.filter((action) => allowed[action]);
}

export type JobActionInput = { bookingId: number; status: JobStatus };

export type JobActionContext = JobActionInput & {
  /** The action running or last run. */
  action: JobAction | null;
  /** The server's sentence for the last success, e.g. Job accepted. */
  message: string | null;
  /** The server's sentence for the last refusal, e.g. This job is no longer open. */
  error: string | null;
};

export type JobActionEvent =
  | { type: 'job.accept' }
  | { type: 'job.reject' }
  | { type: 'job.start' }
  | { type: 'job.complete' }
  /** The contractor confirms the action the dialog describes. */
  | { type: 'action.confirm' }
  /** The contractor closes the dialog: nothing is sent, the job stays as it was. */
  | { type: 'action.cancel' }
  /** The job as the server has it now (after a refresh), e.g. taken by someone else meanwhile. */
  | { type: 'job.refresh'; status: JobStatus };

/** What the call answers: the job's status afterwards and the server's sentence. */
export type JobActionOutput = { status: JobStatus; message: string };

export const FALLBACK_ERROR = 'The job could not be updated. Please try again.';

const actionOfEvent: Record<string, JobAction> = {
  'job.accept': 'accept',
  'job.reject': 'reject',
  'job.start': 'start',
  'job.complete': 'complete',
};

function runningAction(context: JobActionContext): JobAction {
  if (context.action === null) throw new Error('jobAction: running without an action.');
  return context.action;
}

/** A user's action event, allowed from the status the screen last knew. */
const actionTransition = (label: string) =>
  ({
    guard: 'isAllowed',
    target: 'running',
    actions: 'startAction',
    meta: { label, condition: 'only when the job’s status offers that button' },
  }) as const;

/** Reject and Complete cannot be undone (the job is gone, the card is charged): asked first. */
const confirmTransition = (label: string) =>
  ({
    guard: 'isAllowed',
    target: 'confirming',
    actions: 'chooseAction',
    meta: { label, condition: 'only when the job’s status offers that button' },
  }) as const;

const userActions = {
  'job.accept': actionTransition('The cleaner presses Accept'),
  'job.reject': confirmTransition('The cleaner presses Reject'),
  'job.start': actionTransition('The cleaner presses Start'),
  'job.complete': confirmTransition('The cleaner presses Complete'),
};

/** The screen learns the job's status from the server (another cleaner may have taken it). */
const refresh = {
  actions: 'takeStatus',
  meta: { label: 'The job is refreshed' },
} as const;

export const jobActionMachine = setup({
  types: {
    context: {} as JobActionContext,
    events: {} as JobActionEvent,
    input: {} as JobActionInput,
  },
  actors: {
    perform: fromPromise<JobActionOutput, { bookingId: number; action: JobAction }>(async () => {
      throw new Error('jobAction: provide the perform actor with machine.provide({ actors }).');
    }),
  },
  guards: {
    isAllowed: ({ context, event }) => {
      const action = actionOfEvent[event.type];
      return action !== undefined && jobActionsFor(context.status).includes(action);
    },
    // A declined open job and a handed-back one alike stop showing to this contractor.
    isRejection: ({ context }) => context.action === 'reject',
  },
  actions: {
    startAction: assign({
      action: ({ event }) => actionOfEvent[event.type] ?? null,
      message: () => null,
      error: () => null,
    }),
    // The last outcome stays on screen behind the dialog until the action is confirmed.
    chooseAction: assign({ action: ({ event }) => actionOfEvent[event.type] ?? null }),
    clearOutcome: assign({ message: () => null, error: () => null }),
    dropAction: assign({ action: () => null }),
    takeStatus: assign({
      status: ({ context, event }) =>
        event.type === 'job.refresh' ? event.status : context.status,
    }),
  },
}).createMachine({
  id: 'jobAction',
  meta: {
    summary:
      'One button a cleaner presses on a job (Accept, Reject, Start, Complete), with its confirmation and its answer.',
    runsIn:
      'The cleaner’s job-details screen (/contractor/jobs/…); which buttons show comes from the job lifecycle.',
  },
  initial: 'idle',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    status: input.status,
    action: null,
    message: null,
    error: null,
  }),
  states: {
    idle: {
      meta: { cleaner: 'Job buttons' },
      description: 'The buttons of the job’s status show.',
      on: { ...userActions, 'job.refresh': refresh },
    },
    confirming: {
      meta: { cleaner: 'Are you sure? dialog' },
      description:
        'A dialog says what the chosen action will do (Complete: the customer’s card is charged; Reject: the job is no longer shown to them, or opens to other cleaners, and this cannot be undone) and offers Cancel and the action.',
      on: {
        'action.confirm': {
          meta: { label: 'The cleaner confirms' },
          target: 'running',
          actions: 'clearOutcome',
          description: 'The contractor presses the action in the dialog.',
        },
        'action.cancel': {
          meta: { label: 'The cleaner presses Cancel' },
          target: 'idle',
          actions: 'dropAction',
          description: 'The contractor presses Cancel or closes the dialog; nothing is sent.',
        },
        'job.refresh': refresh,
      },
    },
    running: {
      meta: { cleaner: 'Sending (Loading...)' },
      description: 'The call runs; the pressed button shows Loading... and the others wait.',
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => ({ bookingId: context.bookingId, action: runningAction(context) }),
        onDone: [
          {
            guard: 'isRejection',
            meta: { label: 'The server agrees', condition: 'when the action was Reject' },
            target: 'declined',
            actions: assign({ message: ({ event }) => event.output.message }),
          },
          {
            target: 'succeeded',
            meta: { label: 'The server agrees' },
            actions: assign({
              status: ({ event }) => event.output.status,
              message: ({ event }) => event.output.message,
            }),
          },
        ],
        onError: {
          target: 'failed',
          meta: { label: 'The server refuses' },
          actions: assign({
            error: ({ event }) => rejectionMessageOf(event.error) ?? FALLBACK_ERROR,
          }),
        },
      },
    },
    succeeded: {
      meta: { cleaner: 'Done, with the new status’s buttons' },
      description: 'The server’s sentence shows; the buttons of the new status show.',
      on: { ...userActions, 'job.refresh': refresh },
    },
    failed: {
      meta: { cleaner: 'Refused, with the server’s message' },
      description: 'The server’s refusal shows until the next action; the job is refreshed.',
      on: { ...userActions, 'job.refresh': refresh },
    },
    declined: {
      meta: { cleaner: 'Gone from my jobs' },
      description: 'Declined or handed back; the job is no longer shown to this contractor.',
      type: 'final',
    },
  },
});
