import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { citiesQuery } from '../../../api/queries.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminBookingsTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useListParams } from '../components/use-list-params.ts';
import { BookingFilters } from './components/booking-filters.tsx';
import {
  bookingListQuery,
  type BookingListItem,
  type BookingQuery,
  type BookingStatus,
} from './queries.ts';
import { StatusBadge } from '../components/booking-status-badge.tsx';
import tableBadge from '../components/table-badge.module.css';

const FILTERS = ['bookingNo', 'email', 'cityId', 'status', 'date'] as const;
const STATUSES: readonly BookingStatus[] = [
  'draft',
  'quoted',
  'authorized',
  'assigned',
  'inProgress',
  'completed',
  'cancelled',
];

function useColumns(): PagedListColumn<BookingListItem>[] {
  const { adminBookingsLabels, paymentStatusNames } = useTexts(adminBookingsTexts);
  const format = useConsoleFormat();
  return [
    {
      header: adminBookingsLabels.BOOKING_NO,
      cell: (booking) => (
        <Anchor
          component={Link}
          to={`/admin/bookings/${booking.id}`}
          fw={600}
          aria-label={format.t(adminBookingsLabels.OPEN_BOOKING, { bookingNo: booking.bookingNo })}
        >
          {booking.bookingNo}
        </Anchor>
      ),
    },
    {
      header: adminBookingsLabels.CUSTOMER,
      cell: (booking) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {booking.customerName}
          </Text>
          <Text fz="xs" c="dimmed">
            {booking.email}
          </Text>
        </Stack>
      ),
    },
    {
      header: adminBookingsLabels.WHEN,
      cell: (booking) =>
        booking.date ? (
          <Stack gap={0}>
            <Text fz="sm">{format.day(booking.date)}</Text>
            <Text fz="xs" c="dimmed">
              {format.window(booking.window)}
            </Text>
          </Stack>
        ) : (
          adminBookingsLabels.NOT_PRICED
        ),
    },
    {
      header: adminBookingsLabels.SERVICE,
      cell: (booking) => [booking.service, booking.city].filter(Boolean).join(', '),
    },
    {
      header: adminBookingsLabels.STATUS,
      cell: (booking) => <StatusBadge status={booking.status} />,
    },
    {
      header: adminBookingsLabels.PAYMENT,
      cell: (booking) => (
        <Badge variant="outline" color="gray" c="dark.8" classNames={tableBadge}>
          {paymentStatusNames[booking.paymentStatus] ?? booking.paymentStatus}
        </Badge>
      ),
    },
    {
      header: adminBookingsLabels.TOTAL,
      cell: (booking) => (booking.total === null ? '' : format.money(booking.total)),
    },
  ];
}

/** The filters as the request wants them: the city a number, empty ones left out. */
function queryOf(page: number, filters: Record<(typeof FILTERS)[number], string>): BookingQuery {
  return {
    page,
    perPage: 20,
    ...(filters.bookingNo ? { bookingNo: filters.bookingNo } : {}),
    ...(filters.email ? { email: filters.email } : {}),
    ...(Number(filters.cityId) > 0 ? { cityId: Number(filters.cityId) } : {}),
    ...(filters.status && (STATUSES as readonly string[]).includes(filters.status)
      ? { status: filters.status as BookingQuery['status'] }
      : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(filters.date) ? { date: filters.date } : {}),
  };
}

/** /admin/bookings: every booking, searched and paged on the server (decision 048). */
export function BookingsPage() {
  const client = useApiClient();
  const list = useListParams(FILTERS);
  const { adminBookingsLabels } = useTexts(adminBookingsTexts);
  const columns = useColumns();
  const query = useQuery(bookingListQuery(client, queryOf(list.page, list.filters)));
  const cities = useQuery(citiesQuery(client));
  return (
    <>
      <AdminPageHeader title={adminBookingsLabels.HEADING} intro={adminBookingsLabels.INTRO} />
      <BookingFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        cities={(cities.data ?? []).map((city) => ({ id: city.iCityId, name: city.vCity }))}
        onApply={list.setFilters}
      />
      <PagedList
        label={adminBookingsLabels.LIST_NAME}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(booking) => booking.id}
        onPageChange={list.setPage}
        emptyText={adminBookingsLabels.EMPTY}
      />
    </>
  );
}
