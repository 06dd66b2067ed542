import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  FALLBACK_ERROR,
  jobActionMachine,
  jobActionsFor,
  type JobAction,
  type JobActionEvent,
  type JobActionOutput,
} from '#machines/job-action.machine.ts';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import { everyTransition, expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';

const input = { bookingId: 42, status: 'authorized' as JobStatus };

/** What the server answers for each action that it allows (server/jobs/job-actions.ts). */
const answers: Record<JobAction, JobActionOutput> = {
  accept: { status: 'assigned', message: 'Job accepted.' },
  reject: { status: 'authorized', message: 'Job declined. It will no longer be shown to you.' },
  start: { status: 'inProgress', message: 'Job started.' },
  complete: { status: 'completed', message: 'Job completed.' },
};

const userEvents: JobActionEvent[] = [
  { type: 'job.accept' },
  { type: 'job.reject' },
  { type: 'job.start' },
  { type: 'job.complete' },
  { type: 'action.confirm' },
  { type: 'action.cancel' },
  // Refreshes that put the job in each status the contractor can act on, and one they cannot.
  { type: 'job.refresh', status: 'authorized' },
  { type: 'job.refresh', status: 'assigned' },
  { type: 'job.refresh', status: 'inProgress' },
  { type: 'job.refresh', status: 'cancelled' },
];

const done = 'xstate.done.actor.perform';
const failed = 'xstate.error.actor.perform';

/** How the fake server settles a call, as the invoke's own done and error events. */
type ServerEvent =
  { type: typeof done; output: JobActionOutput } | { type: typeof failed; error: unknown };

function isServerEvent(event: EventObject): event is ServerEvent {
  return event.type === done || event.type === failed;
}

function eventsFor(snapshot: AnyMachineSnapshot): (JobActionEvent | ServerEvent)[] {
  const { context } = snapshot as ReturnType<typeof jobActionMachine.getInitialSnapshot>;
  if (snapshot.matches('running') && context.action) {
    return [
      { type: done, output: answers[context.action] },
      // A refusal with the server's sentence, and a failure that carries none.
      { type: failed, error: { message: 'This job is no longer open.' } },
      { type: failed, error: new Error('') },
    ];
  }
  return userEvents;
}

// createTestModel refuses machines with invocations, so the paths come from getShortestPaths,
// the generator it wraps, keyed like everyTransition asks.
const paths = getShortestPaths(jobActionMachine, {
  input,
  events: eventsFor as never,
  filterEvents: everyTransition.filterEvents,
  serializeState: (snapshot, event, previous) =>
    JSON.stringify({ value: snapshot.value, context: snapshot.context }) +
    everyTransition.serializeTransition(snapshot, event, previous),
});

type Path = (typeof paths)[number];

function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const step = event as EventObject;
      if (isServerEvent(step)) {
        if (step.type === done) return 'answered';
        return (step.error as Error | { message: string }).message ? 'refused' : 'failed bare';
      }
      if (event.type === 'job.refresh') return `refresh(${event.status})`;
      return event.type;
    })
    .join(' → ');
}

/** The machine with a perform fake held until the path says how the server answered. */
function gatedMachine() {
  const pending: {
    input: { bookingId: number; action: JobAction };
    settle: (event: ServerEvent) => void;
  }[] = [];
  const machine = jobActionMachine.provide({
    actors: {
      perform: fromPromise<JobActionOutput, { bookingId: number; action: JobAction }>(
        ({ input: call }) =>
          new Promise((resolve, reject) => {
            pending.push({
              input: call,
              settle: (event) => {
                if (event.type === done) resolve(event.output);
                else reject(event.error);
              },
            });
          }),
      ),
    },
  });
  return { machine, pending };
}

async function replay(path: Path) {
  const { machine, pending } = gatedMachine();
  const actor = createActor(machine, { input }).start();
  for (const [index, { event, state }] of path.steps.entries()) {
    const step = event as EventObject;
    if (index > 0) {
      if (isServerEvent(step)) {
        const call = pending.shift();
        expect(call?.input, 'the call').toEqual({
          bookingId: 42,
          action: actor.getSnapshot().context.action,
        });
        call!.settle(step);
        await waitFor(actor, (snapshot) => snapshot.matches(state.value), { timeout: 1000 });
      } else {
        actor.send(event as JobActionEvent);
      }
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, `state after ${event.type}`).toEqual(state.value);
    expect(snapshot.context, `context after ${event.type}`).toEqual(state.context);
  }
  const running = actor.getSnapshot().matches('running');
  expect(pending, 'calls left unanswered').toHaveLength(running ? 1 : 0);
  return actor.getSnapshot();
}

describe('job action machine', () => {
  describe('generated paths', () => {
    it('visits every state', () => {
      const visited = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
      expect(visited).toEqual(new Set(Object.keys(jobActionMachine.states)));
    });

    it.each(paths.map((path) => ({ name: describePath(path), path })))(
      'a running actor with a fake server follows the path: $name',
      async ({ path }) => {
        const snapshot = await replay(path);
        expect(snapshot.value).toEqual(path.state.value);
        expect(snapshot.status).toBe(path.state.matches('declined') ? 'done' : 'active');
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(jobActionMachine, paths);
    });
  });

  describe('the buttons of each status', () => {
    // Written from the product's rules (docs/machines/job-lifecycle.md), not from the machine.
    const expected: Record<JobStatus, JobAction[]> = {
      draft: [],
      quoted: [],
      authorized: ['accept', 'reject'],
      assigned: ['reject', 'start'],
      inProgress: ['complete'],
      completed: [],
      cancelled: [],
    };

    it.each(Object.entries(expected))('a job %s offers %j', (status, actions) => {
      expect(jobActionsFor(status as JobStatus)).toEqual(actions);
    });
  });

  describe('behaviour', () => {
    it('refuses an action the job’s status does not allow, without calling the server', () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'job.start' });
      actor.send({ type: 'job.complete' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(pending).toEqual([]);
    });

    it('accepts, then starts and completes, each from the status the last answer gave', async () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine, { input }).start();
      for (const action of ['accept', 'start', 'complete'] as const) {
        actor.send({ type: `job.${action}` });
        if (action === 'complete') {
          expect(actor.getSnapshot().value, 'Complete asks first').toBe('confirming');
          expect(pending).toEqual([]);
          actor.send({ type: 'action.confirm' });
        }
        expect(actor.getSnapshot().value).toBe('running');
        pending.shift()!.settle({ type: done, output: answers[action] });
        await waitFor(actor, (snapshot) => snapshot.matches('succeeded'));
        expect(actor.getSnapshot().context).toMatchObject({
          status: answers[action].status,
          message: answers[action].message,
          error: null,
        });
      }
      expect(jobActionsFor(actor.getSnapshot().context.status)).toEqual([]);
    });

    it("keeps the server's refusal, takes the refreshed status and clears the refusal on the next action", async () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'job.accept' });
      pending.shift()!.settle({ type: failed, error: { message: 'This job is no longer open.' } });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe('This job is no longer open.');

      actor.send({ type: 'job.refresh', status: 'cancelled' });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context).toMatchObject({
        status: 'cancelled',
        error: 'This job is no longer open.',
      });
      actor.send({ type: 'job.accept' });
      expect(actor.getSnapshot().value, 'no accept on a cancelled job').toBe('failed');

      actor.send({ type: 'job.refresh', status: 'assigned' });
      actor.send({ type: 'job.start' });
      expect(actor.getSnapshot().value).toBe('running');
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it.each([
      { status: 'authorized' as const, event: 'job.reject' as const },
      { status: 'assigned' as const, event: 'job.reject' as const },
      { status: 'inProgress' as const, event: 'job.complete' as const },
    ])(
      'asks before $event on a $status job; Cancel sends nothing and keeps the last outcome',
      async ({ status, event }) => {
        const { machine, pending } = gatedMachine();
        const actor = createActor(machine, { input: { bookingId: 9, status } }).start();
        actor.send({ type: 'job.accept' });
        if (status === 'authorized') {
          pending.shift()!.settle({ type: failed, error: { message: 'Too late.' } });
          await waitFor(actor, (snapshot) => snapshot.matches('failed'));
          actor.send({ type: 'job.refresh', status });
        }
        actor.send({ type: event });
        expect(actor.getSnapshot().value).toBe('confirming');
        actor.send({ type: 'action.cancel' });
        expect(actor.getSnapshot().value).toBe('idle');
        expect(actor.getSnapshot().context).toMatchObject({
          status,
          action: null,
          error: status === 'authorized' ? 'Too late.' : null,
        });
        expect(pending).toEqual([]);
      },
    );

    it('says the fallback sentence when a failure carries no message', async () => {
      const { machine, pending } = gatedMachine();
      const actor = createActor(machine, { input }).start();
      actor.send({ type: 'job.accept' });
      pending.shift()!.settle({ type: failed, error: new TypeError('') });
      await waitFor(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe(FALLBACK_ERROR);
    });

    it('ends declined after a reject, whether the job was open or accepted', async () => {
      for (const status of ['authorized', 'assigned'] as const) {
        const { machine, pending } = gatedMachine();
        const actor = createActor(machine, { input: { bookingId: 7, status } }).start();
        actor.send({ type: 'job.reject' });
        expect(actor.getSnapshot().value, 'Reject asks first').toBe('confirming');
        actor.send({ type: 'action.confirm' });
        expect(pending[0]?.input).toEqual({ bookingId: 7, action: 'reject' });
        pending.shift()!.settle({ type: done, output: answers.reject });
        await waitFor(actor, (snapshot) => snapshot.status === 'done');
        expect(actor.getSnapshot().value).toBe('declined');
        expect(actor.getSnapshot().context.message).toBe(answers.reject.message);
      }
    });
  });
});
