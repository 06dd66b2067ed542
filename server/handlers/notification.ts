import type { AppContext } from '../context.ts';
import type { OperationHandlers } from '../http/operation.ts';

type Operation =
  | 'notificationGetAllData'
  | 'notificationGetAllDashboardNotification'
  | 'notificationUpdateNotificationView';

// SKELETON: replaced by the real handlers before this is committed.
export function notificationHandlers(context: AppContext): OperationHandlers<Operation> {
  void context;
  return {
    notificationGetAllData: async () => {
      throw new Error('notificationGetAllData is not built yet');
    },
    notificationGetAllDashboardNotification: async () => {
      throw new Error('notificationGetAllDashboardNotification is not built yet');
    },
    notificationUpdateNotificationView: async () => {
      throw new Error('notificationUpdateNotificationView is not built yet');
    },
  };
}
