import { Badge, Group, List, Paper, Table, Text, Title } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { adminCleanersLabels } from '#shared/catalogue/en-CA/admin-people.ts';
import { formatClock } from '#shared/i18n/format.ts';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminPeopleTexts } from '../../components/console-texts.ts';
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
] as const;

type Format = ReturnType<typeof useFormat>;

/** `09:00` (the stored wall clock) as minutes past midnight. */
function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function rangesOf(
  hours: WorkingHours,
  weekday: number,
  labels: Translation<typeof adminCleanersLabels>,
  format: Format,
): string {
  const ranges = hours.aWeek.filter((range) => range.iWeekday === weekday);
  if (ranges.length === 0) return labels.HOURS_NOT_WORKING;
  const clock = (time: string) => formatClock(minutesOf(time), format.locale);
  const between = format.locale === 'fr-CA' ? '\u00a0–\u00a0' : '–';
  return ranges.map((range) => `${clock(range.vFrom)}${between}${clock(range.vUntil)}`).join(', ');
}

function dayOffText(range: WorkingHours['aDaysOff'][number], format: Format): string {
  const first = format.day(range.dFrom);
  return range.dFrom === range.dUntil ? first : `${first} – ${format.day(range.dUntil)}`;
}

/** What the cleaner offers, read-only: the week, the cap, whether they confirmed, days off. */
export function CleanerHours({ hours }: { hours: WorkingHours }) {
  const { adminCleanersLabels: labels, weekdayNames } = useTexts(adminPeopleTexts);
  const format = useFormat();
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
        {format.t(labels.HOURS_ZONE, { city: hours.vCityName, zone: hours.vTimeZone })}{' '}
        {format.t(labels.HOURS_CAP, { cap: hours.iDailyJobCap })}.
      </Text>
      <Table>
        <Table.Tbody>
          {WEEK.map((day) => (
            <Table.Tr key={day.weekday}>
              <Table.Th scope="row" fw={500}>
                {weekdayNames[day.name] ?? day.name}
              </Table.Th>
              <Table.Td>{rangesOf(hours, day.weekday, labels, format)}</Table.Td>
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
            <List.Item key={`${range.dFrom}-${range.dUntil}`}>
              {dayOffText(range, format)}
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
