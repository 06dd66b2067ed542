import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  jobLifecycleMachine,
  lifecycleStateOf,
  minutesBeforeComplete,
  nextJobStatus,
  nextRefundState,
  offeredOperatorEvents,
  statusTakes,
  type JobLifecycleState,
  type JobLifecycleEvent,
  type JobStatus,
} from '#machines/job-lifecycle.machine.ts';
import { expectAllEdgesCovered, machineEdges } from '#shared/machine-paths/machine-coverage.ts';
import {
  completeAtHalf,
  completeTooEarly,
  jobEvents,
  model,
  refundPart,
  refundTheRest,
  refundTooMuch,
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
  'payment.refund of $50.00 of $150.00': refundPart,
  'payment.refund of $100.00 of $100.00': refundTheRest,
  'payment.refund of $100.01 of $100.00': refundTooMuch,
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
    'booking.expire': 'cancelled',
    'booking.move': 'authorized',
  },
  assigned: {
    'job.start': 'inProgress',
    'job.handBack': 'authorized',
    'booking.cancel': 'cancelled',
    'payment.fail': 'cancelled',
    'booking.move': 'assigned',
    'booking.reopen': 'authorized',
  },
  inProgress: { 'job.complete after 90 of 180 minutes': 'completed' },
  // Refunds change the money, not the status: the booking stays completed.
  completed: {
    'payment.refund of $50.00 of $150.00': 'completed',
    'payment.refund of $100.00 of $100.00': 'completed',
  },
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
const finalStatuses: JobStatus[] = ['cancelled'];

/** The status a state value stands for: a completed booking's refund step is inside it. */
function statusOf(value: unknown): JobStatus | null {
  if (typeof value === 'string') return value as JobStatus;
  return typeof value === 'object' && value !== null && 'completed' in value ? 'completed' : null;
}

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
    expect(status, `nextJobStatus after ${event.type}`).toBe(statusOf(state.value));
    expect(actor.getSnapshot().value, `actor after ${event.type}`).toEqual(state.value);
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
      const visited = paths.flatMap((path) => path.steps.map((step) => statusOf(step.state.value)));
      expect(new Set(visited)).toEqual(new Set(statuses));
    });

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
      'nextJobStatus and a running actor agree at every step: $name',
      ({ path }) => {
        const { status, snapshot } = replay(path);
        expect(status).toBe(statusOf(path.state.value));
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

  describe('a completed booking', () => {
    it('accepts nothing but refunds, and ends when all is refunded', () => {
      const snapshot = jobLifecycleMachine.resolveState({ value: 'completed', context: {} });
      expect(snapshot.value).toEqual({ completed: 'charged' });
      for (const event of events) {
        expect(snapshot.can(event), event.type).toBe(
          event === refundPart || event === refundTheRest,
        );
      }
      const refunded = jobLifecycleMachine.resolveState({
        value: { completed: 'refunded' },
        context: {},
      });
      for (const event of events) expect(refunded.can(event), event.type).toBe(false);
    });
  });

  describe('refunds (guards refundsPart and refundsTheRest)', () => {
    it.each([
      { from: 'charged', amountCents: 5000, refundableCents: 15000, next: 'partlyRefunded' },
      { from: 'charged', amountCents: 15000, refundableCents: 15000, next: 'refunded' },
      { from: 'charged', amountCents: 15001, refundableCents: 15000, next: null },
      { from: 'charged', amountCents: 0, refundableCents: 15000, next: null },
      { from: 'charged', amountCents: 1, refundableCents: 0, next: null },
      { from: 'partlyRefunded', amountCents: 1, refundableCents: 10000, next: 'partlyRefunded' },
      { from: 'partlyRefunded', amountCents: 10000, refundableCents: 10000, next: 'refunded' },
      { from: 'partlyRefunded', amountCents: 10001, refundableCents: 10000, next: null },
      { from: 'refunded', amountCents: 1, refundableCents: 1, next: null },
    ] as const)(
      'from $from, $amountCents of $refundableCents cents left: $next',
      ({ from, amountCents, refundableCents, next }) => {
        expect(nextRefundState({ completed: from }, amountCents, refundableCents)).toBe(next);
      },
    );

    it('refuses a refund in every status but completed', () => {
      for (const status of statuses.filter((one) => one !== 'completed')) {
        expect(nextRefundState(status as JobLifecycleState, 100, 15000), status).toBeNull();
      }
    });

    it('reads the refund step of a stored booking from its payment status', () => {
      expect(lifecycleStateOf('completed', 'captured')).toEqual({ completed: 'charged' });
      expect(lifecycleStateOf('completed', 'partlyRefunded')).toEqual({
        completed: 'partlyRefunded',
      });
      expect(lifecycleStateOf('completed', 'refunded')).toEqual({ completed: 'refunded' });
      expect(lifecycleStateOf('assigned', 'authorized')).toBe('assigned');
    });
  });

  describe("an operator's actions: the events the machine takes in the state", () => {
    it.each([
      { state: 'draft', refundable: 0, offered: ['booking.cancel'] },
      { state: 'quoted', refundable: 0, offered: ['booking.cancel'] },
      { state: 'authorized', refundable: 0, offered: ['booking.cancel'] },
      { state: 'assigned', refundable: 0, offered: ['booking.cancel', 'job.handBack'] },
      { state: 'inProgress', refundable: 0, offered: [] },
      { state: { completed: 'charged' }, refundable: 15000, offered: ['payment.refund'] },
      { state: { completed: 'charged' }, refundable: 0, offered: [] },
      { state: { completed: 'partlyRefunded' }, refundable: 1, offered: ['payment.refund'] },
      { state: { completed: 'refunded' }, refundable: 0, offered: [] },
      { state: 'cancelled', refundable: 0, offered: [] },
    ] as { state: JobLifecycleState; refundable: number; offered: string[] }[])(
      '$state offers $offered',
      ({ state, refundable, offered }) => {
        expect(offeredOperatorEvents(state, refundable)).toEqual(offered);
      },
    );
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
      expect(actor.getSnapshot().value).toEqual({ completed: 'charged' });
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
        )
        .filter((edge) => !edge.includes('payment.refund'));
      // The refunds, inside completed.
      const refundEdges = ['charged', 'partlyRefunded'].flatMap((from) => [
        `completed.${from} --payment.refund [refundsTheRest]--> completed.refunded`,
        `completed.${from} --payment.refund [refundsPart]--> completed.partlyRefunded`,
      ]);
      expect(machineEdges(jobLifecycleMachine)).toEqual(new Set([...fromTable, ...refundEdges]));
    });

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(jobLifecycleMachine, paths);
    });
  });
});
