import type { ReactNode } from 'react';
import { Card, Title } from '@mantine/core';

/** One part of a booking's page: a bordered card named by its heading, for screen readers too. */
export function BookingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
