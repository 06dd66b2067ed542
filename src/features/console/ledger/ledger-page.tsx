import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminLedgerTexts } from '../components/console-texts.ts';
import { ScrollingTable } from '../components/scrolling-table.tsx';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { ledgerReportQuery, type LedgerReport, type LedgerSums } from './queries.ts';

/** Today and the first day of its month, on the operator's clock: the range shown first. */
function thisMonth(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const COLUMNS = [
  ['CHARGED', 'chargedCents'],
  ['REFUNDED', 'refundedCents'],
  ['TAX', 'taxCents'],
  ['CLEANERS', 'cleanerCents'],
  ['MARGIN', 'marginCents'],
  ['PAID_OUT', 'paidOutCents'],
  ['OWED', 'owedCents'],
] as const;

function Sums({ sums }: { sums: LedgerSums }) {
  const { money } = useConsoleFormat();
  return COLUMNS.map(([label, key]) => (
    <Table.Td key={label} ta="right" style={{ whiteSpace: 'nowrap' }}>
      {money(sums[key] / 100)}
    </Table.Td>
  ));
}

function ReportTable({ report }: { report: LedgerReport }) {
  const { ledgerReportLabels: labels } = useTexts(adminLedgerTexts);
  const { t, money, day } = useConsoleFormat();
  const { totals } = report;
  if (report.rows.length === 0) {
    return <Text>{t(labels.EMPTY, { from: day(report.from), to: day(report.to) })}</Text>;
  }
  return (
    <Stack gap="sm">
      <Text data-testid="ledger-summary">
        {t(labels.SUMMARY, {
          from: day(report.from),
          to: day(report.to),
          charged: money(totals.chargedCents / 100),
          refunded: money(totals.refundedCents / 100),
          tax: money(totals.taxCents / 100),
          cleaners: money(totals.cleanerCents / 100),
          margin: money(totals.marginCents / 100),
          owed: money(totals.owedCents / 100),
        })}
      </Text>
      <ScrollingTable label={labels.TABLE} minWidth={960}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labels.DAY}</Table.Th>
              <Table.Th>{labels.CITY}</Table.Th>
              {COLUMNS.map(([label]) => (
                <Table.Th key={label} ta="right">
                  {labels[label]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr key={`${row.day} ${row.city}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.day)}</Table.Td>
                <Table.Td>{row.city}</Table.Td>
                <Sums sums={row} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th colSpan={2}>{labels.TOTAL}</Table.Th>
              <Sums sums={totals} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}

/**
 * /admin/ledger (issue 43, decision 132): the ledger's totals per day and city for a range of
 * days, with their sum: charged, refunded, tax, cleaners' pay, margin, paid out, still owed.
 */
export function LedgerPage() {
  const client = useApiClient();
  const { ledgerReportLabels: labels } = useTexts(adminLedgerTexts);
  const { t } = useConsoleFormat();
  const [range, setRange] = useState(thisMonth);
  const [draft, setDraft] = useState(range);
  const report = useQuery(ledgerReportQuery(client, range));

  const show = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
  };

  return (
    <>
      <AdminPageHeader title={labels.HEADING} intro={labels.INTRO} />
      <Stack gap="lg">
        <form onSubmit={show} aria-label={labels.FORM}>
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label={labels.FROM}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
              required
            />
            <TextInput
              type="date"
              label={labels.TO}
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
              required
            />
            <Button type="submit" loading={report.isFetching}>
              {labels.SHOW}
            </Button>
          </Group>
        </form>
        {report.error ? (
          <Alert color="red" role="alert">
            {t(labels.LOAD_FAILED, { message: report.error.message })}
          </Alert>
        ) : report.data ? (
          <ReportTable report={report.data} />
        ) : (
          <LoadingStatus label={labels.LOADING}>
            <Skeleton h={240} />
          </LoadingStatus>
        )}
      </Stack>
    </>
  );
}
