/** The regular plan as the model-based tests drive it (decision 145): every event, no actors. */
import { regularPlanMachine, type RegularPlanEvent } from '#machines/regular-plan.machine.ts';
import type { MachineModel } from '../machine-paths/machine-paths.ts';

export const planEvents: RegularPlanEvent[] = [
  { type: 'visit.skip' },
  { type: 'visit.move' },
  { type: 'visit.hold' },
  { type: 'visit.assign' },
  { type: 'visit.handBack' },
  { type: 'visit.next' },
  { type: 'plan.pause' },
  { type: 'plan.resume' },
  { type: 'plan.change' },
  { type: 'plan.end' },
];

export const model = {
  machine: regularPlanMachine,
  events: planEvents.map((event) => ({ event })),
  actors: {},
} satisfies MachineModel;
