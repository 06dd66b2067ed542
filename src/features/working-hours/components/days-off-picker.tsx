import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import type { WorkingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';
import { AppIcon } from '../../../components/app-icon.tsx';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { isDayOff } from '../hours-draft.ts';
import type { DayOffRange } from '../types.ts';
import classes from './days-off-picker.module.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/dates/styles.css';
import '../../../i18n/dates-locales.ts';

type Props = {
  daysOff: DayOffRange[];
  /** Today in the cleaner's city: days before it cannot be taken off any more. */
  today: string;
  labels: WorkingHoursLabels;
  onAdd: (range: DayOffRange) => void;
  onRemove: (index: number) => void;
};

export function daysOffText(range: DayOffRange): string {
  return range.dFrom === range.dUntil
    ? formatCalendarDate(range.dFrom)
    : `${formatCalendarDate(range.dFrom)} to ${formatCalendarDate(range.dUntil)}`;
}

/**
 * Days off: a calendar (one day, or a first and a last) whose choice is added to the list below
 * it; days already off are marked in the calendar, and each listed period can be removed.
 */
export function DaysOffPicker({ daysOff, today, labels, onAdd, onRemove }: Props) {
  const [picked, setPicked] = useState<DatesRangeValue<string>>([null, null]);
  const [first, last] = picked;

  function add() {
    if (!first) return;
    onAdd({ dFrom: first, dUntil: last ?? first });
    setPicked([null, null]);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="days-off-heading">
      <Title order={2} size="h3" id="days-off-heading">
        {labels.DAYS_OFF_HEADING}
      </Title>
      <Text size="sm" c="dimmed" id="days-off-hint">
        {labels.DAYS_OFF_HINT}
      </Text>
      <DatePicker
        type="range"
        allowSingleDateInRange
        size="md"
        className={classes.calendar}
        value={picked}
        onChange={setPicked}
        minDate={today}
        defaultDate={today}
        previousLabel="Previous month"
        nextLabel="Next month"
        aria-describedby="days-off-hint"
        getDayAriaLabel={(day) =>
          isDayOff(daysOff, day) ? `${formatCalendarDate(day)}, day off` : formatCalendarDate(day)
        }
        getDayProps={(day) => (isDayOff(daysOff, day) ? { 'data-day-off': true } : {})}
      />
      <Button
        variant="light"
        size="md"
        disabled={!first}
        onClick={add}
        w={{ base: '100%', sm: 'fit-content' }}
      >
        {labels.ADD_DAYS_OFF}
        {first ? `: ${daysOffText({ dFrom: first, dUntil: last ?? first })}` : ''}
      </Button>
      {daysOff.length === 0 ? (
        <Text size="sm">{labels.NO_DAYS_OFF}</Text>
      ) : (
        <Stack gap={4} component="ul" className={classes.list} aria-label={labels.DAYS_OFF_HEADING}>
          {daysOff.map((range, index) => (
            <Group
              component="li"
              key={`${range.dFrom}-${range.dUntil}`}
              justify="space-between"
              wrap="nowrap"
              className={classes.item}
            >
              <Text>{daysOffText(range)}</Text>
              <ActionIcon
                size="xl"
                variant="subtle"
                color="red"
                aria-label={`${labels.REMOVE_RANGE} ${daysOffText(range)}`}
                onClick={() => onRemove(index)}
              >
                <AppIcon icon={IconTrash} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
