import { Badge, Group, List, Paper, Table, Text, Title } from '@mantine/core';
import { adminCleanersLabels as labels } from '#shared/catalogue/en-CA/admin-people.ts';
import type { components } from '#shared/api-schema.d.ts';
import { formatCalendarDate } from '../../../../components/format-date.ts';
import { clockLabel } from '../../../../components/format-clock.ts';
import '@mantine/core/styles/Table.css';

type WorkingHours = components['schemas']['WorkingHours'];

// Monday first, as the console's supply table reads; the stored weekday counts from Sunday (0).
const WEEK = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
];

function rangesOf(hours: WorkingHours, weekday: number): string {
  const ranges = hours.aWeek.filter((range) => range.iWeekday === weekday);
  if (ranges.length === 0) return labels.HOURS_NOT_WORKING;
  return ranges.map((range) => `${clockLabel(range.vFrom)}–${clockLabel(range.vUntil)}`).join(', ');
}

function dayOffText(range: WorkingHours['aDaysOff'][number]): string {
  const first = formatCalendarDate(range.dFrom);
  return range.dFrom === range.dUntil ? first : `${first} – ${formatCalendarDate(range.dUntil)}`;
}

/** What the cleaner offers, read-only: the week, the cap, whether they confirmed, days off. */
export function CleanerHours({ hours }: { hours: WorkingHours }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cleaner-hours">
      <Group justify="space-between" mb="xs" gap="xs">
        <Title id="cleaner-hours" order={2} fz="h4">
          {labels.HOURS}
        </Title>
        <Badge color={hours.bConfirmed ? 'spruce' : 'gray'} variant="light">
          {hours.bConfirmed ? labels.HOURS_CONFIRMED : labels.HOURS_SUGGESTED}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {labels.HOURS_ZONE.replace('{city}', hours.vCityName).replace('{zone}', hours.vTimeZone)}{' '}
        {labels.HOURS_CAP.replace('{cap}', String(hours.iDailyJobCap))}.
      </Text>
      <Table>
        <Table.Tbody>
          {WEEK.map((day) => (
            <Table.Tr key={day.weekday}>
              <Table.Th scope="row" fw={500}>
                {day.name}
              </Table.Th>
              <Table.Td>{rangesOf(hours, day.weekday)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} fz="h5" mt="md" mb="xs">
        {labels.HOURS_DAYS_OFF}
      </Title>
      {hours.aDaysOff.length === 0 ? (
        <Text size="sm">{labels.HOURS_NO_DAYS_OFF}</Text>
      ) : (
        <List size="sm">
          {hours.aDaysOff.map((range) => (
            <List.Item key={`${range.dFrom}-${range.dUntil}`}>{dayOffText(range)}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
