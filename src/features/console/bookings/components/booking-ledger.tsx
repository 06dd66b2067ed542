import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { bookingLedgerLabels as englishLabels } from '#shared/catalogue/en-CA/admin-ledger.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { useApiClient } from '../../../../api/client.ts';
import { LoadingStatus } from '../../../../components/loading-status.tsx';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminLedgerTexts } from '../../components/console-texts.ts';
import { ScrollingTable } from '../../components/scrolling-table.tsx';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import { bookingLedgerQuery, type BookingLedger as Ledger } from '../queries.ts';

type Kind = Ledger['entries'][number]['kind'];

const KIND_LABEL = {
  hold: 'KIND_HOLD',
  holdRelease: 'KIND_HOLD_RELEASE',
  capture: 'KIND_CAPTURE',
  refund: 'KIND_REFUND',
  cancellationFee: 'KIND_CANCELLATION_FEE',
  tip: 'KIND_TIP',
  transfer: 'KIND_TRANSFER',
} as const satisfies Record<Kind, keyof Translation<typeof englishLabels>>;

const COLUMNS = [
  ['HELD', 'heldCents'],
  ['CUSTOMER', 'customerCents'],
  ['TAX', 'taxCents'],
  ['CLEANER', 'cleanerCents'],
  ['MARGIN', 'marginCents'],
  ['PAID_OUT', 'paidOutCents'],
] as const;

/**
 * The booking's money movements (issue 43, decision 132), oldest first, and a line saying whether
 * they reconcile: customer = tax + cleaner + margin, and the cleaner's pay owed = earned − paid out.
 */
export function BookingLedger({ bookingId }: { bookingId: number }) {
  const client = useApiClient();
  const { bookingLedgerLabels: labels } = useTexts(adminLedgerTexts);
  const { t, money, moment } = useConsoleFormat();
  const ledger = useQuery(bookingLedgerQuery(client, bookingId));
  if (ledger.error) {
    return (
      <Alert color="red" role="alert">
        {ledger.error.message}
      </Alert>
    );
  }
  if (!ledger.data) {
    return (
      <LoadingStatus label={labels.LOADING}>
        <Skeleton h={80} />
      </LoadingStatus>
    );
  }
  const { entries, totals, balanced } = ledger.data;
  if (entries.length === 0) return <Text fz="sm">{labels.EMPTY}</Text>;
  const cents = (value: number) => money(value / 100);
  return (
    <Stack gap="sm">
      <Text fz="sm" c={balanced ? undefined : 'red'} data-testid="booking-ledger-check">
        {t(balanced ? labels.RECONCILES : labels.DOES_NOT_RECONCILE, {
          customer: cents(totals.customerCents),
          tax: cents(totals.taxCents),
          cleaner: cents(totals.cleanerCents),
          margin: cents(totals.marginCents),
          owed: cents(totals.owedCents),
          paidOut: cents(totals.paidOutCents),
        })}
      </Text>
      <ScrollingTable label={labels.TABLE} minWidth={760}>
        <Table fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{labels.WHEN}</Table.Th>
              <Table.Th>{labels.KIND}</Table.Th>
              {COLUMNS.map(([label]) => (
                <Table.Th key={label} ta="right">
                  {labels[label]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => (
              <Table.Tr key={entry.entryKey}>
                <Table.Td>{moment(entry.at)}</Table.Td>
                <Table.Td>{labels[KIND_LABEL[entry.kind]]}</Table.Td>
                {COLUMNS.map(([label, key]) => (
                  <Table.Td key={label} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {entry[key] === 0 ? '' : cents(entry[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollingTable>
    </Stack>
  );
}
