/**
 * Lays a machine's states and transitions out with ELK's layered algorithm (elkjs, in this
 * thread: the graphs are small) and answers plain boxes, lines and labels in one coordinate
 * space for the SVG to draw. Everything is named in the users' words (machine-words.ts), wrapped
 * onto short lines so a long name makes a box taller rather than the diagram wider. Text sizes
 * are estimated (generously, so a label never runs into a line), not measured, so the same
 * machine always gets the same picture, in the browser and in jsdom alike.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { GraphState, MachineGraph } from '#shared/machine-graph/machine-graph.ts';
import type { GraphTransition } from '#shared/machine-graph/machine-graph.ts';
import {
  conditionWords,
  stateTitle,
  transitionLabel,
  transitionTells,
  TELLS_MARK,
} from '#shared/machine-graph/machine-words.ts';
import { triggerLabel } from '#shared/machine-graph/plain-words.ts';

export type DiagramNode = {
  id: string;
  kind: 'state' | 'compound' | 'start' | 'anyState';
  /** The state's dotted id, for state and compound nodes. */
  stateId: string | null;
  /** The state's name in its users' words, whole (for assistive technology)… */
  label: string;
  /** …and wrapped as the box shows it. */
  lines: string[];
  final: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
};

export type DiagramEdge = {
  id: string;
  /** The transition it draws (null for the arrow from a start dot). */
  transitionId: string | null;
  source: string;
  points: ElkPoint[];
  /** The trigger, and the guard on a second line, so long labels do not widen the layout. */
  label: { lines: string[]; x: number; y: number; width: number; height: number } | null;
};

export type Diagram = { width: number; height: number; nodes: DiagramNode[]; edges: DiagramEdge[] };

const stateFont = { charWidth: 8.2, lineHeight: 18, padding: 28, minWidth: 96, maxChars: 20 };
const labelFont = { charWidth: 6.9, lineHeight: 15, padding: 10, maxChars: 24 };
const startSize = 14;

const nodeId = (stateId: string) => `state:${stateId}`;
const startId = (parentId: string) => `start:${parentId}`;
const anyStateId = 'any-state';

/** Words onto lines of at most `max` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

function labelBox(lines: readonly string[]) {
  const longest = Math.max(...lines.map((line) => line.length));
  return {
    text: lines.join('\n'),
    width: longest * labelFont.charWidth + labelFont.padding,
    height: lines.length * labelFont.lineHeight + 6,
  };
}

/** The transition as a sentence, and its condition in brackets on the lines below. */
function labelLines(transition: GraphTransition): string[] {
  const tells = transitionTells(transition) ? ` ${TELLS_MARK}` : '';
  const label = `${transitionLabel(transition) ?? triggerLabel(transition)}${tells}`;
  const condition = conditionWords(transition);
  return [
    ...wrapWords(label, labelFont.maxChars),
    ...(condition ? wrapWords(`(${condition})`, labelFont.maxChars) : []),
  ];
}

function stateLines(state: GraphState): string[] {
  return wrapWords(stateTitle(state) ?? state.key, stateFont.maxChars);
}

function elkNode(graph: MachineGraph, state: GraphState): ElkNode {
  const children = graph.states.filter((child) => child.parent === state.id);
  if (!children.length) {
    const lines = stateLines(state);
    return {
      id: nodeId(state.id),
      width: Math.max(
        stateFont.minWidth,
        Math.max(...lines.map((line) => line.length)) * stateFont.charWidth + stateFont.padding,
      ),
      height: lines.length * stateFont.lineHeight + 22,
    };
  }
  return {
    id: nodeId(state.id),
    labels: [labelBox(stateLines(state))],
    layoutOptions: {
      'elk.padding': '[top=36,left=16,bottom=16,right=16]',
      'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
    },
    children: [
      ...(state.initial ? [{ id: startId(state.id), width: startSize, height: startSize }] : []),
      ...children.map((child) => elkNode(graph, child)),
    ],
  };
}

function elkEdges(graph: MachineGraph): ElkExtendedEdge[] {
  const starts = graph.states
    .filter((state) => state.initial)
    .map((state) => ({
      id: `start-edge:${state.id}`,
      sources: [state.parent === null ? startId('') : startId(state.id)],
      targets: [nodeId(state.initial ?? '')],
    }));
  const moves = graph.transitions.flatMap((transition) => {
    const source = transition.source === '' ? anyStateId : nodeId(transition.source);
    const targets = transition.targets.length ? transition.targets : [transition.source];
    return targets.map((target, index) => ({
      id: `${transition.id}>${index}`,
      sources: [source],
      targets: [target === '' ? anyStateId : nodeId(target)],
      labels: [labelBox(labelLines(transition))],
    }));
  });
  return [...starts, ...moves];
}

/** Every node's position inside the diagram, children's positions made absolute. */
function collectNodes(
  graph: MachineGraph,
  node: ElkNode,
  offset: ElkPoint,
  into: DiagramNode[],
  origins: Map<string, ElkPoint>,
): void {
  const x = offset.x + (node.x ?? 0);
  const y = offset.y + (node.y ?? 0);
  origins.set(node.id, { x, y });
  const box = { x, y, width: node.width ?? 0, height: node.height ?? 0 };
  if (node.id.startsWith('state:')) {
    const stateId = node.id.slice('state:'.length);
    const state = graph.states.find((candidate) => candidate.id === stateId);
    into.push({
      ...box,
      id: node.id,
      kind: node.children?.length ? 'compound' : 'state',
      stateId,
      label: state ? (stateTitle(state) ?? state.key) : stateId,
      lines: state ? stateLines(state) : [stateId],
      final: state?.type === 'final',
    });
  } else if (node.id.startsWith('start:')) {
    into.push({
      ...box,
      id: node.id,
      kind: 'start',
      stateId: null,
      label: '',
      lines: [],
      final: false,
    });
  } else if (node.id === anyStateId) {
    into.push({
      ...box,
      id: node.id,
      kind: 'anyState',
      stateId: null,
      label: 'any state',
      lines: ['any state'],
      final: false,
    });
  }
  for (const child of node.children ?? []) collectNodes(graph, child, { x, y }, into, origins);
}

const elk = new ELK();

/** Top to bottom suits a narrow screen; left to right a wide one, where height is what is short. */
export type DiagramDirection = 'DOWN' | 'RIGHT';

export async function layoutDiagram(
  graph: MachineGraph,
  direction: DiagramDirection = 'DOWN',
): Promise<Diagram> {
  const root = graph.states[0];
  if (!root) throw new Error(`${graph.id} has no states`);
  const topLevel = graph.states.filter((state) => state.parent === root.id);
  const hasAnyState = graph.transitions.some((transition) => transition.source === '');
  const input: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '12',
      'elk.spacing.edgeLabel': '6',
      // Labels sit in the middle of their edge, in space the layout keeps free for them.
      'elk.edgeLabels.placement': 'CENTER',
      // Narrower than the default placement, and states stay in the order the machine declares.
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'PREFER_EDGES',
      // Back edges are the ones pointing to an earlier state, so the flow reads forwards.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [
      ...(root.initial ? [{ id: startId(''), width: startSize, height: startSize }] : []),
      ...(hasAnyState
        ? [
            {
              id: anyStateId,
              width: 'any state'.length * stateFont.charWidth + stateFont.padding,
              height: stateFont.lineHeight + 22,
            },
          ]
        : []),
      ...topLevel.map((state) => elkNode(graph, state)),
    ],
    edges: elkEdges(graph),
  };
  const laidOut: ElkNode = await elk.layout(input);

  const nodes: DiagramNode[] = [];
  const origins = new Map<string, ElkPoint>();
  origins.set('root', { x: 0, y: 0 });
  for (const child of laidOut.children ?? [])
    collectNodes(graph, child, { x: 0, y: 0 }, nodes, origins);

  const edges: DiagramEdge[] = (laidOut.edges ?? []).map((edge) => {
    const origin = origins.get(edge.container ?? 'root') ?? { x: 0, y: 0 };
    const shift = (point: ElkPoint) => ({ x: point.x + origin.x, y: point.y + origin.y });
    const points = (edge.sections ?? []).flatMap((section) => [
      shift(section.startPoint),
      ...(section.bendPoints ?? []).map(shift),
      shift(section.endPoint),
    ]);
    const [label] = edge.labels ?? [];
    const transitionId = edge.id.startsWith('start-edge:')
      ? null
      : edge.id.slice(0, edge.id.lastIndexOf('>'));
    return {
      id: edge.id,
      transitionId,
      source: edge.sources[0] ?? '',
      points,
      label:
        label?.text !== undefined
          ? {
              lines: label.text.split('\n'),
              x: (label.x ?? 0) + origin.x,
              y: (label.y ?? 0) + origin.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
            }
          : null,
    };
  });

  return { width: laidOut.width ?? 0, height: laidOut.height ?? 0, nodes, edges };
}
