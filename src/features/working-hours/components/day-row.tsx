import type { Dispatch } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AppIcon } from '../../../components/app-icon.tsx';
import type { WorkingHoursLabels } from '#shared/catalogue/en-CA/working-hours.ts';
import {
  HALF_HOURS,
  isBackwards,
  WEEKDAY_NAMES,
  type DayPlan,
  type DraftAction,
} from '../hours-draft.ts';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import classes from './day-switch.module.css';
import { clockLabel } from '../../../components/format-clock.ts';

// An end at 06:00 or a start at 23:00 leaves no time: each list offers only what can work.
const FROM_TIMES = HALF_HOURS.slice(0, -1).map((time) => ({
  value: time,
  label: clockLabel(time),
}));
const UNTIL_TIMES = HALF_HOURS.slice(1).map((time) => ({ value: time, label: clockLabel(time) }));

type Props = {
  weekday: number;
  day: DayPlan;
  labels: WorkingHoursLabels;
  dispatch: Dispatch<DraftAction>;
};

/**
 * One weekday of the week grid: a switch for whether it is worked, then its ranges as From and
 * Until lists in half hours (native lists: the phone's own wheel, large enough for a thumb).
 */
export function DayRow({ weekday, day, labels, dispatch }: Props) {
  const name = WEEKDAY_NAMES[weekday] ?? '';
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
            aria-label={labels.WORKS_THIS_DAY.replace('{day}', name)}
            onChange={(event) =>
              dispatch({ type: 'day.toggle', weekday, works: event.currentTarget.checked })
            }
          />
        </Group>
        {day.works &&
          day.ranges.map((range, index) => {
            const which = day.ranges.length > 1 ? ` (${index + 1})` : '';
            const backwards = isBackwards(range);
            return (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
                <NativeSelect
                  flex={1}
                  size="md"
                  label={labels.FROM_LABEL}
                  aria-label={`${name} ${labels.FROM_LABEL.toLowerCase()}${which}`}
                  data={FROM_TIMES}
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
                  aria-label={`${name} ${labels.UNTIL_LABEL.toLowerCase()}${which}`}
                  data={UNTIL_TIMES}
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
                  aria-label={`${labels.REMOVE_RANGE} ${name} ${clockLabel(range.from)} to ${clockLabel(range.until)}`}
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
            aria-label={`${labels.ADD_RANGE} on ${name}`}
            w="fit-content"
          >
            {labels.ADD_RANGE}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
