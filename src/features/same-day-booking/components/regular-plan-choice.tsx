import { useId } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { planWizardTexts } from '../booking-texts.ts';
import { EVERY_WEEKS, usePlanDiscounts, type EveryWeeks } from '../plan-discounts.ts';

export type RegularPlanChoiceProps = {
  value: EveryWeeks | undefined;
  onChange: (value: EveryWeeks | undefined) => void;
};

/**
 * "Make it regular" (issue 45, decision 143): one time, or every 1, 2 or 4 weeks with the
 * operators' discount; toggle buttons, one pressed.
 */
export function RegularPlanChoice({ value, onChange }: RegularPlanChoiceProps) {
  const headingId = useId();
  const { planWizardTexts: texts } = useTexts(planWizardTexts);
  const fmt = useFormat();
  const discounts = usePlanDiscounts();
  const option = (weeks: EveryWeeks) => {
    const percent = discounts[weeks];
    return percent
      ? fmt.t(texts.EVERY_SAVE, { weeks: String(weeks), percent: fmt.percent(percent / 100) })
      : fmt.t(texts.EVERY, { weeks: String(weeks) });
  };
  const choices: { weeks: EveryWeeks | undefined; label: string }[] = [
    { weeks: undefined, label: texts.ONE_TIME },
    ...EVERY_WEEKS.map((weeks) => ({ weeks, label: option(weeks) })),
  ];
  return (
    <Stack gap="xs" role="group" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {texts.HEADING}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {choices.map(({ weeks, label }) => {
          const pressed = value === weeks;
          return (
            <Button
              key={weeks ?? 0}
              type="button"
              variant={pressed ? 'filled' : 'default'}
              color="ember"
              aria-pressed={pressed}
              onClick={() => onChange(weeks)}
              styles={{ label: { whiteSpace: 'normal' } }}
              h="auto"
              mih={40}
              py={6}
            >
              {label}
            </Button>
          );
        })}
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        {texts.REPEATS}
      </Text>
    </Stack>
  );
}
