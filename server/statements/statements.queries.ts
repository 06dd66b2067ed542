import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookingCancellationFees,
  bookings,
  bookingTips,
  cities,
  contractors,
  payoutAccounts,
  payoutItems,
  services,
} from '../db/schema.ts';

/** The cleaner's city and its clock: a statement's week is theirs (decision 136). */
export async function cleanerOfStatements(db: Database, contractorId: number) {
  const [row] = await db
    .select({
      fullName: contractors.fullName,
      cityName: cities.name,
      timeZone: cities.timeZone,
    })
    .from(contractors)
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(eq(contractors.id, contractorId));
  return row ?? null;
}

/** A payout account the gateway accepts transfers to (decision 133's "complete"). */
export async function hasCompletePayoutAccount(db: Database, contractorId: number) {
  const [row] = await db
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.contractorId, contractorId),
        eq(payoutAccounts.detailsSubmitted, true),
        eq(payoutAccounts.payoutsEnabled, true),
      ),
    );
  return row !== undefined;
}

/** What of one earning has reached the cleaner: its payout item's amount once sent. */
const sentFor = (kind: 'service' | 'tip' | 'cancellationFee', bookingId: unknown) =>
  sql<number>`coalesce((select p.amount_cents from payout_items p where p.booking_id = ${bookingId} and p.kind = ${kind} and p.state = 'sent'), 0)::int`;

/**
 * Everything on one week's statement, between two instants (the week's Monday and the next, at
 * midnight on the city's clock): jobs by completion, tips and fees by when they were charged,
 * transfers by when they were sent.
 */
export async function statementRows(db: Database, contractorId: number, from: Date, to: Date) {
  const [jobs, tips, fees, transfers] = await Promise.all([
    db
      .select({
        bookingNo: bookings.bookingNo,
        at: bookings.completedAt,
        minutes: bookings.estimatedMinutes,
        payCents: bookings.contractorPayCents,
        serviceName: services.name,
        sentCents: sentFor('service', bookings.id),
      })
      .from(bookings)
      .leftJoin(services, eq(services.id, bookings.serviceId))
      .where(
        and(
          eq(bookings.contractorId, contractorId),
          eq(bookings.status, 'completed'),
          gte(bookings.completedAt, from),
          lt(bookings.completedAt, to),
        ),
      )
      .orderBy(asc(bookings.completedAt), asc(bookings.id)),
    db
      .select({
        bookingNo: bookings.bookingNo,
        at: bookingTips.createdAt,
        amountCents: bookingTips.amountCents,
        sentCents: sentFor('tip', bookingTips.bookingId),
      })
      .from(bookingTips)
      .innerJoin(bookings, eq(bookings.id, bookingTips.bookingId))
      .where(
        and(
          eq(bookingTips.contractorId, contractorId),
          gte(bookingTips.createdAt, from),
          lt(bookingTips.createdAt, to),
        ),
      )
      .orderBy(asc(bookingTips.createdAt), asc(bookingTips.id)),
    db
      .select({
        bookingNo: bookings.bookingNo,
        at: bookingCancellationFees.createdAt,
        amountCents: bookingCancellationFees.cleanerCents,
        sentCents: sentFor('cancellationFee', bookingCancellationFees.bookingId),
      })
      .from(bookingCancellationFees)
      .innerJoin(bookings, eq(bookings.id, bookingCancellationFees.bookingId))
      .where(
        and(
          eq(bookingCancellationFees.contractorId, contractorId),
          gte(bookingCancellationFees.createdAt, from),
          lt(bookingCancellationFees.createdAt, to),
        ),
      )
      .orderBy(asc(bookingCancellationFees.createdAt), asc(bookingCancellationFees.id)),
    db
      .select({
        bookingNo: bookings.bookingNo,
        at: payoutItems.sentAt,
        kind: payoutItems.kind,
        amountCents: payoutItems.amountCents,
        transferId: payoutItems.gatewayTransferId,
        paymentId: payoutItems.sourcePaymentId,
      })
      .from(payoutItems)
      .innerJoin(bookings, eq(bookings.id, payoutItems.bookingId))
      .where(
        and(
          eq(payoutItems.contractorId, contractorId),
          eq(payoutItems.state, 'sent'),
          gte(payoutItems.sentAt, from),
          lt(payoutItems.sentAt, to),
        ),
      )
      .orderBy(asc(payoutItems.sentAt), asc(payoutItems.id)),
  ]);
  return { jobs, tips, fees, transfers };
}

/** One movement on the statements, in cents and minutes, at its instant (ISO, UTC). */
export type Movement = {
  at: string;
  jobs: number;
  minutes: number;
  payCents: number;
  tipsCents: number;
  feesCents: number;
  paidOutCents: number;
  /** Of an earning, what has been sent (at most its own amount). */
  settledCents: number;
};

function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/**
 * Every movement on the cleaner's statements before an instant (all of them without one): the
 * caller puts each in its week on the city's clock. The weeks are not cut in SQL: PostgreSQL's
 * time-zone data need not be the runtime's, and a week's edges are the runtime's (decision 092).
 * A cleaner's history is a few hundred rows a year, each a few numbers.
 */
export async function movements(
  db: Database,
  contractorId: number,
  before: Date | null,
): Promise<Movement[]> {
  const id = contractorId;
  const earlier = before === null ? sql`true` : sql`m.at < ${before.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with moves as (
      select b.completed_at as at, 1 as jobs, coalesce(b.estimated_minutes, 0) as minutes,
             coalesce(b.contractor_pay_cents, 0) as pay, 0 as tips, 0 as fees, 0 as paid,
             least(coalesce(b.contractor_pay_cents, 0), ${sentFor('service', sql`b.id`)}) as settled
        from bookings b
       where b.contractor_id = ${id} and b.status = 'completed' and b.completed_at is not null
      union all
      select t.created_at, 0, 0, 0, t.amount_cents, 0, 0,
             least(t.amount_cents, ${sentFor('tip', sql`t.booking_id`)})
        from booking_tips t where t.contractor_id = ${id}
      union all
      select f.created_at, 0, 0, 0, 0, f.cleaner_cents, 0,
             least(f.cleaner_cents, ${sentFor('cancellationFee', sql`f.booking_id`)})
        from booking_cancellation_fees f where f.contractor_id = ${id}
      union all
      select p.sent_at, 0, 0, 0, 0, 0, p.amount_cents, 0
        from payout_items p where p.contractor_id = ${id} and p.state = 'sent'
    )
    select to_char(m.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
           m.jobs::int as jobs, m.minutes::int as minutes, m.pay::int as "payCents",
           m.tips::int as "tipsCents", m.fees::int as "feesCents",
           m.paid::int as "paidOutCents", m.settled::int as "settledCents"
      from moves m
     where ${earlier}
  `);
  return rowsOf<Movement>(result);
}
