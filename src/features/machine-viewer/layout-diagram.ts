/**
 * Lays a machine's states and transitions out with ELK's layered algorithm (elkjs, in this
 * thread: the graphs are small) and answers plain boxes, lines and labels in one coordinate
 * space for the SVG to draw. Text sizes are estimated, not measured, so the same machine always
 * gets the same picture, in the browser and in jsdom alike.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { GraphState, MachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { guardLabel, triggerLabel } from '#shared/machine-graph/plain-words.ts';
import type { GraphTransition } from '#shared/machine-graph/machine-graph.ts';

export type DiagramNode = {
  id: string;
  kind: 'state' | 'compound' | 'start' | 'anyState';
  /** The state's dotted id, for state and compound nodes. */
  stateId: string | null;
  label: string;
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

const stateFont = { charWidth: 8, height: 40, padding: 28, minWidth: 96 };
const labelFont = { charWidth: 6.4, lineHeight: 14, padding: 8 };
const startSize = 14;

const nodeId = (stateId: string) => `state:${stateId}`;
const startId = (parentId: string) => `start:${parentId}`;
const anyStateId = 'any-state';

function labelBox(lines: readonly string[]) {
  const longest = Math.max(...lines.map((line) => line.length));
  return {
    text: lines.join('\n'),
    width: longest * labelFont.charWidth + labelFont.padding,
    height: lines.length * labelFont.lineHeight + 2,
  };
}

function labelLines(transition: GraphTransition): string[] {
  const guard = transition.guard
    ? `[${guardLabel(transition.guard)}]`
    : transition.otherwise
      ? '[otherwise]'
      : null;
  return guard ? [triggerLabel(transition), guard] : [triggerLabel(transition)];
}

function elkNode(graph: MachineGraph, state: GraphState): ElkNode {
  const children = graph.states.filter((child) => child.parent === state.id);
  if (!children.length) {
    return {
      id: nodeId(state.id),
      width: Math.max(
        stateFont.minWidth,
        state.key.length * stateFont.charWidth + stateFont.padding,
      ),
      height: stateFont.height,
    };
  }
  return {
    id: nodeId(state.id),
    labels: [labelBox([state.key])],
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
      label: state?.key ?? stateId,
      final: state?.type === 'final',
    });
  } else if (node.id.startsWith('start:')) {
    into.push({ ...box, id: node.id, kind: 'start', stateId: null, label: '', final: false });
  } else if (node.id === anyStateId) {
    into.push({
      ...box,
      id: node.id,
      kind: 'anyState',
      stateId: null,
      label: 'any state',
      final: false,
    });
  }
  for (const child of node.children ?? []) collectNodes(graph, child, { x, y }, into, origins);
}

const elk = new ELK();

export async function layoutDiagram(graph: MachineGraph): Promise<Diagram> {
  const root = graph.states[0];
  if (!root) throw new Error(`${graph.id} has no states`);
  const topLevel = graph.states.filter((state) => state.parent === root.id);
  const hasAnyState = graph.transitions.some((transition) => transition.source === '');
  const input: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      // Narrower than the default placement, and states stay in the order the machine declares.
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'PREFER_EDGES',
      // Back edges are the ones pointing to an earlier state, so the flow reads top-down.
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
              height: stateFont.height,
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
