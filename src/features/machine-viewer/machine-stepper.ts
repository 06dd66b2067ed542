/**
 * Stepping a machine by hand, with pure transitions: nothing runs on its own. An invoked actor
 * waits until the viewer picks its answer (succeeds or fails, with what the tests' fake would
 * answer), and a delay waits until the viewer skips it. So every state can be looked at for as
 * long as one likes, and the same clicks always lead to the same place.
 */
import { initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { transitionTells } from '#shared/machine-graph/machine-words.ts';
import { everyTransition } from '#shared/machine-paths/machine-coverage.ts';
import {
  delayEvents,
  eventLabel,
  fakeFor,
  runningInvokes,
  settleEvent,
  stateValueOf,
  type ModelEvent,
} from '#shared/machine-paths/machine-paths.ts';
import type { ViewerMachine } from './load-machines.ts';

export type ChoiceKind = 'event' | 'succeeds' | 'fails' | 'wait';

export type Choice = {
  key: string;
  kind: ChoiceKind;
  label: string;
  event: ModelEvent;
  /** What the move sends, to whom (the transition's meta.tells); null when nothing. */
  tells?: string | null;
};

export type Step = { label: string; event: ModelEvent };

/**
 * The stepper's words in the page's language (use-machine-stepper.ts makes them from the
 * catalogue): the choices it offers and the steps it lists are the viewer's own texts.
 */
export type StepperWords = {
  callSucceeds: (id: string) => string;
  callFails: (id: string) => string;
  /** The error a call's stand-in fails with when the machine has no test fake for it. */
  callFailed: (id: string) => string;
  skipWait: (delay: string) => string;
  waitPassed: (delay: string) => string;
  aDelay: string;
  duration: (ms: number) => string;
};

export function startSnapshot({ machine, model }: ViewerMachine): AnyMachineSnapshot {
  const [snapshot] = initialTransition(machine, model?.input);
  return snapshot;
}

export function stepSnapshot(
  { machine }: ViewerMachine,
  snapshot: AnyMachineSnapshot,
  event: ModelEvent,
): AnyMachineSnapshot {
  const [next] = transition(machine, snapshot, event);
  return next;
}

/** The states (by dotted id) the snapshot is in, the machine itself left out. */
export function activeStateIds(viewer: ViewerMachine, snapshot: AnyMachineSnapshot): string[] {
  return viewer.graph.states
    .filter((state) => state.id && snapshot.matches(stateValueOf(state.path) as never))
    .map((state) => state.id);
}

/** Without a model the viewer still offers each event the machine declares, without payload. */
function plainEvents(viewer: ViewerMachine): ModelEvent[] {
  const types = viewer.graph.transitions
    .filter((transition) => transition.kind === 'event' && !transition.eventType.includes('*'))
    .map((transition) => transition.eventType);
  return [...new Set(types)].map((type) => ({ type }));
}

function delayWords(viewer: ViewerMachine, type: string, words: StepperWords): string {
  const delay = viewer.graph.transitions.find((transition) => transition.eventType === type)?.delay;
  if (delay?.ms != null) return words.duration(delay.ms);
  return delay?.name ?? words.aDelay;
}

/** What the event's move from the active states sends (the first of them that says). */
function tellsFrom(viewer: ViewerMachine, active: ReadonlySet<string>, type: string) {
  const sending = viewer.graph.transitions.find(
    (transition) =>
      transition.eventType === type && active.has(transition.source) && transitionTells(transition),
  );
  return sending ? transitionTells(sending) : null;
}

/** Everything that can happen next and would move the machine (or change what it knows). */
export function choicesAt(
  viewer: ViewerMachine,
  snapshot: AnyMachineSnapshot,
  words: StepperWords,
): Choice[] {
  if (snapshot.status !== 'active') return [];
  const { model } = viewer;
  const takes = (event: ModelEvent) => everyTransition.filterEvents(snapshot, event);
  const userEvents = model ? model.events.map(({ event }) => event) : plainEvents(viewer);
  const active = new Set(activeStateIds(viewer, snapshot));
  const events: Choice[] = userEvents.filter(takes).map((event) => ({
    key: JSON.stringify(event),
    kind: 'event',
    label: model ? eventLabel(model, event) : event.type,
    event,
    tells: tellsFrom(viewer, active, event.type),
  }));
  const answers: Choice[] = runningInvokes(snapshot).flatMap(({ id, src, input }) => {
    const fake = model && fakeFor(model, src);
    const outcomes = [
      {
        kind: 'succeeds' as const,
        event: settleEvent(id, { ok: true, output: fake?.output(input) }),
      },
      {
        kind: 'fails' as const,
        event: settleEvent(id, {
          ok: false,
          error: fake ? fake.error(input) : { message: words.callFailed(id) },
        }),
      },
    ];
    return outcomes
      .filter(({ event }) => takes(event))
      .map(({ kind, event }) => ({
        key: event.type,
        kind,
        label: kind === 'succeeds' ? words.callSucceeds(id) : words.callFails(id),
        event,
      }));
  });
  const waits: Choice[] = delayEvents(viewer.machine)
    .filter(takes)
    .map((event) => ({
      key: event.type,
      kind: 'wait',
      label: words.skipWait(delayWords(viewer, event.type, words)),
      event,
    }));
  return [...events, ...answers, ...waits];
}

/** What a step taken in the viewer is called in its history. */
export function stepLabel(viewer: ViewerMachine, event: ModelEvent, words: StepperWords): string {
  if (event.type.startsWith('xstate.after.')) {
    return words.waitPassed(delayWords(viewer, event.type, words));
  }
  // A call's answer is the viewer's choice, named as its button was.
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (answer?.[2]) {
    return answer[1] === 'done' ? words.callSucceeds(answer[2]) : words.callFails(answer[2]);
  }
  return viewer.model ? eventLabel(viewer.model, event) : event.type;
}
