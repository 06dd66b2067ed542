import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  coverageWords,
  machineRunsIn,
  machineSummary,
  machineTitle,
} from '#shared/machine-graph/machine-words.ts';
import {
  modelPaths,
  transitionCoverage,
  type TransitionCoverage,
} from '#shared/machine-paths/machine-paths.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';
import type { ViewerMachine } from '../load-machines.ts';
import classes from './machine-index.module.css';

/** The viewer's start page: every machine, what it governs, where it runs, how far it is tested. */
export function MachineIndex({ machines }: { machines: readonly ViewerMachine[] }) {
  // Computed from the tests' own generated paths, as `npm run test:machines` counts them. That
  // walks every machine, so it runs after the page is on screen rather than delaying it.
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const [coverage, setCoverage] = useState<Map<string, TransitionCoverage> | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setCoverage(
        new Map(
          machines.map((entry) => [
            entry.name,
            transitionCoverage(entry.machine, entry.model ? modelPaths(entry.model) : []),
          ]),
        ),
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [machines]);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{labels.TITLE}</Title>
        <Text>{labels.INDEX_INTRO}</Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        className={classes.list}
      >
        {machines.map((entry) => {
          const tested = coverage?.get(entry.name);
          return (
            <Card key={entry.name} component="li" withBorder padding="md" radius="md">
              <Stack gap={6}>
                <Title order={2} size="h4">
                  <Anchor component={Link} to={`/machines?machine=${entry.name}`}>
                    {machineTitle(entry.name)}
                  </Anchor>
                </Title>
                <Text size="sm">{machineSummary(entry.graph)}</Text>
                <Text size="sm">
                  <Text span fw={600}>
                    {labels.INDEX_RUNS_IN}
                  </Text>{' '}
                  {machineRunsIn(entry.graph)}
                </Text>
                {tested ? (
                  <Text size="sm" data-testid={`coverage-${entry.name}`}>
                    <Text span fw={600}>
                      {labels.INDEX_COVERAGE}
                    </Text>{' '}
                    {coverageWords(tested)}
                  </Text>
                ) : null}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
