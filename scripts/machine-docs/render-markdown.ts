/**
 * One machine's page of `docs/machines/`: a Mermaid state diagram, the states with what the
 * user sees in each, and every transition in words. Everything comes from the definition
 * (shared/machine-graph/machine-graph.ts), in the order the machine declares it, so the page changes
 * only when the machine does.
 */
import type {
  GraphState,
  GraphTransition,
  MachineGraph,
} from '#shared/machine-graph/machine-graph.ts';
import {
  edgeLabel,
  guardWords,
  triggerLabel,
  triggerSentence,
} from '#shared/machine-graph/plain-words.ts';

/** The diagram's box for transitions the machine declares on itself: they apply in any state. */
const anyStateId = 'from_any_state';

function mermaidId(stateId: string): string {
  return stateId.replace(/\./g, '__');
}

/** Mermaid ends a label at a colon and a statement at a semicolon. */
function mermaidText(text: string): string {
  return text.replace(/:/g, ' -').replace(/;/g, ',').replace(/\s+/g, ' ').trim();
}

function childrenOf(graph: MachineGraph, parent: string): GraphState[] {
  return graph.states.filter((state) => state.parent === parent);
}

function stateLines(graph: MachineGraph, state: GraphState, indent: string): string[] {
  const id = mermaidId(state.id);
  const children = childrenOf(graph, state.id);
  const lines = id === state.key ? [] : [`${indent}state "${state.key}" as ${id}`];
  if (!children.length) return lines;
  const inner = `${indent}    `;
  const body =
    state.type === 'parallel'
      ? children.flatMap((child, index) => [
          ...(index ? [`${inner}--`] : []),
          ...stateLines(graph, child, inner),
        ])
      : [
          ...(state.initial ? [`${inner}[*] --> ${mermaidId(state.initial)}`] : []),
          ...children.flatMap((child) => stateLines(graph, child, inner)),
        ];
  return [...lines, `${indent}state ${id} {`, ...body, `${indent}}`];
}

function edgeLines(transition: GraphTransition): string[] {
  const from = transition.source === '' ? anyStateId : mermaidId(transition.source);
  const targets = transition.targets.length ? transition.targets : [transition.source];
  const label = mermaidText(edgeLabel(transition));
  return targets.map((target) => {
    const to = target === '' ? anyStateId : mermaidId(target);
    return `    ${from} --> ${to} : ${label}`;
  });
}

export function mermaidDiagram(graph: MachineGraph): string {
  const root = graph.states[0];
  if (!root) throw new Error(`${graph.id} has no states`);
  const topLevel = childrenOf(graph, root.id);
  const anyState = graph.transitions.some((transition) => transition.source === '');
  const finals = graph.states.filter((state) => state.type === 'final' && state.parent === root.id);
  return [
    'stateDiagram-v2',
    ...(root.initial ? [`    [*] --> ${mermaidId(root.initial)}`] : []),
    ...topLevel.flatMap((state) => stateLines(graph, state, '    ')),
    ...(anyState
      ? [
          `    state "any state" as ${anyStateId}`,
          `    classDef anyState stroke-dasharray: 5 5`,
          `    class ${anyStateId} anyState`,
        ]
      : []),
    ...graph.transitions.flatMap(edgeLines),
    ...finals.map((state) => `    ${mermaidId(state.id)} --> [*]`),
  ].join('\n');
}

/** A table cell: one line, pipes escaped. */
function cell(text: string | null): string {
  return (text ?? '').replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function code(text: string): string {
  return `\`${text}\``;
}

function stateNotes(graph: MachineGraph, state: GraphState): string {
  const notes: string[] = [];
  const parent = graph.states.find((candidate) => candidate.id === state.parent);
  if (parent?.initial === state.id)
    notes.push(parent.parent === null ? 'Start.' : 'Entered first.');
  if (state.type === 'final') notes.push('End: nothing leaves it.');
  if (state.type === 'parallel') notes.push('Its parts run side by side.');
  for (const invoke of state.invokes)
    notes.push(`Calls ${code(invoke.src)} and waits for its answer.`);
  const waits = graph.transitions.filter((t) => t.source === state.id && t.kind === 'delay');
  for (const wait of waits) notes.push(`Moves on by itself ${triggerLabel(wait)}.`);
  return notes.join(' ');
}

function statesTable(graph: MachineGraph): string[] {
  const rows = graph.states
    .filter((state) => state.parent !== null)
    .map(
      (state) =>
        `| ${code(state.id)} | ${cell(state.description ?? '(no description in the machine)')} | ${cell(stateNotes(graph, state))} |`,
    );
  return ['| State | What the user sees there | Notes |', '| --- | --- | --- |', ...rows];
}

function transitionRows(transition: GraphTransition): string[] {
  const from = transition.source === '' ? 'any state' : code(transition.source);
  const when = `${triggerSentence(transition)} (${code(triggerLabel(transition))})`;
  const targets = transition.targets.length ? transition.targets.map(code) : ['(stays)'];
  // An inline assign has no name worth showing; it only keeps what the step learned.
  const also = transition.actions
    .map((action) => (action === 'assign' ? 'keeps what it learned' : code(action)))
    .join(', ');
  return targets.map(
    (target) =>
      `| ${from} | ${cell(when)} | ${cell(guardWords(transition) ?? '')} | ${target} | ${cell(also)} |`,
  );
}

function transitionsTable(graph: MachineGraph): string[] {
  return [
    '| From | When | Only if | To | What else happens |',
    '| --- | --- | --- | --- | --- |',
    ...graph.transitions.flatMap(transitionRows),
  ];
}

/** `same-day-booking` → "Same day booking". */
function titleOf(name: string): string {
  const words = name.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type MachineDocSource = { name: string; file: string; graph: MachineGraph };

/** The page, before Prettier formats its tables. */
export function renderMachineDoc({ name, file, graph }: MachineDocSource): string {
  const rowCount = graph.transitions.reduce(
    (count, transition) => count + Math.max(transition.targets.length, 1),
    0,
  );
  return [
    `# ${titleOf(name)}`,
    '',
    `<!-- Generated from ${file} by \`npm run machines:docs\`. Do not edit: change the machine's descriptions and run the command again. -->`,
    '',
    ...(graph.description ? [graph.description, ''] : []),
    `Source: [${code(file)}](../../${file}) (machine id ${code(graph.id)}). A developer can step through it in the app at \`/machines\`.`,
    '',
    '```mermaid',
    mermaidDiagram(graph),
    '```',
    '',
    '## States',
    '',
    ...statesTable(graph),
    '',
    '## Transitions',
    '',
    `Every move the machine allows (${rowCount}); anything else is ignored. "Only if" is the check that must hold; where one event has several rows, the first whose check holds wins.`,
    '',
    ...transitionsTable(graph),
    '',
  ].join('\n');
}
