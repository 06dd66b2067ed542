import { Paper, Table, Title } from '@mantine/core';
import type { components } from '#shared/api-schema.d.ts';
import { accountTexts } from '../../../components/dashboard-texts/account.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { DashboardLabels } from '../dashboard-labels.ts';
import classes from './weekly-earnings.module.css';
import '@mantine/core/styles/Table.css';

type Week = components['schemas']['ContractorDashboard']['weeks'][number];

/** The cleaner's pay for completed jobs, this week (Monday to Sunday) and the weeks before. */
export function WeeklyEarnings({ weeks, labels }: { weeks: Week[]; labels: DashboardLabels }) {
  const { dashboardPageTexts: texts } = useTexts(accountTexts);
  const format = useFormat();
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
                {format.t(texts.WEEK_OF_DAY, {
                  label: labels.WEEK_OF,
                  day: format.day(week.vWeekStart),
                })}
              </Table.Th>
              <Table.Td className={classes.figure}>
                {format.t(texts.JOB_COUNT, { count: week.iJobs })}
              </Table.Td>
              <Table.Td ta="right" fw={700} className={classes.figure}>
                {format.money(week.fEarnings)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
