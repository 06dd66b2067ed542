/**
 * The words a product owner reads in a diagram, taken from the machine's own `meta` (decision
 * 046): every state named as its users see it, every transition as a short sentence, every guard
 * as a condition, and the machine itself in one sentence with where it runs. The docs and the
 * viewer both call these, and `missingWords` lists what a machine still lacks, so neither draws
 * a code name where a person's word belongs.
 *
 * In a machine:
 * - root `meta: { summary, runsIn }`: what it governs, and where in the product it runs;
 * - state `meta: { name }` when everyone calls it the same, or `meta: { customer, cleaner,
 *   operator }` (any of them) when each sees it under its own name;
 * - transition `meta: { label }` ("A cleaner accepts"), plus `condition` when it has a guard
 *   ("only from an hour before the start"), and `tells` when the move sends messages: what, to
 *   whom and how ("E-mail to the customer: …"), drawn with TELLS_MARK (issue 40).
 */
import type { GraphState, GraphTransition, MachineGraph } from './machine-graph.ts';

/** Who sees a state, in the order a state's names are joined. */
export const audiences = ['customer', 'cleaner', 'operator'] as const;
export type Audience = (typeof audiences)[number];

function text(meta: Readonly<Record<string, unknown>> | null, key: string): string | null {
  const value = meta?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Each audience's name for the state, in `audiences` order. */
export function stateNames(state: GraphState): { audience: Audience; name: string }[] {
  return audiences.flatMap((audience) => {
    const name = text(state.meta, audience);
    return name ? [{ audience, name }] : [];
  });
}

/**
 * The state's name in a diagram: its one name, or each audience's ("Finding a cleaner (customer)
 * / Open (cleaner)"); an audience whose name is the same as the one before it is merged into it.
 */
export function stateTitle(state: GraphState): string | null {
  const name = text(state.meta, 'name');
  if (name) return name;
  const names = stateNames(state);
  if (!names.length) return null;
  if (names.length === 1) return names[0]?.name ?? null;
  const merged: { name: string; who: string[] }[] = [];
  for (const { audience, name: each } of names) {
    const last = merged.at(-1);
    if (last?.name === each) last.who.push(audience);
    else merged.push({ name: each, who: [audience] });
  }
  if (merged.length === 1) return merged[0]?.name ?? null;
  return merged.map(({ name: each, who }) => `${each} (${who.join(', ')})`).join(' / ');
}

/** The transition as a short sentence: "A cleaner accepts". */
export function transitionLabel(transition: GraphTransition): string | null {
  return text(transition.meta, 'label');
}

/** What the move sends, to whom, in users' words; null when it sends nothing. */
export function transitionTells(transition: GraphTransition): string | null {
  return text(transition.meta, 'tells');
}

/** The mark a diagram puts on a move that sends messages. */
export const TELLS_MARK = '✉';

/** The guard as a condition ("only once …"); the fallback after guarded alternatives: "otherwise". */
export function conditionWords(transition: GraphTransition): string | null {
  if (transition.guard) return text(transition.meta, 'condition');
  return transition.otherwise ? 'otherwise' : null;
}

/** What the machine governs, in one sentence. */
export function machineSummary(graph: MachineGraph): string | null {
  return text(graph.meta, 'summary');
}

/** Where in the product the machine runs. */
export function machineRunsIn(graph: MachineGraph): string | null {
  return text(graph.meta, 'runsIn');
}

/** The transition's label with its condition, on one line: "The cleaner completes (only …)". */
export function edgeWords(transition: GraphTransition): string {
  const label = transitionLabel(transition) ?? transition.eventType;
  const condition = conditionWords(transition);
  return condition ? `${label} (${condition})` : label;
}

function where(transition: GraphTransition): string {
  return `${transition.source || 'the machine'} on ${transition.eventType}`;
}

/** What the machine lacks for its diagram to be read without the code, one sentence each. */
export function missingWords(graph: MachineGraph): string[] {
  const missing: string[] = [];
  if (!machineSummary(graph)) missing.push(`${graph.id} has no meta.summary.`);
  if (!machineRunsIn(graph)) missing.push(`${graph.id} has no meta.runsIn.`);
  for (const state of graph.states) {
    if (state.parent !== null && !stateTitle(state)) {
      missing.push(
        `${graph.id}: state ${state.id} has no meta.name (or meta.customer / cleaner / operator).`,
      );
    }
  }
  for (const transition of graph.transitions) {
    if (!transitionLabel(transition)) {
      missing.push(`${graph.id}: the transition from ${where(transition)} has no meta.label.`);
    }
    if (transition.guard && !text(transition.meta, 'condition')) {
      missing.push(
        `${graph.id}: the transition from ${where(transition)} has guard ${transition.guard.name} but no meta.condition.`,
      );
    }
  }
  return missing;
}

/** The tests' coverage of a machine in words: "13 of 13 transitions tested (100%)". */
export function coverageWords({ covered, total }: { covered: number; total: number }): string {
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
  return `${covered} of ${total} transitions tested (${percent}%)`;
}

/** A machine's title from its file name: `same-day-booking` → "Same day booking". */
export function machineTitle(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
