/**
 * A machine definition read into plain data: its states and every transition, with the event
 * that triggers it, its guard, its targets and its actions. The generated docs
 * (`npm run machines:docs`) and the in-app viewer both draw from this, so the diagram a product
 * owner reads and the one a developer steps through cannot disagree.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** What triggers a transition. */
export type TriggerKind =
  /** an event someone sends, e.g. `contact.submit` */
  | 'event'
  /** an invoked actor finished (`onDone`) */
  | 'actorDone'
  /** an invoked actor failed (`onError`) */
  | 'actorError'
  /** a delay passed (`after`) */
  | 'delay'
  /** at once, when its guard holds (`always`) */
  | 'always'
  /** a compound state's inner flow reached its final state (`onDone`) */
  | 'stateDone';

export type GraphGuard = { name: string; params: Record<string, unknown> | null };

export type GraphState = {
  /** The state's path joined with dots (`''` for the machine itself). */
  id: string;
  key: string;
  path: readonly string[];
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The id of the child entered first (compound states). */
  initial: string | null;
  description: string | null;
  /** The state's `meta`: the names its users know it by (machine-words.ts). */
  meta: Readonly<Record<string, unknown>> | null;
  /** The actors this state runs while it is active. */
  invokes: readonly { id: string; src: string }[];
};

export type GraphTransition = {
  /** Unique within the machine: source, event type and the alternative's index. */
  id: string;
  /** The state that declares it (`''`: the machine itself, so from any state). */
  source: string;
  eventType: string;
  kind: TriggerKind;
  /** For actorDone / actorError: the invoke's id. */
  actor: string | null;
  /** For delay: its name (or the number of ms when given inline) and its length when known. */
  delay: { name: string; ms: number | null } | null;
  guard: GraphGuard | null;
  /** An unguarded alternative that follows guarded ones: taken when none of them holds. */
  otherwise: boolean;
  /** Target state ids; empty when the machine stays where it is (actions only). */
  targets: readonly string[];
  actions: readonly string[];
  /** The transition's own `description`, written for people. */
  description: string | null;
  /** The transition's `meta`: its short label and its condition in words (machine-words.ts). */
  meta: Readonly<Record<string, unknown>> | null;
};

export type MachineGraph = {
  id: string;
  description: string | null;
  /** The machine's `meta`: one sentence on what it governs and where it runs (machine-words.ts). */
  meta: Readonly<Record<string, unknown>> | null;
  /** Every state node, the machine itself first, in definition order. */
  states: readonly GraphState[];
  transitions: readonly GraphTransition[];
};

const prefixes = {
  actorDone: 'xstate.done.actor.',
  actorError: 'xstate.error.actor.',
  delay: 'xstate.after.',
  stateDone: 'xstate.done.state.',
} as const;

export function stateIdOf(node: AnyStateNode): string {
  return node.path.join('.');
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function kindOf(eventType: string): TriggerKind {
  if (eventType.startsWith(prefixes.actorDone)) return 'actorDone';
  if (eventType.startsWith(prefixes.actorError)) return 'actorError';
  if (eventType.startsWith(prefixes.delay)) return 'delay';
  if (eventType.startsWith(prefixes.stateDone)) return 'stateDone';
  return 'event';
}

function guardOf(guard: AnyTransitionDefinition['guard']): GraphGuard | null {
  if (guard === undefined) return null;
  if (typeof guard === 'string') return { name: guard, params: null };
  if (typeof guard === 'function') {
    const type = (guard as { type?: unknown }).type;
    return { name: typeof type === 'string' ? type : guard.name || 'inline check', params: null };
  }
  const params = typeof guard.params === 'object' && guard.params !== null ? guard.params : null;
  return { name: guard.type, params: params as Record<string, unknown> | null };
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    if (type === 'xstate.assign') return 'assign';
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    return action.name || 'inline action';
  }
  if (typeof action === 'object' && action !== null && 'type' in action) {
    return String(action.type);
  }
  return 'inline action';
}

/** `on: { event: undefined }` only keeps an event from reaching a parent; it does nothing. */
function isForbidden(transition: AnyTransitionDefinition): boolean {
  return !transition.target?.length && !transition.actions.length && !transition.reenter;
}

function delayOf(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
): GraphTransition['delay'] {
  const delay = (transition as { delay?: unknown }).delay;
  if (typeof delay === 'number') return { name: `${delay} ms`, ms: delay };
  const name = typeof delay === 'string' ? delay : 'a delay';
  const configured: unknown = machine.implementations.delays[name];
  return { name, ms: typeof configured === 'number' ? configured : null };
}

function readTransitions(
  machine: AnyStateMachine,
  node: AnyStateNode,
  eventType: string,
  alternatives: readonly AnyTransitionDefinition[],
  kind: TriggerKind,
): GraphTransition[] {
  const source = stateIdOf(node);
  return alternatives.flatMap((transition, index) => {
    if (isForbidden(transition)) return [];
    const guard = guardOf(transition.guard);
    const actor =
      kind === 'actorDone' || kind === 'actorError' ? eventType.slice(prefixes[kind].length) : null;
    const description = (transition as { description?: unknown }).description;
    return [
      {
        id: `${source}|${eventType}|${index}`,
        source,
        eventType,
        kind,
        actor,
        delay: kind === 'delay' ? delayOf(machine, transition) : null,
        guard,
        otherwise: guard === null && alternatives.slice(0, index).some((other) => other.guard),
        targets: (transition.target ?? []).map(stateIdOf),
        actions: transition.actions.map(actionName),
        description: typeof description === 'string' ? description : null,
        meta: metaOf((transition as { meta?: unknown }).meta),
      },
    ];
  });
}

function metaOf(meta: unknown): Readonly<Record<string, unknown>> | null {
  return typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : null;
}

/** Reads a machine's definition; the result follows the order the machine declares things in. */
export function readMachineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = allNodes(machine.root);
  const states: GraphState[] = nodes.map((node) => ({
    id: stateIdOf(node),
    key: node.key,
    path: node.path,
    parent: node.parent ? stateIdOf(node.parent) : null,
    type: node.type,
    initial: node.initial?.target[0] ? stateIdOf(node.initial.target[0]) : null,
    description: node.description ?? null,
    meta: metaOf(node.meta),
    invokes: node.invoke.map((invoke) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
    })),
  }));
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions].flatMap(([eventType, alternatives]) =>
      readTransitions(machine, node, eventType, alternatives, kindOf(eventType)),
    ),
    ...readTransitions(machine, node, '(always)', node.always ?? [], 'always'),
  ]);
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    meta: metaOf(machine.root.meta),
    states,
    transitions,
  };
}
