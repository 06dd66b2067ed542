import { useMemo, type Dispatch } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AppIcon } from '../../../components/app-icon.tsx';
import type {
  WorkingHoursLabels,
  WorkingHoursTexts,
} from '#shared/catalogue/en-CA/working-hours.ts';
import { formatClock } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { HALF_HOURS, isBackwards, type DayPlan, type DraftAction } from '../hours-draft.ts';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import classes from './day-switch.module.css';

/** "09:00" → `9:00AM` / `9 h`: a half hour of the lists in the page's language. */
function clockLabel(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return formatClock(hours * 60 + minutes, locale);
}

/** The lists' choices: an end at 06:00 or a start at 23:00 leaves no time, so each offers only what can work. */
function timeChoices(locale: Locale) {
  const choice = (time: string) => ({ value: time, label: clockLabel(time, locale) });
  return { from: HALF_HOURS.slice(0, -1).map(choice), until: HALF_HOURS.slice(1).map(choice) };
}

type Props = {
  weekday: number;
  day: DayPlan;
  labels: WorkingHoursLabels;
  texts: WorkingHoursTexts;
  dispatch: Dispatch<DraftAction>;
};

/**
 * One weekday of the week grid: a switch for whether it is worked, then its ranges as From and
 * Until lists in half hours (native lists: the phone's own wheel, large enough for a thumb).
 */
export function DayRow({ weekday, day, labels, texts, dispatch }: Props) {
  const { locale, t } = useFormat();
  const times = useMemo(() => timeChoices(locale), [locale]);
  const name = texts.WEEKDAYS[weekday] ?? '';
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" mih={44}>
          <Stack gap={0}>
            <Text fw={600}>{name}</Text>
            {!day.works && (
              <Text size="sm" c="dimmed">
                {labels.DAY_OFF}
              </Text>
            )}
          </Stack>
          <input
            type="checkbox"
            role="switch"
            className={classes.switch}
            checked={day.works}
            aria-label={t(labels.WORKS_THIS_DAY, { day: name })}
            onChange={(event) =>
              dispatch({ type: 'day.toggle', weekday, works: event.currentTarget.checked })
            }
          />
        </Group>
        {day.works &&
          day.ranges.map((range, index) => {
            const which = day.ranges.length > 1 ? t(texts.RANGE_NUMBER, { number: index + 1 }) : '';
            const backwards = isBackwards(range);
            return (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                <NativeSelect
                  flex={1}
                  size="md"
                  label={labels.FROM_LABEL}
                  aria-label={t(texts.RANGE_FROM, { day: name, which })}
                  data={times.from}
                  value={range.from}
                  error={backwards}
                  onChange={(event) =>
                    dispatch({
                      type: 'range.change',
                      weekday,
                      index,
                      field: 'from',
                      time: event.currentTarget.value,
                    })
                  }
                />
                <NativeSelect
                  flex={1}
                  size="md"
                  label={labels.UNTIL_LABEL}
                  aria-label={t(texts.RANGE_UNTIL, { day: name, which })}
                  data={times.until}
                  value={range.until}
                  error={backwards}
                  onChange={(event) =>
                    dispatch({
                      type: 'range.change',
                      weekday,
                      index,
                      field: 'until',
                      time: event.currentTarget.value,
                    })
                  }
                />
                <ActionIcon
                  size="xl"
                  variant="subtle"
                  color="red"
                  aria-label={t(texts.REMOVE_RANGE_OF, {
                    label: labels.REMOVE_RANGE,
                    day: name,
                    from: clockLabel(range.from, locale),
                    until: clockLabel(range.until, locale),
                  })}
                  onClick={() => dispatch({ type: 'range.remove', weekday, index })}
                >
                  <AppIcon icon={IconTrash} />
                </ActionIcon>
              </Group>
            );
          })}
        {day.works && (
          <Button
            variant="subtle"
            size="md"
            leftSection={<AppIcon icon={IconPlus} />}
            onClick={() => dispatch({ type: 'range.add', weekday })}
            aria-label={t(texts.ADD_RANGE_ON, { label: labels.ADD_RANGE, day: name })}
            w="fit-content"
          >
            {labels.ADD_RANGE}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
