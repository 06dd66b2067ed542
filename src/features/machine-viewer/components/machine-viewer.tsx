import { Code, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import { loadViewerMachines } from '../load-machines.ts';
import { MachineWorkbench } from './machine-workbench.tsx';

type Props = {
  /** The machine to open first, by file name (`coupon`); the first one otherwise. */
  initialMachine?: string;
  onMachineChange?: (name: string) => void;
};

/** Pick a machine of machines/ and step through it. */
export function MachineViewer({ initialMachine, onMachineChange }: Props) {
  const machines = useMemo(loadViewerMachines, []);
  const [name, setName] = useState(() =>
    machines.some((entry) => entry.name === initialMachine) ? initialMachine : machines[0]?.name,
  );
  const viewer = machines.find((entry) => entry.name === name);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>Machines</Title>
        <Text>
          Every flow of the app as its XState machine defines it. Click what can happen next to step
          through a machine: calls to the server answer at once with the test fakes (you choose
          whether they succeed or fail), and waits can be skipped. Each state shows the path the
          model-based tests take to reach it.
        </Text>
      </Stack>
      <NativeSelect
        label="Machine"
        maw={360}
        data={machines.map((entry) => entry.name)}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          onMachineChange?.(event.currentTarget.value);
        }}
      />
      {viewer ? (
        <>
          <Text size="sm">
            {viewer.graph.description ?? ''} Defined in <Code>{viewer.file}</Code>; its page for
            product owners is <Code>docs/machines/{viewer.name}.md</Code>.
          </Text>
          <MachineWorkbench key={viewer.name} viewer={viewer} />
        </>
      ) : (
        <Text>No machine was found in machines/.</Text>
      )}
    </Stack>
  );
}
