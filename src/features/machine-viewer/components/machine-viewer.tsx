import { Anchor, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';
import { withCode } from './with-code.tsx';
import {
  machineRunsIn,
  machineSummary,
  machineTitle,
} from '#shared/machine-graph/machine-words.ts';
import { loadViewerMachines } from '../load-machines.ts';
import { MachineIndex } from './machine-index.tsx';
import { MachineWorkbench } from './machine-workbench.tsx';

type Props = {
  /** The machine to open, by file name (`coupon`); none shows the index of every machine. */
  machine?: string;
  /** The state to open it at, by dotted id (from a copied link). */
  state?: string;
  onMachineChange?: (name: string) => void;
  onStateChange?: (stateId: string) => void;
};

/** The index of machines/, or one machine to step through. */
export function MachineViewer({ machine, state, onMachineChange, onStateChange }: Props) {
  const machines = useMemo(loadViewerMachines, []);
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t } = useFormat();
  const viewer = machines.find((entry) => entry.name === machine);
  if (!viewer) return <MachineIndex machines={machines} />;

  const title = machineTitle(viewer.name);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to="/machines" size="sm">
            {labels.ALL_MACHINES}
          </Anchor>
          <Title order={1}>{title}</Title>
        </Stack>
        <NativeSelect
          label={labels.MACHINE}
          size="xs"
          w={200}
          data={machines.map((entry) => ({ value: entry.name, label: machineTitle(entry.name) }))}
          value={viewer.name}
          onChange={(event) => onMachineChange?.(event.currentTarget.value)}
        />
      </Group>
      <Text size="sm">
        {machineSummary(viewer.graph)} {labels.INDEX_RUNS_IN} {machineRunsIn(viewer.graph)}
      </Text>
      <MachineWorkbench
        key={viewer.name}
        viewer={viewer}
        title={title}
        initialState={state}
        onStateChange={onStateChange}
      />
      <Text size="sm" c="dimmed">
        {viewer.graph.description ? `${viewer.graph.description} ` : ''}
        {withCode(t, labels.DEFINED_IN, {
          file: viewer.file,
          page: `docs/machines/${viewer.name}.md`,
        })}
      </Text>
    </Stack>
  );
}
