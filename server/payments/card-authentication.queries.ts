import { and, asc, count, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookingLinks, bookings, cardAuthentications } from '../db/schema.ts';
import { randomToken, tokenHash } from '../domain/codes.ts';

export type CardAuthentication = typeof cardAuthentications.$inferSelect;
export type AuthenticationPurpose = CardAuthentication['purpose'];

/** The booking's authentication still waiting for the customer's bank, locked; null when none. */
export async function lockWaitingAuthentication(
  tx: Database,
  bookingId: number,
  purpose: AuthenticationPurpose,
): Promise<CardAuthentication | null> {
  const [row] = await tx
    .select()
    .from(cardAuthentications)
    .where(
      and(
        eq(cardAuthentications.bookingId, bookingId),
        eq(cardAuthentications.purpose, purpose),
        eq(cardAuthentications.status, 'waiting'),
      ),
    )
    .orderBy(desc(cardAuthentications.startedAt), desc(cardAuthentications.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The booking's latest authentication of that purpose, whatever became of it. */
export async function latestAuthentication(
  db: Database,
  bookingId: number,
  purpose: AuthenticationPurpose,
): Promise<CardAuthentication | null> {
  const [row] = await db
    .select()
    .from(cardAuthentications)
    .where(
      and(eq(cardAuthentications.bookingId, bookingId), eq(cardAuthentications.purpose, purpose)),
    )
    .orderBy(desc(cardAuthentications.startedAt), desc(cardAuthentications.id))
    .limit(1);
  return row ?? null;
}

/**
 * How many of the booking's authentications of that purpose are over: each finished one makes
 * the next attempt a new one at the gateway (its idempotency key), as a new card would.
 */
export async function finishedAuthentications(
  db: Database,
  bookingId: number,
  purpose: AuthenticationPurpose,
): Promise<number> {
  const [row] = await db
    .select({ finished: count() })
    .from(cardAuthentications)
    .where(
      and(
        eq(cardAuthentications.bookingId, bookingId),
        eq(cardAuthentications.purpose, purpose),
        ne(cardAuthentications.status, 'waiting'),
      ),
    );
  return row?.finished ?? 0;
}

/** Records an intent now waiting for the customer, unless this very intent is already recorded. */
export async function recordWaitingAuthentication(
  tx: Database,
  values: Omit<typeof cardAuthentications.$inferInsert, 'id' | 'status' | 'finishedAt'>,
): Promise<void> {
  const [known] = await tx
    .select({ id: cardAuthentications.id })
    .from(cardAuthentications)
    .where(eq(cardAuthentications.gatewayIntentId, values.gatewayIntentId))
    .limit(1);
  if (known) return;
  await tx.insert(cardAuthentications).values({ ...values, status: 'waiting' });
}

export async function finishAuthentication(
  tx: Database,
  id: number,
  status: Exclude<CardAuthentication['status'], 'waiting'>,
  now: Date,
): Promise<void> {
  await tx
    .update(cardAuthentications)
    .set({ status, finishedAt: now })
    .where(and(eq(cardAuthentications.id, id), eq(cardAuthentications.status, 'waiting')));
}

/** Authentications still waiting that started by `startedBy`: left unanswered too long. */
export async function authenticationsWaitingSince(
  db: Database,
  startedBy: Date,
): Promise<CardAuthentication[]> {
  return db
    .select()
    .from(cardAuthentications)
    .where(
      and(eq(cardAuthentications.status, 'waiting'), lte(cardAuthentications.startedAt, startedBy)),
    )
    .orderBy(asc(cardAuthentications.startedAt), asc(cardAuthentications.id));
}

/** Every authentication of the booking still waiting (to cancel when the booking ends). */
export async function waitingAuthenticationsOf(
  db: Database,
  bookingId: number,
): Promise<CardAuthentication[]> {
  return db
    .select()
    .from(cardAuthentications)
    .where(
      and(eq(cardAuthentications.bookingId, bookingId), eq(cardAuthentications.status, 'waiting')),
    );
}

/**
 * A link to the booking's card confirmation page, kept as a booking link (the booking_links
 * table: only the token's SHA-256 is stored, and revoking the booking's links ends it too).
 */
export async function issueCardConfirmationToken(tx: Database, bookingId: number): Promise<string> {
  const token = randomToken();
  await tx.insert(bookingLinks).values({ bookingId, tokenHash: tokenHash(token) });
  return token;
}

/** Paid bookings still waiting for the customer's card check whose cleaning starts by `startsBy`. */
export async function unconfirmedCardsStartingBy(db: Database, startsBy: Date): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentStatus, 'needsAuthentication'),
        inArray(bookings.status, ['authorized', 'assigned']),
        lte(bookings.startsAt, startsBy),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => row.id);
}

/** The saved card's hold needs the customer: the booking says so until they confirm it. */
export async function markCardNeedsAuthentication(
  db: Database,
  bookingId: number,
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ paymentStatus: 'needsAuthentication', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'cardSaved')))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
