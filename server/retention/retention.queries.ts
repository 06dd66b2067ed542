import { and, eq, gte, isNull, lt, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookings,
  contactMessages,
  contractors,
  customers,
  operators,
  outbox,
  rateLimitEvents,
  users,
} from '../db/schema.ts';

/** Sent e-mails sent before `sentBefore`, and unsent ones written before `unsentBefore`. */
export async function deleteOldMail(
  db: Database,
  cutoffs: { sentBefore: Date; unsentBefore: Date },
) {
  const deleted = await db
    .delete(outbox)
    .where(
      or(
        and(eq(outbox.status, 'sent'), lt(outbox.sentAt, cutoffs.sentBefore)),
        and(ne(outbox.status, 'sent'), lt(outbox.createdAt, cutoffs.unsentBefore)),
      ),
    )
    .returning({ id: outbox.id });
  return deleted.length;
}

export async function deleteContactMessagesBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return deleted.length;
}

export async function deleteRateLimitEventsBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, before))
    .returning({ id: rateLimitEvents.id });
  return deleted.length;
}

/** The statuses of a booking that was never paid for: still a draft or a quote, or given up. */
const UNPAID_STATUSES = ['draft', 'quoted', 'cancelled'] as const;

/**
 * Leads (a login with `leadPasswordHash` never activated: nobody can sign in with it) that are
 * nobody's cleaner or operator, were made before `before`, and whose bookings were never paid for
 * and not touched since `before`. Deleting the login deletes its customer and those bookings
 * (the foreign keys cascade). Answers how many logins went.
 */
export async function deleteIdleLeads(db: Database, before: Date, leadPasswordHash: string) {
  const keptBooking = db
    .select({ one: sql`1` })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        eq(customers.userId, users.id),
        or(
          gte(bookings.updatedAt, before),
          gte(bookings.createdAt, before),
          ne(bookings.paymentStatus, 'none'),
          notInArray(bookings.status, [...UNPAID_STATUSES]),
        ),
      ),
    );
  const cleaner = db
    .select({ one: sql`1` })
    .from(contractors)
    .where(eq(contractors.userId, users.id));
  const operator = db
    .select({ one: sql`1` })
    .from(operators)
    .where(eq(operators.userId, users.id));
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.passwordHash, leadPasswordHash),
        isNull(users.activatedAt),
        lt(users.createdAt, before),
        notExists(keptBooking),
        notExists(cleaner),
        notExists(operator),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}
