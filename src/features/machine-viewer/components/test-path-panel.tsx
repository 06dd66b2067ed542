import { Button, List, Stack, Text, Title } from '@mantine/core';
import type { MachinePath } from '#shared/machine-paths/machine-paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { machineViewerTexts } from '../machine-viewer-texts.ts';
import { withCode } from './with-code.tsx';

type Props = {
  stateId: string;
  path: MachinePath | null;
  pathCount: number;
  /** Null when the machine has no test model yet. */
  modelFile: string | null;
  labelOf: (path: MachinePath, index: number) => string;
  onFollow: (path: MachinePath) => void;
};

/** How the model-based tests reach a state: the shortest generated path that ends there. */
export function TestPathPanel({ stateId, path, pathCount, modelFile, labelOf, onFollow }: Props) {
  const { machineViewerLabels: labels } = useTexts(machineViewerTexts);
  const { t, number } = useFormat();
  const count = number(pathCount, 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby="machine-viewer-test-path">
      <Title order={2} size="h4" id="machine-viewer-test-path">
        {withCode(t, labels.TEST_PATH_HEADING, { state: stateId })}
      </Title>
      {modelFile === null ? (
        <Text size="sm">
          {withCode(t, labels.NO_TEST_MODEL, { folder: 'shared/machine-models/' })}
        </Text>
      ) : path === null ? (
        <Text size="sm">{t(labels.NO_TEST_PATH, { count })}</Text>
      ) : (
        <>
          <Text size="sm">{withCode(t, labels.SHORTEST_PATH, { file: modelFile }, { count })}</Text>
          {path.steps.length > 1 ? (
            <List
              type="ordered"
              size="sm"
              aria-label={t(labels.TEST_PATH_LIST, { state: stateId })}
            >
              {path.steps.slice(1).map((step, index) => (
                <List.Item key={index}>{labelOf(path, index + 1)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{labels.STARTS_HERE}</Text>
          )}
          <Button variant="default" size="xs" onClick={() => onFollow(path)}>
            {labels.FOLLOW_PATH}
          </Button>
        </>
      )}
    </Stack>
  );
}
