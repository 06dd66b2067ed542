import { Table, Text } from '@mantine/core';
import type { QuotePlan } from '#machines/same-day-booking.machine.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { planWizardTexts } from '../booking-texts.ts';
import { weekdayOf } from '../plan-discounts.ts';

/** The discount's row of a plan's quote (issue 45): the first visit carries it too. */
export function PlanDiscountRow({ plan }: { plan: QuotePlan }) {
  const { planWizardTexts: texts } = useTexts(planWizardTexts);
  const fmt = useFormat();
  return (
    <Table.Tr>
      <Table.Th scope="row" w="42%" fw={600}>
        {fmt.t(texts.DISCOUNT, { percent: fmt.percent(plan.discount_percent / 100) })}
      </Table.Th>
      <Table.Td>−{formatDollars(plan.discount, fmt.locale)}</Table.Td>
    </Table.Tr>
  );
}

/** "Then every 2 weeks on Fridays, 9:00AM – 1:00PM: $123.45 per visit, starting …". */
export function PlanRepeatLine({ plan }: { plan: QuotePlan }) {
  const { planWizardTexts: texts } = useTexts(planWizardTexts);
  const fmt = useFormat();
  const window =
    fmt.locale === 'en-CA'
      ? `${plan.vFrom} – ${plan.vUntill}`
      : fmt.window(plan.vFrom, plan.vUntill) || `${plan.vFrom} – ${plan.vUntill}`;
  return (
    <Text fw={600} data-testid="plan-repeat-line">
      {fmt.t(texts.THEN_EVERY, {
        weeks: String(plan.iEveryWeeks),
        weekday: weekdayOf(plan.vFirstDate, fmt.locale),
        window,
        price: formatDollars(plan.total, fmt.locale),
        next: formatCalendarDate(plan.vNextDate, fmt.locale),
      })}
    </Text>
  );
}

/** The price-per-visit row of a plan's quote. */
export function PlanPerVisitRow({ plan }: { plan: QuotePlan }) {
  const { planWizardTexts: texts } = useTexts(planWizardTexts);
  const fmt = useFormat();
  return (
    <Table.Tr>
      <Table.Th scope="row" w="42%" fw={600}>
        {texts.PER_VISIT}
      </Table.Th>
      <Table.Td>
        <Text fw={700}>{formatDollars(plan.total, fmt.locale)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
