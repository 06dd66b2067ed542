import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts } from '../../components/console-home-texts.ts';
import type { Today } from '../queries.ts';

/**
 * This week's money on the Today screen: held, captured and released since Monday at midnight at
 * head office, each in dollars with two decimals (spec §9).
 */
export function WeekMoney({ money }: { money: Today['money'] }) {
  const { todayLabels } = useTexts(adminCoreTexts);
  const format = useFormat();
  const figures = [
    { label: todayLabels.HELD, value: money.held },
    { label: todayLabels.CAPTURED, value: money.captured },
    { label: todayLabels.RELEASED, value: money.released },
  ];
  return (
    <section aria-labelledby="today-money">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} fz="lg" id="today-money">
          {todayLabels.MONEY_HEADING}
        </Title>
        <Text fz="sm" c="dimmed">
          {format.t(todayLabels.WEEK_FROM, {
            date: format.dayOfInstant(money.weekStart, HEAD_OFFICE_ZONE),
          })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {figures.map((figure) => (
          <Card key={figure.label} withBorder radius="md" padding="md">
            <Text fz="sm" c="dimmed">
              {figure.label}
            </Text>
            <Text fz={28} fw={700}>
              {format.money(figure.value)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
