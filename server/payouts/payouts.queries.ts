import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, sum } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, contractors, payoutAccounts, payoutItems, users } from '../db/schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutItemState = (typeof payoutItems.$inferSelect)['state'];

export async function findPayoutAccount(
  db: Database,
  contractorId: number,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.contractorId, contractorId));
  return row ?? null;
}

/** The cleaner's account as first written; a second set-up at once keeps the first one's. */
export async function insertPayoutAccount(
  db: Database,
  account: { contractorId: number; gateway: 'stripe' | 'test'; accountId: string },
): Promise<PayoutAccountRow> {
  await db.insert(payoutAccounts).values(account).onConflictDoNothing();
  const row = await findPayoutAccount(db, account.contractorId);
  if (!row) throw new Error('The payout account was not written.');
  return row;
}

export async function updatePayoutAccount(
  db: Database,
  contractorId: number,
  details: { detailsSubmitted: boolean; payoutsEnabled: boolean; bankLast4: string | null },
  now: Date,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set({ ...details, updatedAt: now })
    .where(eq(payoutAccounts.contractorId, contractorId))
    .returning();
  return row ?? null;
}

/** The sign-in address the gateway's account is opened with. */
export async function contractorEmail(db: Database, contractorId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(contractors.id, contractorId));
  return row?.email ?? null;
}

/** Whether a cleaner of this id exists. */
export async function contractorExists(db: Database, contractorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return row !== undefined;
}

/** How many of the cleaner's items failed for good. */
export async function failedItemCount(db: Database, contractorId: number): Promise<number> {
  const [row] = await db
    .select({ items: count() })
    .from(payoutItems)
    .where(and(eq(payoutItems.contractorId, contractorId), eq(payoutItems.state, 'failed')));
  return Number(row?.items ?? 0);
}

/** The cleaner's earnings not yet sent: pending, being sent, or failed. */
export async function waitingEarnings(db: Database, contractorId: number) {
  const [row] = await db
    .select({ cents: sum(payoutItems.amountCents), items: count() })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.contractorId, contractorId),
        inArray(payoutItems.state, ['pending', 'sending', 'failed']),
      ),
    );
  return { cents: Number(row?.cents ?? 0), items: Number(row?.items ?? 0) };
}

export type ClaimedItem = {
  id: number;
  contractorId: number;
  bookingId: number;
  kind: string;
  amountCents: number;
  sourcePaymentId: string;
  attempts: number;
  dueBy: Date;
  accountId: string;
  bookingNo: string;
};

/**
 * Takes up to `limit` items due for sending, setting them `sending` until `claimedUntil`: those
 * pending (and past their retry's wait) of an account the gateway pays (the others wait), and
 * those whose earlier claim lapsed (a worker that died). `FOR UPDATE SKIP LOCKED`
 * lets two servers claim at once without taking the same item.
 */
export async function claimDueItems(
  db: Database,
  now: Date,
  claimedUntil: Date,
  limit: number,
): Promise<ClaimedItem[]> {
  const due = db
    .select({ id: payoutItems.id })
    .from(payoutItems)
    .innerJoin(payoutAccounts, eq(payoutAccounts.contractorId, payoutItems.contractorId))
    .where(
      and(
        lte(payoutItems.payableAt, now),
        or(
          and(
            eq(payoutItems.state, 'pending'),
            eq(payoutAccounts.payoutsEnabled, true),
            or(isNull(payoutItems.nextAttemptAt), lte(payoutItems.nextAttemptAt, now)),
          ),
          // A dead worker's item is finished whatever its account says now: the transfer may
          // have been made, and the same key finds it.
          and(eq(payoutItems.state, 'sending'), lte(payoutItems.claimedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(payoutItems.dueBy), asc(payoutItems.id))
    .limit(limit)
    .for('update', { of: payoutItems, skipLocked: true });
  const claimed = await db
    .update(payoutItems)
    .set({ state: 'sending', claimedUntil })
    .where(inArray(payoutItems.id, due))
    .returning({ id: payoutItems.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      id: payoutItems.id,
      contractorId: payoutItems.contractorId,
      bookingId: payoutItems.bookingId,
      kind: payoutItems.kind,
      amountCents: payoutItems.amountCents,
      sourcePaymentId: payoutItems.sourcePaymentId,
      attempts: payoutItems.attempts,
      dueBy: payoutItems.dueBy,
      accountId: payoutAccounts.accountId,
      bookingNo: bookings.bookingNo,
    })
    .from(payoutItems)
    .innerJoin(payoutAccounts, eq(payoutAccounts.contractorId, payoutItems.contractorId))
    .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
    .where(
      inArray(
        payoutItems.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(payoutItems.dueBy), asc(payoutItems.id));
}

/** The item sent; false when it was not ours to mark (already sent by another worker). */
export async function markItemSent(
  db: Database,
  id: number,
  transfer: { transferId: string; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(payoutItems)
    .set({
      state: 'sent',
      gatewayTransferId: transfer.transferId,
      sentAt: transfer.sentAt,
      claimedUntil: null,
      lastError: null,
    })
    .where(and(eq(payoutItems.id, id), eq(payoutItems.state, 'sending')))
    .returning({ id: payoutItems.id });
  return rows.length > 0;
}

/** One failed attempt counted: back to pending until `nextAttemptAt`, or failed for good. */
export async function markItemAttemptFailed(
  db: Database,
  id: number,
  failure: { attempts: number; lastError: string; nextAttemptAt: Date | null; final: boolean },
): Promise<boolean> {
  const rows = await db
    .update(payoutItems)
    .set({
      state: failure.final ? 'failed' : 'pending',
      attempts: failure.attempts,
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
      claimedUntil: null,
    })
    .where(and(eq(payoutItems.id, id), eq(payoutItems.state, 'sending')))
    .returning({ id: payoutItems.id });
  return rows.length > 0;
}

const itemColumns = {
  id: payoutItems.id,
  state: payoutItems.state,
  kind: payoutItems.kind,
  amountCents: payoutItems.amountCents,
  payableAt: payoutItems.payableAt,
  dueBy: payoutItems.dueBy,
  attempts: payoutItems.attempts,
  nextAttemptAt: payoutItems.nextAttemptAt,
  lastError: payoutItems.lastError,
  gatewayTransferId: payoutItems.gatewayTransferId,
  sentAt: payoutItems.sentAt,
  contractorId: payoutItems.contractorId,
  cleanerName: contractors.fullName,
  bookingId: payoutItems.bookingId,
  bookingNo: bookings.bookingNo,
  payoutsEnabled: payoutAccounts.payoutsEnabled,
  bankLast4: payoutAccounts.bankLast4,
};

/** The console's list: items of one state (all when none), the most urgent first. */
export async function listPayoutItems(
  db: Database,
  filter: { state?: PayoutItemState | undefined; contractorId?: number | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    filter.state ? eq(payoutItems.state, filter.state) : undefined,
    filter.contractorId ? eq(payoutItems.contractorId, filter.contractorId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(payoutItems)
      .innerJoin(contractors, eq(contractors.id, payoutItems.contractorId))
      .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.contractorId, payoutItems.contractorId))
      .where(where)
      .orderBy(
        sql`case ${payoutItems.state} when 'failed' then 0 when 'sending' then 1 when 'pending' then 2 else 3 end`,
        filter.state === 'sent' ? desc(payoutItems.sentAt) : asc(payoutItems.dueBy),
        desc(payoutItems.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(payoutItems).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

/** How many items are in each state, for the console's tabs. */
export async function countPayoutItemsByState(db: Database) {
  const rows = await db
    .select({ state: payoutItems.state, items: count() })
    .from(payoutItems)
    .groupBy(payoutItems.state);
  return rows.map((row) => ({ state: row.state, items: Number(row.items) }));
}

export async function findPayoutItemForUpdate(db: Database, id: number) {
  const [row] = await db.select().from(payoutItems).where(eq(payoutItems.id, id)).for('update');
  return row ?? null;
}

/** A failed item handed back to the transfer job by an operator: its attempts start again. */
export async function resetFailedItem(db: Database, id: number) {
  await db
    .update(payoutItems)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: null, claimedUntil: null })
    .where(and(eq(payoutItems.id, id), eq(payoutItems.state, 'failed')));
}

/** The item's cleaner and booking, for the operators' e-mail. */
export async function itemForAlert(db: Database, id: number) {
  const [row] = await db
    .select({
      cleanerName: contractors.fullName,
      bookingNo: bookings.bookingNo,
    })
    .from(payoutItems)
    .innerJoin(contractors, eq(contractors.id, payoutItems.contractorId))
    .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
    .where(eq(payoutItems.id, id));
  return row ?? null;
}
