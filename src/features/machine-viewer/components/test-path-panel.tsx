import { Button, Code, List, Stack, Text, Title } from '@mantine/core';
import type { MachinePath } from '#shared/machine-paths/machine-paths.ts';

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
  return (
    <Stack gap="xs" component="section" aria-labelledby="machine-viewer-test-path">
      <Title order={2} size="h4" id="machine-viewer-test-path">
        How the tests reach <Code>{stateId}</Code>
      </Title>
      {modelFile === null ? (
        <Text size="sm">
          This machine has no test model yet, so no test takes its transitions. Add one in{' '}
          <Code>shared/machine-models/</Code>.
        </Text>
      ) : path === null ? (
        <Text size="sm">None of the {pathCount} generated test paths reaches this state.</Text>
      ) : (
        <>
          <Text size="sm">
            The shortest of the {pathCount} paths the model-based tests generate (
            <Code>{modelFile}</Code>) that ends here:
          </Text>
          {path.steps.length > 1 ? (
            <List type="ordered" size="sm" aria-label={`Test path to ${stateId}`}>
              {path.steps.slice(1).map((step, index) => (
                <List.Item key={index}>{labelOf(path, index + 1)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">It is where the machine starts.</Text>
          )}
          <Button variant="default" size="xs" onClick={() => onFollow(path)}>
            Follow this path
          </Button>
        </>
      )}
    </Stack>
  );
}
