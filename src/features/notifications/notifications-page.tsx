import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { useLabels } from '../../api/use-labels.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { NotificationItem } from './components/notification-item.tsx';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardTexts } from '../../components/dashboard-texts/dashboard.ts';
import { useTexts } from '../../i18n/texts.ts';
import { notificationsQuery, useMarkViewed } from './queries.ts';

/** /notification: every notification, newest first; unread ones are marked and can be read. */
export function NotificationsPage() {
  const labels = useLabels('notification', useTexts(dashboardTexts).notificationLabels);
  const { notificationTexts: texts } = useTexts(accountTexts);
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const { data, isPending, isError } = useQuery(notificationsQuery(client));
  const markViewed = useMarkViewed();
  const unread = data?.filter((notification) => notification.eViewed === 'No').length ?? 0;
  const markingAll = markViewed.isPending && markViewed.variables === undefined;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{labels.HEADING}</Title>
          <Text c="dimmed">{labels.SUBHEADING}</Text>
        </div>
        {unread > 0 && (
          <Button
            variant="outline"
            loading={markingAll}
            onClick={() => markViewed.mutate(undefined)}
          >
            {labels.MARK_ALL_AS_READ}
          </Button>
        )}
      </Group>
      {isPending ? (
        <LoadingStatus label={texts.LOADING}>
          <Stack gap="sm">
            <Skeleton h={88} radius="md" />
            <Skeleton h={88} radius="md" />
            <Skeleton h={88} radius="md" />
          </Stack>
        </LoadingStatus>
      ) : isError || data.length === 0 ? (
        // Spec §8: a list shows No Data Found when the call fails or comes back empty.
        <EmptyState
          picture="notifications"
          hint={labels.EMPTY_TEXT}
          action={{ to: '/dashboard', label: labels.NAV_DASHBOARD }}
        />
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.map((notification) => (
            <NotificationItem
              key={notification.iNotificationId}
              notification={notification}
              labels={labels}
              onMarkViewed={(id) => markViewed.mutate(id)}
              marking={
                markViewed.isPending && markViewed.variables === notification.iNotificationId
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
