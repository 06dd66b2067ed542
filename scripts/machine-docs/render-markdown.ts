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
  conditionWords,
  edgeWords,
  machineRunsIn,
  machineSummary,
  machineTitle,
  coverageWords,
  missingWords,
  stateNames,
  stateTitle,
  transitionLabel,
  transitionTells,
  TELLS_MARK,
} from '#shared/machine-graph/machine-words.ts';
import { guardLabel, triggerLabel, triggerSentence } from '#shared/machine-graph/plain-words.ts';

/** The diagram's box for transitions the machine declares on itself: they apply in any state. */
const anyStateId = 'from_any_state';

function mermaidId(stateId: string): string {
  return stateId.replace(/\./g, '__');
}

/** Mermaid ends a label at a colon and a statement at a semicolon; a quote ends a state name. */
function mermaidText(text: string): string {
  return text.replace(/:/g, ' -').replace(/;/g, ',').replace(/"/g, "'").replace(/\s+/g, ' ').trim();
}

/** The state's name in the users' words (missingWords guarantees one). */
function titleOfState(state: GraphState): string {
  return stateTitle(state) ?? state.key;
}

function childrenOf(graph: MachineGraph, parent: string): GraphState[] {
  return graph.states.filter((state) => state.parent === parent);
}

function stateLines(graph: MachineGraph, state: GraphState, indent: string): string[] {
  const id = mermaidId(state.id);
  const children = childrenOf(graph, state.id);
  const lines = [`${indent}state "${mermaidText(titleOfState(state))}" as ${id}`];
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
  const tells = transitionTells(transition) ? ` ${TELLS_MARK}` : '';
  const label = mermaidText(`${edgeWords(transition)}${tells}`);
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

function audienceNames(state: GraphState): string {
  const names = stateNames(state);
  if (!names.length) return 'Everyone';
  return names.map(({ audience, name }) => `${audience}: ${name}`).join('; ');
}

function statesTable(graph: MachineGraph): string[] {
  const rows = graph.states
    .filter((state) => state.parent !== null)
    .map(
      (state) =>
        `| ${cell(titleOfState(state))} | ${cell(audienceNames(state))} | ${cell(state.description ?? '')} | ${cell(stateNotes(graph, state))} | ${code(state.id)} |`,
    );
  return [
    '| State | Who calls it what | What the user sees there | Notes | In the code |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

function stateWords(graph: MachineGraph, stateId: string): string {
  if (stateId === '') return 'any state';
  const state = graph.states.find((candidate) => candidate.id === stateId);
  return state ? titleOfState(state) : stateId;
}

/** The developer's names of a move: states, trigger, guard and actions. */
function codeNames(transition: GraphTransition, target: string | null): string {
  const from = transition.source === '' ? 'any state' : code(transition.source);
  const to = target === null ? '(stays)' : code(target || '(machine)');
  const guard = transition.guard ? ` if ${code(guardLabel(transition.guard))}` : '';
  // An inline assign has no name worth showing; it only keeps what the step learned.
  const actions = transition.actions
    .map((action) => (action === 'assign' ? 'keeps what it learned' : code(action)))
    .join(', ');
  return `${from} → ${to} on ${code(triggerLabel(transition))}${guard}${actions ? `; does ${actions}` : ''}`;
}

/** Whether any move of the machine sends messages: only then has its table a Sends column. */
const sendsAny = (graph: MachineGraph) => graph.transitions.some(transitionTells);

function transitionRows(graph: MachineGraph, transition: GraphTransition): string[] {
  const from = stateWords(graph, transition.source);
  const when = transitionLabel(transition) ?? triggerLabel(transition);
  const targets = transition.targets.length ? transition.targets : [null];
  return targets.map(
    (target) =>
      `| ${cell(from)} | ${cell(when)} | ${cell(conditionWords(transition) ?? '')} | ${cell(target === null ? '(stays)' : stateWords(graph, target))} | ${cell(triggerSentence(transition))} |${sendsAny(graph) ? ` ${cell(tellsCell(transition))} |` : ''} ${cell(codeNames(transition, target))} |`,
  );
}

/** What the move sends (meta.tells), marked as in the diagram; empty when nothing. */
function tellsCell(transition: GraphTransition): string {
  const tells = transitionTells(transition);
  return tells ? `${TELLS_MARK} ${tells}` : '';
}

function transitionsTable(graph: MachineGraph): string[] {
  return [
    ...(sendsAny(graph)
      ? [
          '| From | When | Only if | To | In detail | Sends | In the code |',
          '| --- | --- | --- | --- | --- | --- | --- |',
        ]
      : [
          '| From | When | Only if | To | In detail | In the code |',
          '| --- | --- | --- | --- | --- | --- |',
        ]),
    ...graph.transitions.flatMap((transition) => transitionRows(graph, transition)),
  ];
}

const titleOf = machineTitle;

export type MachineDocSource = { name: string; file: string; graph: MachineGraph };

/** Stops the generator when a machine lacks the words its diagram is drawn in. */
export function assertMachineWords(graph: MachineGraph, file: string): void {
  const missing = missingWords(graph);
  if (missing.length) {
    throw new Error(`${file} lacks words for people (decision 046):\n  ${missing.join('\n  ')}`);
  }
}

/** The page, before Prettier formats its tables. */
export function renderMachineDoc({ name, file, graph }: MachineDocSource): string {
  assertMachineWords(graph, file);
  const rowCount = graph.transitions.reduce(
    (count, transition) => count + Math.max(transition.targets.length, 1),
    0,
  );
  return [
    `# ${titleOf(name)}`,
    '',
    `<!-- Generated from ${file} by \`npm run machines:docs\`. Do not edit: change the machine's descriptions and meta, and run the command again. -->`,
    '',
    `**${machineSummary(graph) ?? ''}** Runs in: ${machineRunsIn(graph) ?? ''}`,
    '',
    ...(graph.description ? [graph.description, ''] : []),
    `Boxes are what the customer, cleaner or operator sees; arrows say what moves the booking on, with the condition in brackets${sendsAny(graph) ? `, and ${TELLS_MARK} where the move sends messages (the Sends column says what, to whom)` : ''}. All machines: [README.md](README.md).`,
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
    `Every move the machine allows (${rowCount}); anything else is ignored. "Only if" is the condition that must hold; where one event has several rows, the first whose condition holds wins.`,
    '',
    ...transitionsTable(graph),
    '',
    `For developers: defined in [${code(file)}](../../${file}) (machine id ${code(graph.id)}); step through it in the app at \`/machines?machine=${name}\`.`,
    '',
  ].join('\n');
}

export type MachineIndexEntry = {
  name: string;
  graph: MachineGraph;
  coverage: { covered: number; total: number };
};

/** docs/machines/README.md: every machine in one row, with the tests' coverage computed. */
export function renderMachineIndex(entries: readonly MachineIndexEntry[]): string {
  return [
    '# Machines',
    '',
    "<!-- Generated from machines/*.machine.ts by `npm run machines:docs`. Do not edit: change the machines' meta and run the command again. -->",
    '',
    "Every flow of MapleShine that has a state machine, each drawn in its users' words on its own page. The coverage is how many of its transitions the model-based tests take (`npm run test:machines`).",
    '',
    '| Machine | What it governs | Where it runs | Coverage |',
    '| --- | --- | --- | --- |',
    ...entries.map(
      ({ name, graph, coverage }) =>
        `| [${titleOf(name)}](${name}.md) | ${cell(machineSummary(graph))} | ${cell(machineRunsIn(graph))} | ${coverageWords(coverage)} |`,
    ),
    '',
  ].join('\n');
}
