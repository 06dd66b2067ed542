import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { accountTexts } from '../../../components/dashboard-texts/account.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { readerZone } from '../../../components/reader-zone.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import type { DashboardLabels } from '../dashboard-labels.ts';
import { dashboardNotificationsQuery } from '../queries.ts';

/** The latest unread notifications (get_all_dashboard_notification), with a way to all of them. */
export function RecentNotifications({ labels }: { labels: DashboardLabels }) {
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(dashboardNotificationsQuery(client));
  const { dashboardPageTexts: texts, dashboardCommonTexts: common } = useTexts(accountTexts);
  const format = useFormat();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-notifications">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="h3" id="recent-notifications">
          {labels.RECENT_NOTIFICATIONS_HEADING}
        </Title>
        <Anchor component={Link} to="/notification">
          {labels.VIEW_ALL}
        </Anchor>
      </Group>
      {isPending ? (
        <LoadingStatus label={texts.LOADING_NOTIFICATIONS}>
          <Stack gap="sm">
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        </LoadingStatus>
      ) : isError || data.length === 0 ? (
        // Spec §8: a list shows No Data Found when the call fails or comes back empty.
        <Text c="dimmed">{common.NO_DATA_FOUND}</Text>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((notification) => (
            <li key={notification.iNotificationId}>
              <Text fw={600}>{notification.vTitle}</Text>
              <Text fz="sm">{notification.tMessage}</Text>
              <Text fz="xs" c="dimmed">
                {format.dayOfInstant(notification.dtAddedDate, readerZone())}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
