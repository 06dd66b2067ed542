import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  jobLifecycleMachine,
  nextJobStatus,
  type JobLifecycleEvent,
  type JobLifecycleEventType,
  type JobStatus,
} from '#machines/job-lifecycle.machine.ts';
import { expectAllEdgesCovered, machineEdges } from '#tests/support/machine-coverage.ts';
import { jobEvents as events, model } from '#tests/support/machine-models/job-lifecycle.model.ts';
import { describePath, modelPaths } from '#tests/support/machine-paths.ts';

const statuses: JobStatus[] = [
  'draft',
  'quoted',
  'authorized',
  'assigned',
  'inProgress',
  'completed',
  'cancelled',
];

const eventTypes = events.map((event) => event.type);

/** The lifecycle as the product describes it, written independently of the machine. */
const allowed: Record<JobStatus, Partial<Record<JobLifecycleEventType, JobStatus>>> = {
  draft: { 'booking.quote': 'quoted', 'booking.cancel': 'cancelled' },
  quoted: {
    'booking.quote': 'quoted',
    'booking.authorize': 'authorized',
    'booking.cancel': 'cancelled',
  },
  authorized: {
    'job.accept': 'assigned',
    'booking.cancel': 'cancelled',
    'payment.fail': 'cancelled',
  },
  assigned: {
    'job.start': 'inProgress',
    'job.handBack': 'authorized',
    'booking.cancel': 'cancelled',
    'payment.fail': 'cancelled',
  },
  inProgress: { 'job.complete': 'completed' },
  completed: {},
  cancelled: {},
};

const pairs = statuses.flatMap((status) =>
  eventTypes.map((event) => ({ status, event, next: allowed[status][event] ?? null })),
);
const finalStatuses: JobStatus[] = ['completed', 'cancelled'];

// Keyed by entering transition, the paths also walk the quoted self-loop and the assigned →
// authorized hand-back, which paths over the bare machine (one vertex per state) never take.
const paths = modelPaths(model);

function replay(path: (typeof paths)[number]) {
  const actor = createActor(jobLifecycleMachine).start();
  let status: JobStatus | null = 'draft';
  // Replayed by hand rather than with path.test(), which silently skips an event that has no
  // executor: here every step is sent to both the pure function and the actor.
  for (const { event, state } of path.steps.slice(1)) {
    status = status && nextJobStatus(status, event.type as JobLifecycleEventType);
    actor.send(event as JobLifecycleEvent);
    expect(status, `nextJobStatus after ${event.type}`).toBe(state.value);
    expect(actor.getSnapshot().value, `actor after ${event.type}`).toBe(state.value);
  }
  return { status, snapshot: actor.getSnapshot() };
}

describe('job lifecycle machine', () => {
  it('lists every status and every event type the machine defines', () => {
    expect(new Set(Object.keys(jobLifecycleMachine.states))).toEqual(new Set(statuses));
    expect(new Set(jobLifecycleMachine.events)).toEqual(new Set(eventTypes));
  });

  describe('generated paths', () => {
    it('visits every status', () => {
      const visited = paths.flatMap((path) => path.steps.map((step) => step.state.value));
      expect(new Set(visited)).toEqual(new Set(statuses));
    });

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
      'nextJobStatus and a running actor agree at every step: $name',
      ({ path }) => {
        const { status, snapshot } = replay(path);
        expect(status).toBe(path.state.value);
        const ended = finalStatuses.some((final) => path.state.matches(final));
        expect(snapshot.status).toBe(ended ? 'done' : 'active');
      },
    );
  });

  describe('nextJobStatus', () => {
    it.each(pairs.filter((pair) => pair.next !== null))(
      'moves a $status booking to $next on $event',
      ({ status, event, next }) => {
        expect(nextJobStatus(status, event)).toBe(next);
      },
    );

    it.each(pairs.filter((pair) => pair.next === null))(
      'refuses $event for a $status booking',
      ({ status, event }) => {
        expect(nextJobStatus(status, event)).toBeNull();
      },
    );
  });

  describe('final states', () => {
    it.each(finalStatuses)('a %s booking accepts no event', (status) => {
      expect(jobLifecycleMachine.states[status]?.type).toBe('final');
      const snapshot = jobLifecycleMachine.resolveState({ value: status, context: {} });
      for (const event of events) {
        expect(snapshot.can(event), event.type).toBe(false);
        expect(nextJobStatus(status, event.type), event.type).toBeNull();
      }
    });
  });

  describe('coverage', () => {
    it('declares exactly the transitions of the table above', () => {
      const fromTable = pairs
        .filter((pair) => pair.next !== null)
        .map(({ status, event, next }) => `${status} --${event}--> ${next}`);
      expect(machineEdges(jobLifecycleMachine)).toEqual(new Set(fromTable));
    });

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(jobLifecycleMachine, paths);
    });
  });
});
