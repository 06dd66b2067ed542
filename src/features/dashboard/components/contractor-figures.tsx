import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import type { DashboardLabels } from '../dashboard-labels.ts';
import { accountTexts } from '../../../components/dashboard-texts/account.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { contractorDashboardQuery } from '../queries.ts';
import { FigureGrid } from './figure-grid.tsx';
import { TipsReceived } from './tips-received.tsx';
import { WeeklyEarnings } from './weekly-earnings.tsx';

/** A rating with one decimal, always shown: `4.0` / `4,0`. */
function oneDecimal(value: number, locale: Locale): string {
  const text = value.toFixed(1);
  return locale === 'fr-CA' ? text.replace('.', ',') : text;
}

/** contractor/dashboard: jobs by state, the cleaner's pay (in total and by week) and rating. */
export function ContractorFigures({ labels }: { labels: DashboardLabels }) {
  const client = useApiClient();
  const { data, error } = useQuery(contractorDashboardQuery(client));
  const { dashboardPageTexts: texts } = useTexts(accountTexts);
  const format = useFormat();
  const count = (value: number) => format.number(value, 0);
  if (error) return <Alert color="red">{error.message}</Alert>;
  return (
    <Stack gap="lg">
      <FigureGrid
        placeholders={8}
        figures={
          data && [
            { label: labels.OPEN_JOBS, value: count(data.iOpenJobs) },
            { label: labels.ACCEPTED_JOBS, value: count(data.iAssignedJobs) },
            { label: labels.IN_PROGRESS_JOBS, value: count(data.iInProgressJobs) },
            { label: labels.COMPLETED_JOBS, value: count(data.iCompletedJobs) },
            { label: labels.EARNINGS, value: format.money(data.fEarnings) },
            { label: labels.EARNINGS_THIS_WEEK, value: format.money(data.fEarningsThisWeek) },
            {
              label: labels.AVERAGE_RATING,
              value:
                data.iReviews === 0
                  ? labels.NO_RATING_YET
                  : format.t(texts.RATING_OUT_OF_FIVE, {
                      rating: oneDecimal(data.fAverageRating, format.locale),
                    }),
            },
            { label: labels.REVIEWS, value: count(data.iReviews) },
          ]
        }
      />
      {data ? <WeeklyEarnings weeks={data.weeks} labels={labels} /> : null}
      <TipsReceived />
    </Stack>
  );
}
