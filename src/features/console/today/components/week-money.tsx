import { Text } from '@mantine/core';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts } from '../../components/console-home-texts.ts';
import type { Today } from '../queries.ts';
import { MoneySection } from './today-frame.tsx';

/**
 * This week's money on the Today screen: held, captured and released since Monday at midnight at
 * head office, each in dollars with two decimals (spec §9).
 */
export function WeekMoney({ money }: { money: Today['money'] }) {
  const { todayLabels } = useTexts(adminCoreTexts);
  const format = useFormat();
  const sums = { HELD: money.held, CAPTURED: money.captured, RELEASED: money.released };
  return (
    <MoneySection
      weekFrom={
        <Text fz="sm" c="dimmed">
          {format.t(todayLabels.WEEK_FROM, {
            date: format.dayOfInstant(money.weekStart, HEAD_OFFICE_ZONE),
          })}
        </Text>
      }
      amount={(figure) => (
        <Text fz={28} fw={700}>
          {format.money(sums[figure])}
        </Text>
      )}
    />
  );
}
