import { Center, Loader, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { MachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { layoutDiagram, type Diagram, type DiagramNode } from '../layout-diagram.ts';
import classes from './machine-diagram.module.css';

type Props = {
  graph: MachineGraph;
  /** The states the machine is in now, by dotted id. */
  activeStateIds: readonly string[];
  selectedStateId: string | null;
  onSelectState: (stateId: string) => void;
};

type Layout = { graph: MachineGraph; diagram: Diagram } | { graph: MachineGraph; error: string };

function pathOf(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join(' ');
}

function StateNode({
  node,
  current,
  selected,
  onSelect,
}: {
  node: DiagramNode;
  current: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect();
  };
  const className = [
    classes.state,
    node.kind === 'compound' ? classes.compound : '',
    current ? classes.current : '',
    selected ? classes.selected : '',
  ].join(' ');
  const compound = node.kind === 'compound';
  return (
    <g
      className={className}
      transform={`translate(${node.x},${node.y})`}
      role="button"
      tabIndex={0}
      aria-label={`State ${node.label}`}
      aria-current={current ? 'step' : undefined}
      aria-pressed={selected}
      data-state={node.stateId ?? undefined}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      <rect width={node.width} height={node.height} rx={compound ? 12 : 20} />
      {node.final ? (
        <rect
          className={classes.finalRing}
          x={4}
          y={4}
          width={node.width - 8}
          height={node.height - 8}
          rx={16}
        />
      ) : null}
      <text
        x={compound ? 14 : node.width / 2}
        y={compound ? 22 : node.height / 2}
        textAnchor={compound ? 'start' : 'middle'}
        dominantBaseline="central"
      >
        {node.label}
      </text>
    </g>
  );
}

/** The machine drawn from its definition; click a state to see how the tests reach it. */
export function MachineDiagram({ graph, activeStateIds, selectedStateId, onSelectState }: Props) {
  const [layout, setLayout] = useState<Layout | null>(null);
  const markerId = `arrow-${useId().replace(/:/g, '')}`;
  const frame = useRef<HTMLDivElement>(null);
  const deepest = activeStateIds.at(-1);
  const diagram = layout && 'diagram' in layout && layout.graph === graph ? layout.diagram : null;

  // Keeps the current state in view inside the frame (not the page, which stays where it is).
  useEffect(() => {
    const node = diagram?.nodes.find((candidate) => candidate.stateId === deepest);
    const box = frame.current;
    if (!node || !box) return;
    box.scrollTo?.({
      left: node.x + node.width / 2 - box.clientWidth / 2,
      top: node.y + node.height / 2 - box.clientHeight / 2,
      behavior: 'smooth',
    });
  }, [diagram, deepest]);

  useEffect(() => {
    let current = true;
    layoutDiagram(graph).then(
      (diagram) => current && setLayout({ graph, diagram }),
      (error: unknown) => current && setLayout({ graph, error: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [graph]);

  if (layout?.graph === graph && 'error' in layout) {
    return <Text c="red.8">The diagram could not be laid out: {layout.error}</Text>;
  }
  if (!diagram) {
    return (
      <Center h={240}>
        <Loader role="status" aria-label="Laying out the diagram" />
      </Center>
    );
  }

  const active = new Set(activeStateIds.map((id) => `state:${id}`));
  return (
    <div className={classes.frame} ref={frame}>
      <svg
        className={classes.svg}
        width={diagram.width}
        height={diagram.height}
        viewBox={`0 0 ${diagram.width} ${diagram.height}`}
        role="group"
        aria-label={`Diagram of ${graph.id}`}
      >
        <defs>
          <marker
            id={markerId}
            viewBox="0 0 10 10"
            refX="10"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path className={classes.arrow} d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {diagram.edges.map((edge) => {
          const live = active.has(edge.source);
          const { label } = edge;
          return (
            <g key={edge.id} data-transition={edge.transitionId ?? undefined}>
              <path
                className={`${classes.edge} ${live ? classes.edgeLive : ''}`}
                d={pathOf(edge.points)}
                markerEnd={`url(#${markerId})`}
              />
              {label ? (
                <text
                  className={`${classes.edgeLabel} ${live ? classes.edgeLabelLive : ''}`}
                  x={label.x + 4}
                  y={label.y + 8}
                  dominantBaseline="central"
                >
                  {label.lines.map((line, index) => (
                    <tspan key={index} x={label.x + 4} dy={index ? 14 : 0}>
                      {line}
                    </tspan>
                  ))}
                </text>
              ) : null}
            </g>
          );
        })}
        {diagram.nodes.map((node) => {
          if (node.kind === 'start') {
            return (
              <circle
                key={node.id}
                className={classes.start}
                cx={node.x + node.width / 2}
                cy={node.y + node.height / 2}
                r={node.width / 2}
              />
            );
          }
          if (node.kind === 'anyState') {
            return (
              <g
                key={node.id}
                className={classes.anyState}
                transform={`translate(${node.x},${node.y})`}
              >
                <rect width={node.width} height={node.height} rx={20} />
                <text
                  x={node.width / 2}
                  y={node.height / 2}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {node.label}
                </text>
              </g>
            );
          }
          const stateId = node.stateId ?? '';
          return (
            <StateNode
              key={node.id}
              node={node}
              current={active.has(node.id)}
              selected={selectedStateId === stateId}
              onSelect={() => onSelectState(stateId)}
            />
          );
        })}
      </svg>
    </div>
  );
}
