import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../components/use-page-title.ts';
import { ChunkLoadError } from '../lazy-page.ts';
import { useRouteError } from '../shell/route-error.ts';

/** Shown when a page's code failed to load (spec §8) or a page crashed: never a blank screen. */
export function LoadingErrorPage() {
  const error = useRouteError();
  const loading = error instanceof ChunkLoadError;
  usePageTitle(loading ? 'Loading error' : 'Error');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>
          {loading ? 'This page could not be loaded.' : 'Something went wrong.'}
        </Title>
        <Text c="dimmed">
          {loading
            ? 'Check your connection and try again.'
            : 'Please try again. If it keeps happening, contact us.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </Stack>
    </Container>
  );
}
