import type { Dispatch } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type {
  WorkingHoursLabels,
  WorkingHoursTexts,
} from '#shared/catalogue/en-CA/working-hours.ts';
import { WEEKDAYS_IN_ORDER, type DayPlan, type DraftAction, type Preset } from '../hours-draft.ts';
import { DayRow } from './day-row.tsx';

type Props = {
  week: DayPlan[];
  labels: WorkingHoursLabels;
  texts: WorkingHoursTexts;
  dispatch: Dispatch<DraftAction>;
};

/** The week, Monday first, with presets that fill it in one tap. */
export function WeekGrid({ week, labels, texts, dispatch }: Props) {
  const presets: { preset: Preset; label: string }[] = [
    { preset: 'weekdays', label: labels.PRESET_WEEKDAYS },
    { preset: 'evenings', label: labels.PRESET_EVENINGS },
    { preset: 'weekends', label: labels.PRESET_WEEKENDS },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="week-heading">
      <Title order={2} size="h3" id="week-heading">
        {labels.WEEK_HEADING}
      </Title>
      <div role="group" aria-labelledby="presets-label">
        <Text size="sm" fw={600} id="presets-label" mb={4}>
          {labels.PRESETS_LABEL}
        </Text>
        <Group gap="xs">
          {presets.map(({ preset, label }) => (
            <Button
              key={preset}
              variant="light"
              radius="xl"
              size="md"
              onClick={() => dispatch({ type: 'preset.apply', preset })}
            >
              {label}
            </Button>
          ))}
        </Group>
      </div>
      {WEEKDAYS_IN_ORDER.map((weekday) => {
        const day = week[weekday];
        return day ? (
          <DayRow
            key={weekday}
            weekday={weekday}
            day={day}
            labels={labels}
            texts={texts}
            dispatch={dispatch}
          />
        ) : null;
      })}
    </Stack>
  );
}
