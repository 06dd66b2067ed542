import { Loader, Stack, Text } from '@mantine/core';

type Props = { label: string };

/** The spinner between stages (spec §2), announced to screen readers through its status text. */
export function StageLoader({ label }: Props) {
  return (
    <Stack role="status" aria-live="polite" align="center" gap="md" py={48}>
      <Loader size="lg" aria-hidden />
      <Text fw={600} ta="center">
        {label}
      </Text>
    </Stack>
  );
}
