import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useLabels } from '../api/use-labels.ts';
import { defineTexts } from '../i18n/texts.ts';
import { useTexts } from '../i18n/texts.ts';
import { FramedImage } from './framed-image.tsx';

/** Page Not Found's texts, loaded by the pages that can show it, not by every page's first load. */
export const notFoundTexts = defineTexts(
  'not-found',
  () => import('#shared/catalogue/en-CA/not-found.ts'),
  () => import('#shared/catalogue/fr-CA/not-found.ts'),
);

/** Spec §2: what an address that names no page, post or service shows. */
export function NotFoundScreen() {
  const labels = useLabels('page-not-found', useTexts(notFoundTexts).notFoundLabels);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Box w={{ base: 220, sm: 280 }}>
          <FramedImage src="/images/not-found.svg" alt="" radius="lg" />
        </Box>
        <Title order={1}>{labels.NOT_FOUND_HEADING}</Title>
        <Text c="dimmed">{labels.NOT_FOUND_TEXT}</Text>
        <Button component={Link} to="/">
          {labels.BACK_HOME}
        </Button>
      </Stack>
    </Container>
  );
}

/**
 * The answer says that what was asked for does not exist: 404, or 400 for a key nothing can have
 * (an address's slug with capitals or spaces, which no post or page is given).
 */
export function isMissingAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
