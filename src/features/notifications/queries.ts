import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { dataOf, useApiClient, type ApiClient } from '../../api/client.ts';

/** Every cached notification list starts with this key (the page's and the dashboard's). */
const NOTIFICATIONS_KEY = 'notifications';

export const notificationsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [NOTIFICATIONS_KEY, 'all'],
    queryFn: () => dataOf(client.POST('/api/notification/get_all_data', { body: {} })),
    staleTime: 0,
  });

/** update_notification_view: one notification by id, or all of them without one. */
export function useMarkViewed() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (iNotificationId?: number) =>
      dataOf(
        client.POST('/api/notification/update_notification_view', {
          body: iNotificationId === undefined ? {} : { iNotificationId },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
    onError: (error) => toasts.show({ color: 'red', message: error.message }),
  });
}
