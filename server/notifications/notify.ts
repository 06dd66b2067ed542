/*
 * The writing side of notifications: a service that changes a booking tells the people it
 * concerns, in the same transaction. The reading side (a person's own feed, marked as viewed) is
 * `inbox.ts`.
 */
import type { Database } from '../db/database.ts';
import { notifications } from '../db/schema.ts';

export type NotificationTarget =
  { recipient: 'Customer'; customerId: number } | { recipient: 'Contractor'; contractorId: number };

/** Tells one person about a booking event; written in the same transaction as the event. */
export async function notify(
  tx: Database,
  target: NotificationTarget,
  content: { bookingId: number | null; title: string; message: string },
) {
  await tx.insert(notifications).values({
    recipient: target.recipient,
    customerId: target.recipient === 'Customer' ? target.customerId : null,
    contractorId: target.recipient === 'Contractor' ? target.contractorId : null,
    bookingId: content.bookingId,
    title: content.title,
    message: content.message,
  });
}
