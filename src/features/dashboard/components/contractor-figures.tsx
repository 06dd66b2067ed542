import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import type { DashboardLabels } from '../dashboard-labels.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { contractorDashboardQuery } from '../queries.ts';
import { FigureGrid } from './figure-grid.tsx';
import { WeeklyEarnings } from './weekly-earnings.tsx';

/** contractor/dashboard: jobs by state, the cleaner's pay (in total and by week) and rating. */
export function ContractorFigures({ labels }: { labels: DashboardLabels }) {
  const client = useApiClient();
  const { data, error } = useQuery(contractorDashboardQuery(client));
  if (error) return <Alert color="red">{error.message}</Alert>;
  return (
    <Stack gap="lg">
      <FigureGrid
        placeholders={8}
        figures={
          data && [
            { label: labels.OPEN_JOBS, value: String(data.iOpenJobs) },
            { label: labels.ACCEPTED_JOBS, value: String(data.iAssignedJobs) },
            { label: labels.IN_PROGRESS_JOBS, value: String(data.iInProgressJobs) },
            { label: labels.COMPLETED_JOBS, value: String(data.iCompletedJobs) },
            { label: labels.EARNINGS, value: formatDollars(data.fEarnings) },
            { label: labels.EARNINGS_THIS_WEEK, value: formatDollars(data.fEarningsThisWeek) },
            {
              label: labels.AVERAGE_RATING,
              value:
                data.iReviews === 0
                  ? labels.NO_RATING_YET
                  : `${data.fAverageRating.toFixed(1)} / 5`,
            },
            { label: labels.REVIEWS, value: String(data.iReviews) },
          ]
        }
      />
      {data ? <WeeklyEarnings weeks={data.weeks} labels={labels} /> : null}
    </Stack>
  );
}
