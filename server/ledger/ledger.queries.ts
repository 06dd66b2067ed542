import { and, asc, eq, gte, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookingCancellationFees,
  bookingRefunds,
  bookingTips,
  bookings,
  cities,
  ledgerEntries,
  payoutItems,
} from '../db/schema.ts';

export type LedgerRowInput = typeof ledgerEntries.$inferInsert;
export type PayoutItemInput = typeof payoutItems.$inferInsert;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** Writes one movement; a movement already written (its entry key) writes nothing. */
export async function insertLedgerRow(tx: Database, row: LedgerRowInput): Promise<boolean> {
  const written = await tx
    .insert(ledgerEntries)
    .values(row)
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ id: ledgerEntries.id });
  return written.length > 0;
}

/** The cleaner's share of one charge, to transfer; one per booking and kind. */
export async function insertPayoutItem(tx: Database, item: PayoutItemInput): Promise<void> {
  await tx
    .insert(payoutItems)
    .values(item)
    .onConflictDoNothing({ target: [payoutItems.bookingId, payoutItems.kind] });
}

/** What the ledger holds on the card under one payment of the gateway (holds less releases). */
export async function heldOnPayment(
  tx: Database,
  bookingId: number,
  paymentId: string,
): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${ledgerEntries.heldCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.gatewayRef, paymentId)));
  return Number(row?.held ?? 0);
}

/** The booking's movements, oldest first. */
export async function ledgerRowsOf(db: Database, bookingId: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.occurredAt), asc(ledgerEntries.id));
}

/**
 * What the booking's own records say was charged, owed and paid out: the captured total, the
 * cancellation fee, the tip, the refunds and the payout items sent. The booking's ledger must
 * agree with them to reconcile (decision 132). The subqueries name the booking by its id, not by
 * the outer row's column: Drizzle writes columns unqualified here, and an unqualified `id` inside
 * a subquery would be the subquery's own table's.
 */
export async function bookingRecordsOf(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      capturedCents: sql<string>`case when ${bookings.capturedAt} is null then 0 else coalesce(${bookings.totalCents}, 0) end`,
      capturedPayCents: sql<string>`case when ${bookings.capturedAt} is null then 0 else coalesce(${bookings.contractorPayCents}, 0) end`,
      feeCents: sql<string>`coalesce((select ${bookingCancellationFees.amountCents} from ${bookingCancellationFees} where ${bookingCancellationFees.bookingId} = ${bookingId}), 0)`,
      feeCleanerCents: sql<string>`coalesce((select ${bookingCancellationFees.cleanerCents} from ${bookingCancellationFees} where ${bookingCancellationFees.bookingId} = ${bookingId}), 0)`,
      tipCents: sql<string>`coalesce((select ${bookingTips.amountCents} from ${bookingTips} where ${bookingTips.bookingId} = ${bookingId}), 0)`,
      refundedCents: sql<string>`coalesce((select sum(${bookingRefunds.amountCents}) from ${bookingRefunds} where ${bookingRefunds.bookingId} = ${bookingId}), 0)`,
      sentCents: sql<string>`coalesce((select sum(${payoutItems.amountCents}) from ${payoutItems} where ${payoutItems.bookingId} = ${bookingId} and ${payoutItems.state} = 'sent'), 0)`,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const tip = Number(row.tipCents);
  return {
    customerCents:
      Number(row.capturedCents) + Number(row.feeCents) + tip - Number(row.refundedCents),
    cleanerCents: Number(row.capturedPayCents) + Number(row.feeCleanerCents) + tip,
    paidOutCents: Number(row.sentCents),
  };
}

/** The booking's number, or null when there is no such booking. */
export async function bookingNoOf(db: Database, bookingId: number): Promise<string | null> {
  const [row] = await db
    .select({ bookingNo: bookings.bookingNo })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.bookingNo ?? null;
}

const sum = (column: SQLWrapper) => sql<string>`coalesce(sum(${column}), 0)`;

/**
 * The movements' totals per local day (in the booking's city's zone) and per city, for the
 * moments in [from, until): the range is widened by a day each side by the caller and cut to the
 * local days here.
 */
export async function ledgerTotals(db: Database, from: Date, until: Date) {
  const zone = sql`coalesce(${cities.timeZone}, 'UTC')`;
  const day = sql<string>`to_char((${ledgerEntries.occurredAt} at time zone ${zone})::date, 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      cityId: cities.id,
      cityName: cities.name,
      customerCents: sum(ledgerEntries.customerCents),
      chargedCents: sql<string>`coalesce(sum(greatest(${ledgerEntries.customerCents}, 0)), 0)`,
      refundedCents: sql<string>`coalesce(sum(least(${ledgerEntries.customerCents}, 0)), 0)`,
      taxCents: sum(ledgerEntries.taxCents),
      cleanerCents: sum(ledgerEntries.cleanerCents),
      marginCents: sum(ledgerEntries.marginCents),
      paidOutCents: sum(ledgerEntries.paidOutCents),
      heldCents: sum(ledgerEntries.heldCents),
      entries: sql<string>`count(*)`,
    })
    .from(ledgerEntries)
    .innerJoin(bookings, eq(bookings.id, ledgerEntries.bookingId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(gte(ledgerEntries.occurredAt, from), lt(ledgerEntries.occurredAt, until)))
    .groupBy(day, cities.id, cities.name)
    .orderBy(day, cities.name);
}
