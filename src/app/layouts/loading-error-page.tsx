import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../components/use-page-title.ts';
import { ChunkLoadError } from '../lazy-page.ts';
import { useRouteError } from '../shell/route-error.ts';
import { siteTexts } from '../shell/shell-texts.ts';
import { useTexts } from '../../i18n/texts.ts';

/** Shown when a page's code failed to load (spec §8) or a page crashed: never a blank screen. */
export function LoadingErrorPage() {
  const error = useRouteError();
  const loading = error instanceof ChunkLoadError;
  const { shellLabels: labels } = useTexts(siteTexts);
  usePageTitle(loading ? labels.LOADING_ERROR_TITLE : labels.ERROR_TITLE);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{loading ? labels.NOT_LOADED : labels.WENT_WRONG}</Title>
        <Text c="dimmed">{loading ? labels.CHECK_CONNECTION : labels.TRY_AGAIN_OR_CONTACT}</Text>
        <Button onClick={() => window.location.reload()}>{labels.TRY_AGAIN}</Button>
      </Stack>
    </Container>
  );
}
