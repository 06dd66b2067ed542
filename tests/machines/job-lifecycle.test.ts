import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  jobLifecycleMachine,
  minutesBeforeComplete,
  nextJobStatus,
  statusTakes,
  type JobLifecycleEvent,
  type JobStatus,
} from '#machines/job-lifecycle.machine.ts';
import { expectAllEdgesCovered, machineEdges } from '#shared/machine-paths/machine-coverage.ts';
import {
  completeAtHalf,
  completeTooEarly,
  jobEvents,
  model,
} from '#shared/machine-models/job-lifecycle.model.ts';
import { describePath, modelPaths } from '#shared/machine-paths/machine-paths.ts';

const statuses: JobStatus[] = [
  'draft',
  'quoted',
  'authorized',
  'assigned',
  'inProgress',
  'completed',
  'cancelled',
];

/** Every event, job.complete once too early and once at exactly half of a 3-hour estimate. */
const named: Record<string, JobLifecycleEvent> = {
  ...Object.fromEntries(jobEvents.map((event) => [event.type, event])),
  'job.complete after 89 of 180 minutes': completeTooEarly,
  'job.complete after 90 of 180 minutes': completeAtHalf,
};
const events = Object.values(named);
const eventTypes = events.map((event) => event.type);

/** The lifecycle as the product describes it, written independently of the machine. */
const allowed: Record<JobStatus, Partial<Record<string, JobStatus>>> = {
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
  inProgress: { 'job.complete after 90 of 180 minutes': 'completed' },
  completed: {},
  cancelled: {},
};

const pairs = statuses.flatMap((status) =>
  Object.entries(named).map(([name, event]) => ({
    status,
    name,
    event,
    next: allowed[status][name] ?? null,
  })),
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
    status = status && nextJobStatus(status, event as JobLifecycleEvent);
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
      'moves a $status booking to $next on $name',
      ({ status, event, next }) => {
        expect(nextJobStatus(status, event)).toBe(next);
      },
    );

    it.each(pairs.filter((pair) => pair.next === null))(
      'refuses $name for a $status booking',
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
        expect(nextJobStatus(status, event), event.type).toBeNull();
      }
    });
  });

  describe('completing only after half the estimate (guard halfTheEstimateWorked)', () => {
    it.each([
      { minutesWorked: 0, estimatedMinutes: 180, next: null },
      { minutesWorked: 89, estimatedMinutes: 180, next: null },
      { minutesWorked: 90, estimatedMinutes: 180, next: 'completed' as const },
      { minutesWorked: 240, estimatedMinutes: 180, next: 'completed' as const },
      { minutesWorked: 67, estimatedMinutes: 135, next: null },
      { minutesWorked: 68, estimatedMinutes: 135, next: 'completed' as const },
    ])(
      'after $minutesWorked of $estimatedMinutes estimated minutes: $next',
      ({ minutesWorked, estimatedMinutes, next }) => {
        const event = { type: 'job.complete' as const, minutesWorked, estimatedMinutes };
        expect(nextJobStatus('inProgress', event)).toBe(next);
      },
    );

    it('refuses one minute short of half and allows at exactly half', () => {
      expect(minutesBeforeComplete(180)).toBe(90);
      expect(nextJobStatus('inProgress', completeTooEarly)).toBeNull();
      expect(nextJobStatus('inProgress', completeAtHalf)).toBe('completed');
    });

    it('leaves a running booking in progress when the guard refuses', () => {
      const actor = createActor(jobLifecycleMachine, {
        snapshot: jobLifecycleMachine.resolveState({ value: 'inProgress', context: {} }),
      }).start();
      actor.send(completeTooEarly);
      expect(actor.getSnapshot().value).toBe('inProgress');
      actor.send(completeAtHalf);
      expect(actor.getSnapshot().value).toBe('completed');
    });

    it('says which statuses take job.complete at all, its guard aside', () => {
      const taking = statuses.filter((status) => statusTakes(status, 'job.complete'));
      expect(taking).toEqual(['inProgress']);
    });
  });

  describe('coverage', () => {
    it('declares exactly the transitions of the table above', () => {
      const fromTable = pairs
        .filter((pair) => pair.next !== null)
        .map(({ status, event, next }) =>
          event.type === 'job.complete'
            ? `${status} --job.complete [halfTheEstimateWorked]--> ${next}`
            : `${status} --${event.type}--> ${next}`,
        );
      expect(machineEdges(jobLifecycleMachine)).toEqual(new Set(fromTable));
    });

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(jobLifecycleMachine, paths);
    });
  });
});
