import { List, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { planTexts } from '../plan-texts.ts';
import type { PlanPage } from '../queries.ts';

/** The plan's changes, newest first, each with who made it and when. */
export function PlanHistory({ history }: { history: PlanPage['aHistory'] }) {
  const { planPageTexts: texts } = useTexts(planTexts);
  const format = useFormat();
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {texts.HISTORY}
      </Title>
      <List spacing="xs">
        {history.map((entry, index) => (
          <List.Item key={`${entry.vAt}-${index}`}>
            <Text size="sm">{format.t(texts.BY, { who: entry.eActor, what: entry.vWhat })}</Text>
            <Text size="xs" c="dimmed">
              {entry.vAt}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
