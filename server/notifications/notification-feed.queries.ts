import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { notifications } from '../db/schema.ts';

/** Whose feed: a person may be a customer, a contractor or both, under one login. */
export type FeedOwner = { customerId: number | null; contractorId: number | null };

export type NotificationRow = typeof notifications.$inferSelect;

function addressedTo(owner: FeedOwner): SQL {
  const conditions: SQL[] = [];
  if (owner.customerId !== null) {
    conditions.push(
      and(
        eq(notifications.recipient, 'Customer'),
        eq(notifications.customerId, owner.customerId),
      ) ?? sql`false`,
    );
  }
  if (owner.contractorId !== null) {
    conditions.push(
      and(
        eq(notifications.recipient, 'Contractor'),
        eq(notifications.contractorId, owner.contractorId),
      ) ?? sql`false`,
    );
  }
  return or(...conditions) ?? sql`false`;
}

/** The owner's notifications newest first, optionally only the unread ones and at most `limit`. */
export function listNotifications(
  db: Database,
  owner: FeedOwner,
  options: { unreadOnly?: boolean; limit?: number } = {},
): Promise<NotificationRow[]> {
  const query = db
    .select()
    .from(notifications)
    .where(and(addressedTo(owner), options.unreadOnly ? isNull(notifications.viewedAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return options.limit === undefined ? query : query.limit(options.limit);
}

/**
 * Marks one of the owner's notifications viewed (keeping the first time it was seen); false when
 * the owner has no notification with that id.
 */
export async function markNotificationViewed(
  db: Database,
  owner: FeedOwner,
  notificationId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ viewedAt: sql`coalesce(${notifications.viewedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, notificationId), addressedTo(owner)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsViewed(db: Database, owner: FeedOwner, now: Date) {
  await db
    .update(notifications)
    .set({ viewedAt: now })
    .where(and(addressedTo(owner), isNull(notifications.viewedAt)));
}

export async function unreadNotificationCount(db: Database, owner: FeedOwner): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(addressedTo(owner), isNull(notifications.viewedAt)));
  return rows[0]?.n ?? 0;
}
