import { ActionIcon, Center, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Tooltip.css';
import type { MachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';
import {
  layoutDiagram,
  type Diagram,
  type DiagramDirection,
  type DiagramNode,
} from '../layout-diagram.ts';
import { useDiagramView } from '../use-diagram-view.ts';
import classes from './machine-diagram.module.css';

type Props = {
  graph: MachineGraph;
  /** The machine's name for people, in the diagram's accessible name. */
  title: string;
  /** The states the machine is in now, by dotted id. */
  activeStateIds: readonly string[];
  selectedStateId: string | null;
  onSelectState: (stateId: string) => void;
};

type Layout =
  | { graph: MachineGraph; direction: DiagramDirection; diagram: Diagram }
  | { graph: MachineGraph; direction: DiagramDirection; error: string };

/** Room kept below the diagram so its frame ends inside the window. */
const bottomRoom = 16;
const minFrameHeight = 240;

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
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t } = useFormat();
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
  const lineHeight = 18;
  const firstLine = compound ? 22 : node.height / 2 - ((node.lines.length - 1) * lineHeight) / 2;
  return (
    <g
      className={className}
      transform={`translate(${node.x},${node.y})`}
      role="button"
      tabIndex={0}
      aria-label={t(labels.STATE_NAMED, { name: node.label })}
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
        y={firstLine}
        textAnchor={compound ? 'start' : 'middle'}
        dominantBaseline="central"
      >
        {node.lines.map((line, index) => (
          <tspan key={index} x={compound ? 14 : node.width / 2} dy={index ? lineHeight : 0}>
            {/* The space keeps wrapped words apart in the text read out, which must match the label. */}
            {index < node.lines.length - 1 ? `${line} ` : line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The machine drawn from its definition, fitted to the frame, zoomed and panned at will. */
export function MachineDiagram({ graph, ...rest }: Props) {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t } = useFormat();
  const [layout, setLayout] = useState<Layout | null>(null);
  // From a tablet's width up the window is wider than tall: the flow runs left to right there.
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const direction: DiagramDirection = wide ? 'RIGHT' : 'DOWN';
  const fresh = layout?.graph === graph && layout.direction === direction;
  const diagram = fresh && 'diagram' in layout ? layout.diagram : null;

  useEffect(() => {
    let current = true;
    layoutDiagram(graph, direction).then(
      (laidOut) => current && setLayout({ graph, direction, diagram: laidOut }),
      (error: unknown) => current && setLayout({ graph, direction, error: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [graph, direction]);

  if (fresh && 'error' in layout) {
    return <Text c="red.8">{t(labels.LAYOUT_FAILED, { message: layout.error })}</Text>;
  }
  if (!diagram) {
    return (
      <Center h={minFrameHeight}>
        <Loader role="status" aria-label={labels.LAYING_OUT} />
      </Center>
    );
  }
  return <DiagramCanvas diagram={diagram} {...rest} />;
}

function DiagramCanvas({
  diagram,
  title,
  activeStateIds,
  selectedStateId,
  onSelectState,
}: Omit<Props, 'graph'> & { diagram: Diagram }) {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t } = useFormat();
  const markerId = `arrow-${useId().replace(/:/g, '')}`;
  const helpId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [maxHeight, setMaxHeight] = useState<number | undefined>(undefined);
  const { view, zoom, svgRef, zoomIn, zoomOut, fit, reveal, onKeyDown, svgHandlers } =
    useDiagramView(diagram);
  const deepest = activeStateIds.at(-1);

  // The frame never reaches below the window: the whole diagram shows on open, at any width.
  useLayoutEffect(() => {
    const measure = () => {
      const box = frame.current?.getBoundingClientRect();
      if (!box || typeof window === 'undefined') return;
      const top = box.top + window.scrollY;
      setMaxHeight(Math.max(minFrameHeight, window.innerHeight - top - bottomRoom));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // While stepping, the current state stays in view (zoomed in, it may be off to one side).
  useEffect(() => {
    const node = diagram.nodes.find((candidate) => candidate.stateId === deepest);
    if (node) reveal(node);
  }, [diagram, deepest, reveal]);

  const active = new Set(activeStateIds.map((id) => `state:${id}`));
  return (
    <div className={classes.wrapper}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed" id={helpId}>
          {labels.DIAGRAM_HELP}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={labels.ZOOM_OUT}>
            <ActionIcon variant="default" size="lg" aria-label={labels.ZOOM_OUT} onClick={zoomOut}>
              <span aria-hidden="true" className={classes.glyph}>
                −
              </span>
            </ActionIcon>
          </Tooltip>
          <Tooltip label={labels.ZOOM_IN}>
            <ActionIcon variant="default" size="lg" aria-label={labels.ZOOM_IN} onClick={zoomIn}>
              <span aria-hidden="true" className={classes.glyph}>
                +
              </span>
            </ActionIcon>
          </Tooltip>
          <Tooltip label={labels.FIT}>
            <ActionIcon variant="default" size="lg" aria-label={labels.FIT} onClick={fit}>
              <span aria-hidden="true" className={classes.glyph}>
                ⤢
              </span>
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <div
        ref={frame}
        className={classes.frame}
        style={{ aspectRatio: `${diagram.width} / ${diagram.height}`, maxHeight }}
        // Keys zoom and pan: the frame takes focus so a keyboard user can use them.
        tabIndex={0}
        role="region"
        aria-label={t(labels.DIAGRAM_OF, { title })}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
        data-zoomed={zoom > 1.001 ? 'true' : 'false'}
      >
        <svg
          ref={svgRef}
          className={classes.svg}
          width="100%"
          height="100%"
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          preserveAspectRatio="xMidYMid meet"
          role="group"
          aria-label={t(labels.DIAGRAM_OF, { title })}
          data-view={`${Math.round(view.x)} ${Math.round(view.y)} ${Math.round(view.width)} ${Math.round(view.height)}`}
          {...svgHandlers}
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
            return (
              <path
                key={edge.id}
                data-transition={edge.transitionId ?? undefined}
                className={`${classes.edge} ${live ? classes.edgeLive : ''}`}
                d={pathOf(edge.points)}
                markerEnd={`url(#${markerId})`}
              />
            );
          })}
          {/* Labels after every line, so no line is drawn over a label. */}
          {diagram.edges.map((edge) => {
            const { label } = edge;
            if (!label) return null;
            const live = active.has(edge.source);
            return (
              <text
                key={edge.id}
                className={`${classes.edgeLabel} ${live ? classes.edgeLabelLive : ''}`}
                x={label.x + 5}
                y={label.y + 10}
                dominantBaseline="central"
              >
                {label.lines.map((line, index) => (
                  <tspan key={index} x={label.x + 5} dy={index ? 15 : 0}>
                    {line}
                  </tspan>
                ))}
              </text>
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
    </div>
  );
}
