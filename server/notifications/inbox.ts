/*
 * The reading side of notifications: one login's feed, its unread count and marking it viewed.
 * Notifications are written by `notify.ts`.
 */
import type { AppContext } from '../context.ts';
import {
  listNotifications,
  markAllNotificationsViewed,
  markNotificationViewed,
  unreadNotificationCount,
  type FeedOwner,
  type NotificationRow,
} from './notification-feed.queries.ts';
import type { AccountRoles } from '../db/shared-queries/accounts.ts';
import { NotFoundError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { contentAnswers, contentRefusals } from './texts.ts';

export const NOTIFICATIONS_UPDATED = contentAnswers.notificationsUpdated;
export const NOTIFICATION_NOT_FOUND = contentRefusals.notificationNotFound;
/** How many unread notifications the dashboard shows. */
export const DASHBOARD_NOTIFICATIONS = 5;

type Account = Pick<AccountRoles, 'customer' | 'contractor'>;

/** One login's feed: what was addressed to its customer profile and to its contractor profile. */
function ownerOf(account: Account): FeedOwner {
  return {
    customerId: account.customer?.id ?? null,
    contractorId: account.contractor?.id ?? null,
  };
}

function notificationOnWire(row: NotificationRow) {
  return {
    iNotificationId: row.id,
    eRecipient: row.recipient,
    vTitle: row.title,
    tMessage: row.message,
    iBookingId: row.bookingId,
    eViewed: row.viewedAt === null ? ('No' as const) : ('Yes' as const),
    dtAddedDate: row.createdAt.toISOString(),
  };
}

export async function notificationsOf(context: AppContext, account: Account) {
  const rows = await listNotifications(context.db, ownerOf(account));
  return rows.map(notificationOnWire);
}

export async function latestUnread(context: AppContext, account: Account) {
  const rows = await listNotifications(context.db, ownerOf(account), {
    unreadOnly: true,
    limit: DASHBOARD_NOTIFICATIONS,
  });
  return rows.map(notificationOnWire);
}

/** Marks one of the caller's notifications viewed, or all of them without an id. */
export function markViewed(context: AppContext, account: Account, notificationId?: number) {
  const owner = ownerOf(account);
  return inTransaction(context.db, async (tx) => {
    const now = context.clock();
    if (notificationId === undefined) {
      await markAllNotificationsViewed(tx, owner, now);
    } else if (!(await markNotificationViewed(tx, owner, notificationId, now))) {
      throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    }
    return { iUnread: await unreadNotificationCount(tx, owner) };
  });
}
