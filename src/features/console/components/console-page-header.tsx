import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../components/use-page-title.ts';

type Props = { title: string; intro?: string; actions?: ReactNode };

/** The top of every console screen: its h1 (also the tab's title), a line on it, its actions. */
export function AdminPageHeader({ title, intro, actions }: Props) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <Stack gap={4} miw={0}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}
