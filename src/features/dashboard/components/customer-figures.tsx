import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import type { DashboardLabels } from '../dashboard-labels.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { customerDashboardQuery } from '../queries.ts';
import { FigureGrid } from './figure-grid.tsx';

/** customer/dashboard: bookings by state and what the customer has spent. */
export function CustomerFigures({ labels }: { labels: DashboardLabels }) {
  const client = useApiClient();
  const { data, error } = useQuery(customerDashboardQuery(client));
  const format = useFormat();
  const count = (value: number) => format.number(value, 0);
  if (error) return <Alert color="red">{error.message}</Alert>;
  return (
    <FigureGrid
      placeholders={4}
      figures={
        data && [
          { label: labels.UPCOMING_BOOKINGS, value: count(data.iUpcomingBookings) },
          { label: labels.COMPLETED_BOOKINGS, value: count(data.iCompletedBookings) },
          { label: labels.CANCELLED_BOOKINGS, value: count(data.iCancelledBookings) },
          { label: labels.TOTAL_SPENT, value: format.money(data.fTotalSpent) },
        ]
      }
    />
  );
}
