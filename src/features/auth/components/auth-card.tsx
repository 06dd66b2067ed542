import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

type Props = {
  heading: string;
  subheading?: string | undefined;
  children: ReactNode;
};

/** The narrow card every account screen sits in, holding the page's one h1. */
export function AuthCard({ heading, subheading, children }: Props) {
  return (
    <Container size={480} py={{ base: 40, md: 72 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, md: 32 }}>
              {heading}
            </Title>
            {subheading && <Text c="dimmed">{subheading}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
