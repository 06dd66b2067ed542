import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title.ts';

/** The page that failed, when the app sent the person here with `{ from }` in navigation state. */
function failedPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  // Only a path of this site, and never /error itself.
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.split(/[?#]/)[0] === '/error' ? null : from;
}

/**
 * /error (decision 015): the loading-error screen of spec §8 at an address of its own. Try again
 * loads the failed page afresh (a new copy of the app, as a stale script chunk needs), or the
 * home page when the failed page is not known.
 */
export function ErrorPage() {
  usePageTitle('Error');
  const location = useLocation();
  const retryPath = failedPath(location.state) ?? '/';
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>This page could not be loaded.</Title>
        <Text c="dimmed">Check your connection and try again.</Text>
        <Group justify="center">
          <Button component="a" href={retryPath}>
            Try again
          </Button>
          <Button component={Link} to="/contact-us" variant="default">
            Contact us
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
