/**
 * The paths the model-based tests take through a machine, generated from its model: the user's
 * events with their payloads, and fakes that decide by their input how each invoked actor
 * answers. The machine tests replay these paths on running actors, `npm run test:machines`
 * counts the transitions they cover, and the viewer at /machines shows them; a UI test can
 * drive the screens along the same paths.
 *
 * Delays are not faked: each `after` event is offered wherever the machine waits, as if the
 * wait had passed.
 */
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getShortestPaths, serializeSnapshot, type StatePath } from 'xstate/graph';
import { everyTransition, machineEdges, pathEdges } from './machine-coverage.ts';

export type ModelEvent = EventObject & Record<string, unknown>;

/**
 * A stand-in for one invoked actor: what it answers when it succeeds and when it fails, and
 * which of the two the tests' fake gives for a given input (like a server would, by what it
 * is sent). The viewer offers both answers.
 */
export type ActorFake<Input> = {
  output: (input: Input) => unknown;
  error: (input: Input) => unknown;
  fails: (input: Input) => boolean;
};

export type MachineModel = {
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Every event the tests send, one entry per payload that can lead somewhere else; the label
   * says what sets the payload apart ("an e-mail the server refuses").
   */
  events: readonly { event: ModelEvent; label?: string }[];
  /** Fakes by the name the machine invokes them by (`src`). */
  actors: Readonly<Record<string, ActorFake<never>>>;
};

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

export type Outcome = { ok: true; output: unknown } | { ok: false; error: unknown };

/** What a fake answers for an input. */
export function answerOf<Input>(fake: ActorFake<Input>, input: Input): Outcome {
  return fake.fails(input)
    ? { ok: false, error: fake.error(input) }
    : { ok: true, output: fake.output(input) };
}

/** The event a machine receives when its invoked actor `id` settles with `outcome`. */
export function settleEvent(id: string, outcome: Outcome): ModelEvent {
  return outcome.ok
    ? { type: `xstate.done.actor.${id}`, output: outcome.output }
    : { type: `xstate.error.actor.${id}`, error: outcome.error };
}

export type RunningInvoke = { id: string; src: string; input: unknown };

/** The actors a snapshot has invoked and not yet heard back from, with their inputs. */
export function runningInvokes(snapshot: AnyMachineSnapshot): RunningInvoke[] {
  const children = Object.values(snapshot.children as Record<string, AnyActorRef | undefined>);
  return children.flatMap((child) => {
    if (!child || typeof child.src !== 'string') return [];
    const { input } = (child as AnyActorRef & { options: { input?: unknown } }).options;
    return [{ id: child.id, src: child.src, input }];
  });
}

/** The fake for an invoke, typed for calling with whatever input the machine gave it. */
export function fakeFor(model: MachineModel, src: string): ActorFake<unknown> | undefined {
  return model.actors[src] as ActorFake<unknown> | undefined;
}

/** Every `after` event the machine declares; the traversal keeps the ones a state can take. */
export function delayEvents(machine: AnyStateMachine): ModelEvent[] {
  const types = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const transition of node.after) types.add(transition.eventType);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return [...types].map((type) => ({ type }));
}

/** The events a snapshot is offered: the user's, each running actor's answer and the delays. */
export function modelEventsAt(model: MachineModel, snapshot: AnyMachineSnapshot): ModelEvent[] {
  const answers = runningInvokes(snapshot).flatMap(({ id, src, input }) => {
    const fake = fakeFor(model, src);
    return fake ? [settleEvent(id, answerOf(fake, input))] : [];
  });
  return [...model.events.map(({ event }) => event), ...answers, ...delayEvents(model.machine)];
}

/**
 * The shortest paths that together take every transition a model's events can reach (see
 * `everyTransition`): one path ends on each reachable (state, entering transition) pair.
 */
export function modelPaths(model: MachineModel): MachinePath[] {
  return getShortestPaths(model.machine, {
    input: model.input,
    events: (snapshot: AnyMachineSnapshot) => modelEventsAt(model, snapshot),
    // A finished machine takes no more events, though a pure transition would.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.status === 'active' && everyTransition.filterEvents(snapshot, event),
    serializeState: (
      snapshot: AnyMachineSnapshot,
      event: EventObject | undefined,
      previous?: AnyMachineSnapshot,
    ) =>
      serializeSnapshot(snapshot) + everyTransition.serializeTransition(snapshot, event, previous),
  }) as MachinePath[];
}

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;
const delayEvent = /^xstate\.after\.(.+?)\./;

/** An event as people read it in a path: `contact.submit (an e-mail the server refuses)`. */
export function eventLabel(model: MachineModel, event: EventObject): string {
  const serialized = JSON.stringify(event);
  const known = model.events.find((entry) => JSON.stringify(entry.event) === serialized);
  if (known) return known.label ? `${event.type} (${known.label})` : event.type;
  const actor = actorEvent.exec(event.type);
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'succeeds' : 'fails'}`;
  const delay = delayEvent.exec(event.type);
  if (delay) return `${delay[1]} passes`;
  return event.type;
}

/** A path as one line: its events, in order. */
export function describePath(model: MachineModel, path: MachinePath): string {
  const events = path.steps.slice(1).map(({ event }) => eventLabel(model, event));
  return events.length ? events.join(' → ') : '(the initial state)';
}

/** `['a', 'b']` → `{ a: 'b' }`, the value `snapshot.matches()` takes for a state's path. */
export function stateValueOf(path: readonly string[]): string | Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return {};
  return rest.length ? { [head]: stateValueOf(rest) } : head;
}

/**
 * For each state (by its dotted id), the shortest generated path that ends in it: how the
 * tests first reach that state.
 */
export function pathsToStates(
  stateIds: readonly string[],
  paths: readonly MachinePath[],
): Map<string, MachinePath> {
  const reaching = new Map<string, MachinePath>();
  for (const id of stateIds) {
    if (!id) continue;
    const value = stateValueOf(id.split('.'));
    for (const path of paths) {
      if (!path.state.matches(value as never)) continue;
      const best = reaching.get(id);
      if (!best || path.steps.length < best.steps.length) reaching.set(id, path);
    }
  }
  return reaching;
}

export type TransitionCoverage = { covered: number; total: number; uncovered: string[] };

/** How many of the machine's declared transitions the paths take (machine-coverage.ts). */
export function transitionCoverage(
  machine: AnyStateMachine,
  paths: readonly MachinePath[],
): TransitionCoverage {
  const declared = machineEdges(machine);
  const taken = pathEdges(paths);
  const uncovered = [...declared].filter((edge) => !taken.has(edge)).sort();
  return { covered: declared.size - uncovered.length, total: declared.size, uncovered };
}
