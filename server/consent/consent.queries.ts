import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, customers, emailConsents, users } from '../db/schema.ts';

export type Topic = (typeof emailConsents.$inferSelect)['topic'];
export const TOPICS: readonly Topic[] = ['bookAgain', 'offers'];

/** The topics the person consents to now (a row not withdrawn). */
export async function currentTopics(db: Database, userId: number): Promise<Set<Topic>> {
  const rows = await db
    .select({ topic: emailConsents.topic })
    .from(emailConsents)
    .where(and(eq(emailConsents.userId, userId), isNull(emailConsents.withdrawnAt)));
  return new Set(rows.map((row) => row.topic));
}

/** Every consent of the person, given and withdrawn, oldest first (their history). */
export function consentHistory(db: Database, userId: number) {
  return db
    .select()
    .from(emailConsents)
    .where(eq(emailConsents.userId, userId))
    .orderBy(asc(emailConsents.id));
}

/**
 * Records a consent given; none when the person already consents to the topic (the unique index
 * of current rows keeps one, whoever wrote first). Answers whether a row was written.
 */
export async function grantConsent(
  db: Database,
  consent: { userId: number; topic: Topic; at: Date; via: string; wording: string },
): Promise<boolean> {
  const rows = await db
    .insert(emailConsents)
    .values({
      userId: consent.userId,
      topic: consent.topic,
      grantedAt: consent.at,
      grantedVia: consent.via,
      grantedWording: consent.wording,
    })
    .onConflictDoNothing()
    .returning({ id: emailConsents.id });
  return rows.length > 0;
}

/** Withdraws the person's current consent to the topic; answers whether there was one. */
export async function withdrawConsent(
  db: Database,
  userId: number,
  topic: Topic,
  at: Date,
  via: string,
): Promise<boolean> {
  const rows = await db
    .update(emailConsents)
    .set({ withdrawnAt: at, withdrawnVia: via })
    .where(
      and(
        eq(emailConsents.userId, userId),
        eq(emailConsents.topic, topic),
        isNull(emailConsents.withdrawnAt),
      ),
    )
    .returning({ id: emailConsents.id });
  return rows.length > 0;
}

/** The account an unsubscribe key names, or null. */
export async function userOfUnsubscribeKey(db: Database, key: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.unsubscribeKey, key));
  return row?.id ?? null;
}

/** The person promotional mail would go to, locked until the mail is written. */
export async function lockRecipient(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      closedAt: users.closedAt,
      unsubscribeKey: users.unsubscribeKey,
      firstName: customers.firstName,
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ?? null;
}

export async function setUnsubscribeKey(db: Database, userId: number, key: string) {
  await db
    .update(users)
    .set({ unsubscribeKey: key })
    .where(and(eq(users.id, userId), isNull(users.unsubscribeKey)));
}

/**
 * The completed bookings a book-again reminder is due for (decision 142): completed within
 * [from, until), not reminded yet, each its customer's latest completed booking, of a customer
 * who consents to reminders, whose account is open and who has no booking still to come.
 */
export async function bookingsDueBookAgain(db: Database, window: { from: Date; until: Date }) {
  const later = sql`exists (select 1 from ${bookings} as later where later.customer_id = ${bookings.customerId} and later.status = 'completed' and later.completed_at > ${bookings.completedAt})`;
  const open = sql`exists (select 1 from ${bookings} as open where open.customer_id = ${bookings.customerId} and open.status not in ('completed', 'cancelled') and open.payment_status <> 'none')`;
  const consents = sql`exists (select 1 from ${emailConsents} where ${emailConsents.userId} = ${users.id} and ${emailConsents.topic} = 'bookAgain' and ${emailConsents.withdrawnAt} is null)`;
  const rows = await db
    .select({ bookingId: bookings.id, userId: users.id })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(
      and(
        eq(bookings.status, 'completed'),
        isNull(bookings.bookAgainMailedAt),
        gt(bookings.completedAt, window.from),
        lte(bookings.completedAt, window.until),
        isNull(users.closedAt),
        sql`not ${later}`,
        sql`not ${open}`,
        consents,
      ),
    )
    .orderBy(asc(bookings.id));
  return rows;
}

/** Claims the booking's reminder; none when a run claimed it first. */
export async function claimBookAgainReminder(db: Database, bookingId: number, at: Date) {
  const rows = await db
    .update(bookings)
    .set({ bookAgainMailedAt: at })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, 'completed'),
        isNull(bookings.bookAgainMailedAt),
      ),
    )
    .returning({ id: bookings.id, localDate: bookings.localDate });
  return rows[0] ?? null;
}
