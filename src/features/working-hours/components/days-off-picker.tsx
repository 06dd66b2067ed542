import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import type {
  WorkingHoursLabels,
  WorkingHoursTexts,
} from '#shared/catalogue/en-CA/working-hours.ts';
import { formatDay } from '#shared/i18n/format.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { AppIcon } from '../../../components/app-icon.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import 'dayjs/locale/fr-ca';
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
  texts: WorkingHoursTexts;
  onAdd: (range: DayOffRange) => void;
  onRemove: (index: number) => void;
};

/** "November 24, 2026 to November 26, 2026" / « du 24 novembre 2026 au 26 novembre 2026 ». */
export function daysOffText(range: DayOffRange, texts: WorkingHoursTexts, locale: Locale): string {
  return range.dFrom === range.dUntil
    ? formatDay(range.dFrom, locale)
    : formatMessage(locale, texts.DAYS_OFF_RANGE, {
        from: formatDay(range.dFrom, locale),
        until: formatDay(range.dUntil, locale),
      });
}

/** The calendar's language: Mantine's dates read dayjs locales. */
const calendarLocale: Record<Locale, string> = { 'en-CA': 'en', 'fr-CA': 'fr-ca' };

/**
 * Days off: a calendar (one day, or a first and a last) whose choice is added to the list below
 * it; days already off are marked in the calendar, and each listed period can be removed.
 */
export function DaysOffPicker({ daysOff, today, labels, texts, onAdd, onRemove }: Props) {
  const { locale, t, calendarDayName } = useFormat();
  const dayText = (day: string) => calendarDayName(day, false);
  const rangeText = (range: DayOffRange) => daysOffText(range, texts, locale);
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
        locale={calendarLocale[locale]}
        previousLabel={texts.PREVIOUS_MONTH}
        nextLabel={texts.NEXT_MONTH}
        aria-describedby="days-off-hint"
        getDayAriaLabel={(day) =>
          isDayOff(daysOff, day) ? t(texts.DAY_OFF_NAME, { day: dayText(day) }) : dayText(day)
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
        {first
          ? t(texts.ADD_DAYS_OFF_CHOSEN, {
              label: labels.ADD_DAYS_OFF,
              days: rangeText({ dFrom: first, dUntil: last ?? first }),
            })
          : labels.ADD_DAYS_OFF}
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
              <Text>{rangeText(range)}</Text>
              <ActionIcon
                size="xl"
                variant="subtle"
                color="red"
                aria-label={`${labels.REMOVE_RANGE} ${rangeText(range)}`}
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
