import { Alert, Table, Text } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { adminBookingsTexts, adminCoreTexts } from '../components/console-texts.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { WeekMoney } from './components/week-money.tsx';
import { DaysSection, ListSection, TodayStack } from './components/today-frame.tsx';
import type { Today, TodayAtRisk, TodayBooking } from './queries.ts';
import '@mantine/core/styles/Table.css';

/** The columns of a booking row: its start in its city's zone, its state in the operator's words. */
function useBookingColumns(): PagedListColumn<TodayBooking>[] {
  const { todayLabels } = useTexts(adminCoreTexts);
  const { paymentStatusNames } = useTexts(adminBookingsTexts);
  const format = useConsoleFormat();
  return [
    { header: todayLabels.BOOKING, cell: (row) => row.bookingNo },
    { header: todayLabels.CITY, cell: (row) => row.city },
    { header: todayLabels.SERVICE, cell: (row) => row.service },
    { header: todayLabels.STARTS, cell: (row) => format.momentIn(row.startsAt, row.timeZone) },
    {
      header: todayLabels.PAYMENT,
      cell: (row) => paymentStatusNames[row.paymentStatus] ?? row.paymentStatus,
    },
    { header: todayLabels.TOTAL, cell: (row) => format.money(row.total) },
  ];
}

// Why each open job is at risk: nobody can take it is the graver of the two (decision 057).
function useAtRiskColumns(): PagedListColumn<TodayAtRisk>[] {
  const { todayLabels } = useTexts(adminCoreTexts);
  return [
    ...useBookingColumns(),
    {
      header: todayLabels.WHY,
      cell: (row) =>
        row.noCleaner ? (
          <Text component="span" fz="sm" fw={700} c="red.9">
            {todayLabels.NO_CLEANER}
          </Text>
        ) : row.customerToldAt ? (
          <Text component="span" fz="sm" fw={700}>
            {todayLabels.CUSTOMER_TOLD}
          </Text>
        ) : (
          todayLabels.STARTS_SOON
        ),
    },
  ];
}

function BookingList<Row extends TodayBooking>(props: {
  label: string;
  empty: string;
  rows: Row[];
  columns: PagedListColumn<Row>[];
}) {
  return (
    <PagedList
      label={props.label}
      columns={props.columns}
      data={{ items: props.rows, total: props.rows.length, page: 1, perPage: 100 }}
      isPending={false}
      error={null}
      rowKey={(row) => row.bookingNo}
      onPageChange={() => undefined}
      emptyText={props.empty}
    />
  );
}

function DayCounts({ counts, title }: { counts: Today['days'][number]['counts']; title: string }) {
  const { todayLabels } = useTexts(adminCoreTexts);
  const { lifecycleStateNames } = useTexts(adminBookingsTexts);
  const { t, count } = useConsoleFormat();
  if (counts.length === 0) return <Text c="dimmed">{todayLabels.NO_BOOKINGS}</Text>;
  return (
    <Table aria-label={t(todayLabels.BOOKINGS_OF_DAY, { day: title })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{todayLabels.CITY}</Table.Th>
          <Table.Th scope="col">{todayLabels.STATUS}</Table.Th>
          <Table.Th scope="col">{todayLabels.COUNT}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {counts.map((row) => (
          <Table.Tr key={`${row.city} ${row.status}`}>
            <Table.Td>{row.city}</Table.Td>
            <Table.Td>{lifecycleStateNames[row.status] ?? row.status}</Table.Td>
            <Table.Td>{count(row.count)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The day's figures, its two lists and its counts (decision 057), once the Today call has answered,
 * in the frame the loading state showed (decision 160). Their tables (Mantine's Table with
 * ScrollArea and Floating UI, the console's paged list) load after the page's first paint, beside
 * that call (today-page.tsx, decision 155).
 */
export function TodaySections({ data }: { data: Today }) {
  const { todayLabels } = useTexts(adminCoreTexts);
  const bookingColumns = useBookingColumns();
  const atRiskColumns = useAtRiskColumns();
  return (
    <TodayStack>
      <WeekMoney money={data.money} />
      <ListSection
        id="today-at-risk"
        heading={todayLabels.AT_RISK_HEADING}
        hint={todayLabels.AT_RISK_HINT}
      >
        <BookingList
          label={todayLabels.AT_RISK_HEADING}
          empty={todayLabels.AT_RISK_EMPTY}
          rows={data.atRisk}
          columns={atRiskColumns}
        />
      </ListSection>
      <ListSection
        id="today-failed"
        heading={todayLabels.FAILED_HEADING}
        hint={todayLabels.FAILED_HINT}
      >
        <BookingList
          label={todayLabels.FAILED_HEADING}
          empty={todayLabels.FAILED_EMPTY}
          rows={data.failedHolds}
          columns={bookingColumns}
        />
      </ListSection>
      <DaysSection
        counts={(day, title) => (
          <DayCounts
            counts={data.days.find((entry) => entry.day === day)?.counts ?? []}
            title={title}
          />
        )}
      />
    </TodayStack>
  );
}

/**
 * The Today call's refusal, in place of the sections. With them, not in the page's first load
 * (decision 165): it can show only once the call has answered, and this module is asked for
 * beside that call.
 */
export function TodayRefusal({ message }: { message: string }) {
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
