import { Alert, Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { todayLabels } from '#shared/catalogue/en-CA/admin-core.ts';
import { useApiClient } from '../../../api/client.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { formatDateTimeIn } from '../../../components/format-date.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { WeekMoney } from './components/week-money.tsx';
import { todayQuery, type Today, type TodayAtRisk, type TodayBooking } from './queries.ts';
import '@mantine/core/styles/Table.css';

const bookingColumns: PagedListColumn<TodayBooking>[] = [
  { header: todayLabels.BOOKING, cell: (row) => row.bookingNo },
  { header: todayLabels.CITY, cell: (row) => row.city },
  { header: todayLabels.SERVICE, cell: (row) => row.service },
  { header: todayLabels.STARTS, cell: (row) => formatDateTimeIn(row.startsAt, row.timeZone) },
  { header: todayLabels.PAYMENT, cell: (row) => row.paymentStatus },
  { header: todayLabels.TOTAL, cell: (row) => formatDollars(row.total) },
];

// Why each open job is at risk: nobody can take it is the graver of the two (decision 057).
const atRiskColumns: PagedListColumn<TodayAtRisk>[] = [
  ...bookingColumns,
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

function BookingSection<Row extends TodayBooking>(props: {
  id: string;
  heading: string;
  hint: string;
  empty: string;
  rows: Row[];
  columns: PagedListColumn<Row>[];
}) {
  return (
    <section aria-labelledby={props.id}>
      <Title order={2} fz="lg" id={props.id}>
        {props.heading}
      </Title>
      <Text fz="sm" c="dimmed" mb="xs">
        {props.hint}
      </Text>
      <PagedList
        label={props.heading}
        columns={props.columns}
        data={{ items: props.rows, total: props.rows.length, page: 1, perPage: 100 }}
        isPending={false}
        error={null}
        rowKey={(row) => row.bookingNo}
        onPageChange={() => undefined}
        emptyText={props.empty}
      />
    </section>
  );
}

function DayCounts({ days }: { days: Today['days'] }) {
  return (
    <section aria-labelledby="today-bookings">
      <Title order={2} fz="lg" id="today-bookings" mb="xs">
        {todayLabels.BOOKINGS_HEADING}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {days.map((day) => {
          const title = day.day === 'today' ? todayLabels.TODAY : todayLabels.TOMORROW;
          return (
            <Card key={day.day} withBorder radius="md" padding="md">
              <Title order={3} fz="md" mb="xs">
                {title}
              </Title>
              {day.counts.length === 0 ? (
                <Text c="dimmed">{todayLabels.NO_BOOKINGS}</Text>
              ) : (
                <Table aria-label={`${todayLabels.BOOKINGS_HEADING}: ${title}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{todayLabels.CITY}</Table.Th>
                      <Table.Th scope="col">{todayLabels.STATUS}</Table.Th>
                      <Table.Th scope="col">{todayLabels.COUNT}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {day.counts.map((row) => (
                      <Table.Tr key={`${row.city} ${row.status}`}>
                        <Table.Td>{row.city}</Table.Td>
                        <Table.Td>{row.status}</Table.Td>
                        <Table.Td>{row.count}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

/** /admin: the console's home (decision 047), the day at a glance. */
export function TodayPage() {
  const client = useApiClient();
  const { data, error } = useQuery(todayQuery(client));
  return (
    <>
      <AdminPageHeader title={todayLabels.HEADING} intro={todayLabels.INTRO} />
      {error ? (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      ) : !data ? (
        <LoadingStatus label="Loading today">
          <Stack>
            <Skeleton h={96} />
            <Skeleton h={160} />
          </Stack>
        </LoadingStatus>
      ) : (
        <Stack gap="xl">
          <WeekMoney money={data.money} />
          <BookingSection
            id="today-at-risk"
            heading={todayLabels.AT_RISK_HEADING}
            hint={todayLabels.AT_RISK_HINT}
            empty={todayLabels.AT_RISK_EMPTY}
            rows={data.atRisk}
            columns={atRiskColumns}
          />
          <BookingSection
            id="today-failed"
            heading={todayLabels.FAILED_HEADING}
            hint={todayLabels.FAILED_HINT}
            empty={todayLabels.FAILED_EMPTY}
            rows={data.failedHolds}
            columns={bookingColumns}
          />
          <DayCounts days={data.days} />
        </Stack>
      )}
    </>
  );
}
