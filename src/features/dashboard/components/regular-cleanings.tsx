import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { defineTexts, useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { customerPlansQuery } from '../queries.ts';

const planTexts = defineTexts(
  'plan-page',
  () => import('#shared/catalogue/en-CA/plan-page.ts'),
  () => import('#shared/catalogue/fr-CA/plan-page.ts'),
);

const STATUS_COLOUR = { active: 'green', paused: 'yellow', ended: 'gray' } as const;

/**
 * "Your regular cleanings" on the customer's dashboard (issue 45, decision 145): each plan with
 * its schedule, city, cleaner and next visit, opening its page. Nothing while the customer has none.
 */
export function RegularCleanings() {
  const client = useApiClient();
  const { data } = useQuery(customerPlansQuery(client));
  const { planPageTexts: texts } = useTexts(planTexts);
  const format = useFormat();
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {texts.SECTION_HEADING}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {data.map((plan) => (
          <Card key={plan.vUniqueCode} withBorder radius="md" padding="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{plan.vSchedule}</Text>
                <Badge color={STATUS_COLOUR[plan.eStatus]}>{texts[`STATUS_${plan.eStatus}`]}</Badge>
              </Group>
              <Text size="sm">
                {plan.vWindow} · {plan.vCity}
              </Text>
              <Text size="sm">
                {plan.vCleaner
                  ? format.t(texts.CLEANER, { name: plan.vCleaner })
                  : texts.NO_CLEANER}
              </Text>
              <Text size="sm">
                {plan.vResumesOn
                  ? format.t(texts.PAUSED_UNTIL, { date: plan.vResumesOn })
                  : plan.vNextVisit
                    ? format.t(texts.NEXT_VISIT, { date: plan.vNextVisit })
                    : texts.NO_NEXT_VISIT}
              </Text>
              <Group justify="flex-end">
                <Button
                  component={Link}
                  to={`/plans/${plan.vUniqueCode}`}
                  variant="light"
                  size="xs"
                  aria-label={`${texts.OPEN_PLAN}: ${plan.vSchedule}`}
                >
                  {texts.OPEN_PLAN}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
