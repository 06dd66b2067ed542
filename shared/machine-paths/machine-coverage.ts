/**
 * Transition coverage for model-based machine tests: the machine's own (state, event) edges,
 * read from its definition, against the steps of the paths that xstate/graph generated. A
 * transition that no path takes fails the run by name.
 *
 * Edges are keyed by the transition definition on both sides (the node that declares it, its
 * event descriptor, its guard and its targets), so a transition declared on a parent state, a
 * wildcard event or one of several guarded alternatives counts as one edge of its own.
 * Eventless (`always`) transitions and the `onDone` of compound states run inside a step, where
 * a path cannot show them, so they are left out: test them with an explicit event sequence.
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
} from 'xstate';
import type { StatePath } from 'xstate/graph';

type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

const internalDoneEvent = 'xstate.done.state.';

function nodeName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(root)';
}

function guardName(guard: AnyTransitionDefinition['guard']): string | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return guard.type;
}

/** "source --event [guard]--> target", one per target; "(targetless)" when the state stays. */
function edgeKeys(transition: AnyTransitionDefinition): string[] {
  const guard = guardName(transition.guard);
  const label = guard ? `${transition.eventType} [${guard}]` : transition.eventType;
  const targets = transition.target?.length ? transition.target.map(nodeName) : ['(targetless)'];
  return targets.map((target) => `${nodeName(transition.source)} --${label}--> ${target}`);
}

/** `on: { event: undefined }` only stops the event from reaching a parent; it does nothing. */
function isForbidden(transition: AnyTransitionDefinition): boolean {
  return !transition.target?.length && !transition.actions.length && !transition.reenter;
}

/** The transitions an event selects in a snapshot, forbidden ones left out. */
function selected(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[] {
  return snapshot.machine
    .getTransitionData(snapshot, event)
    .filter((transition) => !isForbidden(transition));
}

function takesTransition(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  return selected(snapshot, event).length > 0;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/**
 * Options for createTestModel that let its paths take every transition. Only events that select
 * a transition are explored, and each vertex is a state together with the transition that
 * entered it, so a self-loop, a targetless transition or a back edge leads to a vertex not yet
 * visited (by default such steps land on a known vertex and are never walked). With these, even
 * getShortestPaths() ends one path on each reachable transition.
 */
export const everyTransition = {
  filterEvents: takesTransition,
  serializeTransition: (
    _snapshot: AnyMachineSnapshot,
    event: EventObject | undefined,
    previous?: AnyMachineSnapshot,
  ): string =>
    event && previous ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}` : '',
};

/** Every event-driven transition the machine declares, at any depth. */
export function machineEdges(machine: AnyStateMachine): Set<string> {
  const edges = new Set<string>();
  for (const node of allStateNodes(machine.root)) {
    for (const [eventType, transitions] of node.transitions) {
      if (eventType.startsWith(internalDoneEvent)) continue;
      for (const transition of transitions) {
        if (isForbidden(transition)) continue;
        for (const key of edgeKeys(transition)) edges.add(key);
      }
    }
  }
  return edges;
}

/**
 * The transitions the paths take. Each step holds the snapshot after its event, so the
 * transition of step i is the one the machine selects for step i's event in step i-1's snapshot
 * (the first step is the initial state, reached by no event).
 */
export function pathEdges(paths: readonly MachinePath[]): Set<string> {
  const edges = new Set<string>();
  for (const { steps } of paths) {
    steps.forEach((step, index) => {
      const before = steps[index - 1]?.state;
      if (!before) return;
      for (const transition of selected(before, step.event)) {
        for (const key of edgeKeys(transition)) edges.add(key);
      }
    });
  }
  return edges;
}

/** Fails with the list of transitions no path takes; logs "covered/total" for the run's output. */
export function expectAllEdgesCovered(
  machine: AnyStateMachine,
  paths: readonly MachinePath[],
): void {
  const declared = machineEdges(machine);
  const taken = pathEdges(paths);
  const uncovered = [...declared].filter((edge) => !taken.has(edge)).sort();
  console.info(
    `${machine.id}: ${declared.size - uncovered.length}/${declared.size} transitions covered`,
  );
  // A plain Error because an assertion message would shorten a long list.
  if (uncovered.length) {
    throw new Error(
      `No generated path of ${machine.id} takes these transitions:\n  ${uncovered.join('\n  ')}`,
    );
  }
}
