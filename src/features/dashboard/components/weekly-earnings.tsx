import { Paper, Table, Title } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { formatDollars } from '../../../components/format-money.ts';
import type { DashboardLabels } from '../dashboard-labels.ts';
import classes from './weekly-earnings.module.css';
import '@mantine/core/styles/Table.css';

type Week = components['schemas']['ContractorDashboard']['weeks'][number];

function jobsText(count: number): string {
  return count === 1 ? '1 job' : `${count} jobs`;
}

/** The cleaner's pay for completed jobs, this week (Monday to Sunday) and the weeks before. */
export function WeeklyEarnings({ weeks, labels }: { weeks: Week[]; labels: DashboardLabels }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-label={labels.EARNINGS_BY_WEEK_HEADING}
    >
      <Title order={2} fz="h4" mb="sm">
        {labels.EARNINGS_BY_WEEK_HEADING}
      </Title>
      <Table>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.vWeekStart}>
              <Table.Th scope="row" fw={500}>
                {labels.WEEK_OF} {formatCalendarDate(week.vWeekStart)}
              </Table.Th>
              <Table.Td className={classes.figure}>{jobsText(week.iJobs)}</Table.Td>
              <Table.Td ta="right" fw={700} className={classes.figure}>
                {formatDollars(week.fEarnings)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
