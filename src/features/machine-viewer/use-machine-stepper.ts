import { useMemo, useReducer } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { MachinePath, ModelEvent } from '#shared/machine-paths/machine-paths.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import type { ViewerMachine } from './load-machines.ts';
import {
  startSnapshot,
  stepLabel,
  stepSnapshot,
  type Step,
  type StepperWords,
} from './machine-stepper.ts';
import { machineViewerTexts } from './machine-viewer-texts.ts';

/** The stepper's words from the catalogue, in the page's language. */
export function useStepperWords(): StepperWords {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t, number } = useFormat();
  return useMemo(
    () => ({
      callSucceeds: (id) => t(labels.CALL_SUCCEEDS, { id }),
      callFails: (id) => t(labels.CALL_FAILS, { id }),
      callFailed: (id) => t(labels.CALL_FAILED, { id }),
      skipWait: (delay) => t(labels.SKIP_WAIT, { delay }),
      waitPassed: (delay) => t(labels.WAIT_PASSED, { delay }),
      aDelay: labels.A_DELAY,
      duration: (ms) => {
        if (ms >= 60_000) return t(labels.MINUTES, { count: Math.round((ms / 60_000) * 10) / 10 });
        if (ms >= 1000) return t(labels.SECONDS, { count: Math.round((ms / 1000) * 10) / 10 });
        return t(labels.MILLISECONDS, { value: number(ms, 0) });
      },
    }),
    [labels, t, number],
  );
}

type Stepper = { snapshot: AnyMachineSnapshot; steps: Step[] };

type Action =
  { type: 'step'; event: ModelEvent } | { type: 'restart' } | { type: 'follow'; path: MachinePath };

function start(viewer: ViewerMachine): Stepper {
  return { snapshot: startSnapshot(viewer), steps: [] };
}

function take(
  viewer: ViewerMachine,
  words: StepperWords,
  stepper: Stepper,
  event: ModelEvent,
): Stepper {
  return {
    snapshot: stepSnapshot(viewer, stepper.snapshot, event),
    steps: [...stepper.steps, { label: stepLabel(viewer, event, words), event }],
  };
}

/** The viewer's own run of a machine: its snapshot and the steps that led there. */
export function useMachineStepper(viewer: ViewerMachine, words: StepperWords) {
  const [stepper, dispatch] = useReducer(
    (current: Stepper, action: Action): Stepper => {
      if (action.type === 'step') return take(viewer, words, current, action.event);
      if (action.type === 'restart') return start(viewer);
      // From the start, the test path's own events, so the viewer lands where the test did.
      return action.path.steps
        .slice(1)
        .reduce(
          (state, { event }) => take(viewer, words, state, event as ModelEvent),
          start(viewer),
        );
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
