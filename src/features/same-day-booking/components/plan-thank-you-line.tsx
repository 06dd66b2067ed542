import { Text } from '@mantine/core';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { planWizardTexts } from '../booking-texts.ts';
import type { PaidBooking } from '../thank-you-state.ts';

/** The thank-you page of a regular cleaning (issue 45): its frequency and next visit. */
export function PlanThankYouLine({ plan }: { plan: NonNullable<PaidBooking['oPlan']> }) {
  const { planWizardTexts: texts } = useTexts(planWizardTexts);
  const fmt = useFormat();
  return (
    <Text fw={600}>
      {fmt.t(texts.THANK_YOU, {
        weeks: String(plan.iEveryWeeks),
        next: formatCalendarDate(plan.vNextDate, fmt.locale),
      })}
    </Text>
  );
}
