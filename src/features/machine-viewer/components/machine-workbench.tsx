import {
  Badge,
  Button,
  Code,
  Grid,
  Group,
  List,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { stateTitle } from '#shared/machine-graph/machine-words.ts';
import { modelPaths, pathsToStates } from '#shared/machine-paths/machine-paths.ts';
import type { ViewerMachine } from '../load-machines.ts';
import { activeStateIds, choicesAt, stepLabel } from '../machine-stepper.ts';
import { useMachineStepper, useStepperWords } from '../use-machine-stepper.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';
import { ChoicesPanel } from './choices-panel.tsx';
import { CopyStateLink } from './copy-state-link.tsx';
import { MachineDiagram } from './machine-diagram.tsx';
import { TestPathPanel } from './test-path-panel.tsx';

type Props = {
  viewer: ViewerMachine;
  title: string;
  /** A state to open at (from a copied link): reached along the tests' path to it. */
  initialState?: string;
  onStateChange?: (stateId: string) => void;
};

/** One machine: its diagram, the viewer's own run of it, and the tests' paths. */
export function MachineWorkbench({ viewer, title, initialState, onStateChange }: Props) {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const words = useStepperWords();
  const { snapshot, steps, step, restart, follow } = useMachineStepper(viewer, words);
  const [selected, setSelected] = useState<string | null>(null);
  const paths = useMemo(() => (viewer.model ? modelPaths(viewer.model) : []), [viewer]);
  const reaching = useMemo(
    () =>
      pathsToStates(
        viewer.graph.states.map((state) => state.id),
        paths,
      ),
    [viewer, paths],
  );

  // A link to a state opens there, along the same path the tests take (so what the machine
  // knows is what it would know). Once, on open: later steps are the visitor's own.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const path = initialState ? reaching.get(initialState) : undefined;
    if (path) follow(path);
  }, [initialState, reaching, follow]);

  const active = activeStateIds(viewer, snapshot);
  // The deepest active state: the one whose description says what the user sees.
  const current = active.at(-1) ?? '';
  const shown = selected ?? current;
  const currentState = viewer.graph.states.find((state) => state.id === current);
  const finished = snapshot.status !== 'active';

  // Only a change of state is reported: the callback's identity changes with every navigation,
  // and reporting again then would undo a navigation to another machine still under way.
  const report = useRef(onStateChange);
  report.current = onStateChange;
  useEffect(() => {
    if (opened.current && current) report.current?.(current);
  }, [current]);

  return (
    // The diagram takes the whole width (it is what a product owner reads); what can be done
    // with it sits below, in columns from a tablet's width up.
    <Grid gap="lg">
      <Grid.Col span={12}>
        <Stack gap="xs">
          <MachineDiagram
            graph={viewer.graph}
            title={title}
            activeStateIds={active}
            selectedStateId={selected}
            onSelectState={(stateId) => setSelected(stateId === selected ? null : stateId)}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Stack gap={6} component="section" aria-labelledby="machine-viewer-current">
            <Group gap="xs">
              <Title order={2} size="h4" id="machine-viewer-current">
                {labels.CURRENT_STATE}
              </Title>
              {finished ? <Badge color="gray">{labels.FINISHED}</Badge> : null}
            </Group>
            <Text fw={700} data-testid="current-state-name">
              {currentState ? (stateTitle(currentState) ?? current) : current}{' '}
              <Code data-testid="current-state">{current}</Code>
            </Text>
            <Text size="sm">{currentState?.description ?? labels.NO_DESCRIPTION}</Text>
            <CopyStateLink machine={viewer.name} stateId={current} />
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <ChoicesPanel
            choices={choicesAt(viewer, snapshot, words)}
            finished={finished}
            onChoose={(choice) => {
              step(choice.event);
              setSelected(null);
            }}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Stack gap={6} component="section" aria-labelledby="machine-viewer-steps">
            <Group justify="space-between">
              <Title order={2} size="h4" id="machine-viewer-steps">
                {labels.STEPS_TAKEN}
              </Title>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  restart();
                  setSelected(null);
                }}
              >
                {labels.START_OVER}
              </Button>
            </Group>
            {steps.length ? (
              <List type="ordered" size="sm" aria-label={labels.STEPS_TAKEN}>
                {steps.map((taken, index) => (
                  <List.Item key={index}>{taken.label}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{labels.NO_STEPS}</Text>
            )}
          </Stack>
          {shown ? (
            <TestPathPanel
              stateId={shown}
              path={reaching.get(shown) ?? null}
              pathCount={paths.length}
              modelFile={viewer.model ? `shared/machine-models/${viewer.name}.model.ts` : null}
              labelOf={(path, index) => {
                const event = path.steps[index]?.event;
                return event ? stepLabel(viewer, event as never, words) : '';
              }}
              onFollow={(path) => {
                follow(path);
                setSelected(null);
              }}
            />
          ) : null}
          <Stack gap={6} component="section" aria-labelledby="machine-viewer-context">
            <Title order={2} size="h4" id="machine-viewer-context">
              {labels.CONTEXT}
            </Title>
            {/* Long contexts scroll: a keyboard user reaches the scroll box by Tab. */}
            <ScrollArea.Autosize
              mah={240}
              viewportProps={{
                tabIndex: 0,
                role: 'region',
                'aria-labelledby': 'machine-viewer-context',
              }}
            >
              <Code block>{JSON.stringify(snapshot.context ?? {}, null, 2)}</Code>
            </ScrollArea.Autosize>
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
