import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title.ts';
import { siteTexts } from '../../app/shell/shell-texts.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';

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
  const { shellLabels: labels } = useTexts(siteTexts);
  usePageTitle(labels.ERROR_TITLE);
  const location = useLocation();
  // A new copy of the app, at the failed page's address in this page's language.
  const retryPath = pathInLocale(failedPath(location.state) ?? '/', useLocale());
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{labels.NOT_LOADED}</Title>
        <Text c="dimmed">{labels.CHECK_CONNECTION}</Text>
        <Group justify="center">
          <Button component="a" href={retryPath}>
            {labels.TRY_AGAIN}
          </Button>
          <Button component={Link} to="/contact-us" variant="default">
            {labels.CONTACT_US}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
