import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  nextPlanStatus,
  offeredPlanChanges,
  regularPlanMachine,
  type PlanStatus,
  type RegularPlanEvent,
} from '#machines/regular-plan.machine.ts';
import { expectAllEdgesCovered } from '#shared/machine-paths/machine-coverage.ts';
import { model, planEvents } from '#shared/machine-models/regular-plan.model.ts';
import { describePath, modelPaths } from '#shared/machine-paths/machine-paths.ts';

const paths = modelPaths(model);

function replay(path: (typeof paths)[number]) {
  const actor = createActor(regularPlanMachine).start();
  for (const [index, { event, state }] of path.steps.entries()) {
    if (index === 0) continue;
    actor.send(event as RegularPlanEvent);
    expect(actor.getSnapshot().value, `state after ${event.type}`).toEqual(state.value);
  }
  return actor.getSnapshot();
}

/** The plan's changes as the product describes them, written independently of the machine. */
const allowed: Record<PlanStatus, Partial<Record<RegularPlanEvent['type'], PlanStatus>>> = {
  active: {
    'visit.skip': 'active',
    'visit.move': 'active',
    'visit.hold': 'active',
    'visit.assign': 'active',
    'plan.pause': 'paused',
    'plan.change': 'active',
    'plan.end': 'ended',
  },
  paused: {
    'visit.skip': 'paused',
    'visit.move': 'paused',
    'plan.resume': 'active',
    'plan.change': 'paused',
    'plan.end': 'ended',
  },
  ended: {},
};

describe('regular plan machine', () => {
  describe('generated paths', () => {
    it('visits every state', () => {
      const visited = new Set(
        paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
      );
      for (const value of [
        '{"active":"scheduled"}',
        '{"active":"held"}',
        '{"active":"assigned"}',
        '{"active":"skipped"}',
        '"paused"',
        '"ended"',
      ]) {
        expect(visited).toContain(value);
      }
    });

    it.each(paths.map((path) => ({ name: describePath(model, path), path })))(
      'a running actor follows the path: $name',
      ({ path }) => {
        expect(replay(path).value).toEqual(path.state.value);
      },
    );

    it('takes every transition of the machine in some generated path', () => {
      expectAllEdgesCovered(regularPlanMachine, paths);
    });
  });

  describe('what the server asks', () => {
    it.each(['active', 'paused', 'ended'] as const)(
      'allows exactly the product’s changes of a %s plan',
      (status) => {
        for (const { type } of planEvents) {
          if (type === 'visit.handBack' || type === 'visit.next') continue;
          expect(nextPlanStatus(status, type), `${type} from ${status}`).toBe(
            allowed[status][type] ?? null,
          );
        }
      },
    );

    it('skips a visit whether it is on the saved card, held or assigned, not once skipped', () => {
      expect(nextPlanStatus('active', 'visit.skip', 'held')).toBe('active');
      expect(nextPlanStatus('active', 'visit.skip', 'assigned')).toBe('active');
      expect(nextPlanStatus('active', 'visit.skip', 'skipped')).toBeNull();
    });

    it('offers Pause, Change and End on a running plan, Resume on a paused one, nothing once ended', () => {
      expect(offeredPlanChanges('active')).toEqual(['plan.pause', 'plan.change', 'plan.end']);
      expect(offeredPlanChanges('paused')).toEqual(['plan.resume', 'plan.change', 'plan.end']);
      expect(offeredPlanChanges('ended')).toEqual([]);
    });
  });
});
