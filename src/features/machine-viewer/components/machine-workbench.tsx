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
import { useMemo, useState } from 'react';
import { modelPaths, pathsToStates } from '#shared/machine-paths/machine-paths.ts';
import type { ViewerMachine } from '../load-machines.ts';
import { activeStateIds, choicesAt, stepLabel } from '../machine-stepper.ts';
import { useMachineStepper } from '../use-machine-stepper.ts';
import { ChoicesPanel } from './choices-panel.tsx';
import { MachineDiagram } from './machine-diagram.tsx';
import { TestPathPanel } from './test-path-panel.tsx';

/** One machine: its diagram, the viewer's own run of it, and the tests' paths. */
export function MachineWorkbench({ viewer }: { viewer: ViewerMachine }) {
  const { snapshot, steps, step, restart, follow } = useMachineStepper(viewer);
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

  const active = activeStateIds(viewer, snapshot);
  // The deepest active state: the one whose description says what the user sees.
  const current = active.at(-1) ?? '';
  const shown = selected ?? current;
  const currentState = viewer.graph.states.find((state) => state.id === current);
  const finished = snapshot.status !== 'active';

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="xs">
          <MachineDiagram
            graph={viewer.graph}
            activeStateIds={active}
            selectedStateId={selected}
            onSelectState={(stateId) => setSelected(stateId === selected ? null : stateId)}
          />
          <Text size="xs" c="dimmed">
            The filled state is where the machine is; click a state to see how the tests reach it.
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="lg">
          <Stack gap={6} component="section" aria-labelledby="machine-viewer-current">
            <Group gap="xs">
              <Title order={2} size="h4" id="machine-viewer-current">
                Current state
              </Title>
              <Code data-testid="current-state">{current}</Code>
              {finished ? <Badge color="gray">finished</Badge> : null}
            </Group>
            <Text size="sm">{currentState?.description ?? 'This state has no description.'}</Text>
          </Stack>
          <ChoicesPanel
            choices={choicesAt(viewer, snapshot)}
            finished={finished}
            onChoose={(choice) => {
              step(choice.event);
              setSelected(null);
            }}
          />
          <Stack gap={6} component="section" aria-labelledby="machine-viewer-steps">
            <Group justify="space-between">
              <Title order={2} size="h4" id="machine-viewer-steps">
                Steps taken
              </Title>
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  restart();
                  setSelected(null);
                }}
              >
                Start over
              </Button>
            </Group>
            {steps.length ? (
              <List type="ordered" size="sm" aria-label="Steps taken">
                {steps.map((taken, index) => (
                  <List.Item key={index}>{taken.label}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">None yet: the machine is where it starts.</Text>
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
                return event ? stepLabel(viewer, event as never) : '';
              }}
              onFollow={(path) => {
                follow(path);
                setSelected(null);
              }}
            />
          ) : null}
          <Stack gap={6} component="section" aria-labelledby="machine-viewer-context">
            <Title order={2} size="h4" id="machine-viewer-context">
              What the machine knows
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
