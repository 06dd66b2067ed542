import { Stack, Table, Text, Title } from '@mantine/core';
import { periodInWords } from '#shared/retention-period.ts';
import type * as english from '#shared/catalogue/en-CA/retention.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminRetentionTexts, retentionTexts } from '../../components/console-texts.ts';
import { ScrollingTable } from '../../components/scrolling-table.tsx';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import type { RetentionPeriod } from '../queries.ts';

type Kind = keyof typeof english.retentionKinds;

/** The retention table as the privacy page states it: each kind, its period, who deletes it, why. */
export function PeriodsTable({ periods }: { periods: RetentionPeriod[] }) {
  const { adminRetentionLabels: labels } = useTexts(adminRetentionTexts);
  const { retentionKinds, retentionPeriodUnits } = useTexts(retentionTexts);
  const { t } = useConsoleFormat();
  const deletedBy = {
    retentionJob: labels.BY_JOB,
    exportJob: labels.BY_EXPORT,
    never: labels.BY_NOBODY,
  };
  const periodText = (period: RetentionPeriod) => {
    const { unit, count } = periodInWords(period);
    const words = t(retentionPeriodUnits[unit], { count });
    return period.deletion === 'never' ? t(labels.AT_LEAST, { period: words }) : words;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="retention-periods">
      <Title order={2} fz="h3" id="retention-periods">
        {labels.PERIODS_HEADING}
      </Title>
      <ScrollingTable label={labels.PERIODS_TABLE} minWidth={760}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labels.KIND}</Table.Th>
              <Table.Th>{labels.PERIOD}</Table.Th>
              <Table.Th>{labels.DELETED_BY}</Table.Th>
              <Table.Th>{labels.WHY}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {periods.map((period) => {
              const kind = retentionKinds[period.kind as Kind];
              return (
                <Table.Tr key={period.kind} data-kind={period.kind}>
                  <Table.Td fw={600}>{kind?.WHAT ?? period.kind}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{periodText(period)}</Table.Td>
                  <Table.Td>{deletedBy[period.deletion]}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">{kind?.WHY}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}
