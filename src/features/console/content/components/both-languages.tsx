import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { translationTexts } from '../translation-texts.ts';

type Props = {
  /** The English field, labelled as the form labels it. */
  english: ReactNode;
  /** Its French twin. */
  french: ReactNode;
};

/**
 * A text edited in English and French side by side (decision 106): two columns from a tablet up,
 * stacked on a phone, English first, each headed with its language.
 */
export function BothLanguages({ english, french }: Props) {
  const { consoleTranslationLabels: labels } = useTexts(translationTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <Stack gap={4} lang="en">
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
          {labels.ENGLISH}
        </Text>
        {english}
      </Stack>
      <Stack gap={4} lang="fr">
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
          {labels.FRENCH}
        </Text>
        {french}
      </Stack>
    </SimpleGrid>
  );
}

/** The badge of an entry lacking its French, in the lists. */
export function MissingFrenchBadge({ missing }: { missing: boolean }) {
  const { consoleTranslationLabels: labels } = useTexts(translationTexts);
  if (!missing) return null;
  return (
    <Group gap={4}>
      <Badge color="ember" variant="light">
        {labels.MISSING_FRENCH}
      </Badge>
    </Group>
  );
}
