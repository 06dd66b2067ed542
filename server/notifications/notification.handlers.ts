import type { AppContext } from '../context.ts';
import { requireAccount } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { latestUnread, markViewed, notificationsOf, NOTIFICATIONS_UPDATED } from './inbox.ts';

type Operation =
  | 'notificationGetAllData'
  | 'notificationGetAllDashboardNotification'
  | 'notificationUpdateNotificationView';

export function notificationHandlers(context: AppContext): OperationHandlers<Operation> {
  return {
    notificationGetAllData: async (request) => {
      return ok(await notificationsOf(context, requireAccount(request)));
    },
    notificationGetAllDashboardNotification: async (request) => {
      return ok(await latestUnread(context, requireAccount(request)));
    },
    notificationUpdateNotificationView: async (request) => {
      const account = requireAccount(request);
      const result = await markViewed(context, account, request.body?.iNotificationId);
      return ok(result, NOTIFICATIONS_UPDATED);
    },
  };
}
