import { useReducer } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachinePath, ModelEvent } from '#shared/machine-paths/machine-paths.ts';
import type { ViewerMachine } from './load-machines.ts';
import { startSnapshot, stepLabel, stepSnapshot, type Step } from './machine-stepper.ts';

type Stepper = { snapshot: AnyMachineSnapshot; steps: Step[] };

type Action =
  { type: 'step'; event: ModelEvent } | { type: 'restart' } | { type: 'follow'; path: MachinePath };

function start(viewer: ViewerMachine): Stepper {
  return { snapshot: startSnapshot(viewer), steps: [] };
}

function take(viewer: ViewerMachine, stepper: Stepper, event: ModelEvent): Stepper {
  return {
    snapshot: stepSnapshot(viewer, stepper.snapshot, event),
    steps: [...stepper.steps, { label: stepLabel(viewer, event), event }],
  };
}

/** The viewer's own run of a machine: its snapshot and the steps that led there. */
export function useMachineStepper(viewer: ViewerMachine) {
  const [stepper, dispatch] = useReducer(
    (current: Stepper, action: Action): Stepper => {
      if (action.type === 'step') return take(viewer, current, action.event);
      if (action.type === 'restart') return start(viewer);
      // From the start, the test path's own events, so the viewer lands where the test did.
      return action.path.steps
        .slice(1)
        .reduce((state, { event }) => take(viewer, state, event as ModelEvent), start(viewer));
    },
    viewer,
    start,
  );
  return {
    ...stepper,
    step: (event: ModelEvent) => dispatch({ type: 'step', event }),
    restart: () => dispatch({ type: 'restart' }),
    follow: (path: MachinePath) => dispatch({ type: 'follow', path }),
  };
}
