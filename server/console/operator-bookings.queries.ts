import { and, asc, count, desc, eq, ilike, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { bookingStatus } from '../db/schema.ts';
import {
  bookingRefunds,
  bookings,
  bookingStatusChanges,
  cities,
  contractors,
  customers,
  operators,
  outbox,
  regularPlans,
  services,
  users,
} from '../db/schema.ts';

export type BookingStatus = (typeof bookingStatus.enumValues)[number];

export type OperatorBookingFilters = {
  bookingNo?: string;
  email?: string;
  cityId?: number;
  status?: BookingStatus;
  /** The city's date of the cleaning, YYYY-MM-DD. */
  date?: string;
};

/** `%` and `_` typed by the operator are letters, not wildcards. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function whereOf(filters: OperatorBookingFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.bookingNo) {
    conditions.push(ilike(bookings.bookingNo, `%${literal(filters.bookingNo)}%`));
  }
  if (filters.email) conditions.push(ilike(bookings.email, `%${literal(filters.email)}%`));
  if (filters.cityId !== undefined) conditions.push(eq(bookings.cityId, filters.cityId));
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.date) conditions.push(eq(bookings.localDate, filters.date));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listColumns = {
  id: bookings.id,
  bookingNo: bookings.bookingNo,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  fullName: bookings.fullName,
  email: bookings.email,
  localDate: bookings.localDate,
  fromMinutes: bookings.fromMinutes,
  estimatedMinutes: bookings.estimatedMinutes,
  totalCents: bookings.totalCents,
  cityName: cities.name,
  serviceName: services.name,
  createdAt: bookings.createdAt,
};

/** One page of bookings matching the filters, newest first, and how many match in all. */
export async function searchOperatorBookings(
  db: Database,
  filters: OperatorBookingFilters,
  page: { offset: number; limit: number },
) {
  const where = whereOf(filters);
  const rows = await db
    .select(listColumns)
    .from(bookings)
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(bookings).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export type OperatorBookingListRow = Awaited<
  ReturnType<typeof searchOperatorBookings>
>['rows'][number];

export type OperatorBookingRow = typeof bookings.$inferSelect;

/** The booking, held for the rest of the transaction when `lock` (refunds, cancels). */
export async function findBookingById(
  db: Database,
  bookingId: number,
  options: { lock?: boolean } = {},
): Promise<OperatorBookingRow | null> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const rows = await (options.lock ? query.for('update') : query);
  return rows[0] ?? null;
}

/** The names a booking's page shows beside its row: city, service, cleaner. */
export async function bookingNames(db: Database, booking: OperatorBookingRow) {
  const [row] = await db
    .select({
      cityName: cities.name,
      serviceName: services.name,
      contractorName: contractors.fullName,
      customerClosedAt: users.closedAt,
      planDiscountPercent: regularPlans.discountPercent,
    })
    .from(bookings)
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(contractors, eq(contractors.id, bookings.contractorId))
    .leftJoin(customers, eq(customers.id, bookings.customerId))
    .leftJoin(users, eq(users.id, customers.userId))
    .leftJoin(regularPlans, eq(regularPlans.id, bookings.planId))
    .where(eq(bookings.id, booking.id));
  return (
    row ?? {
      cityName: null,
      serviceName: null,
      contractorName: null,
      customerClosedAt: null,
      planDiscountPercent: null,
    }
  );
}

export function statusChangesOf(db: Database, bookingId: number) {
  return db
    .select({
      event: bookingStatusChanges.event,
      fromStatus: bookingStatusChanges.fromStatus,
      toStatus: bookingStatusChanges.toStatus,
      at: bookingStatusChanges.at,
    })
    .from(bookingStatusChanges)
    .where(eq(bookingStatusChanges.bookingId, bookingId))
    .orderBy(asc(bookingStatusChanges.at), asc(bookingStatusChanges.id));
}

export function refundsOf(db: Database, bookingId: number) {
  return db
    .select({
      id: bookingRefunds.id,
      amountCents: bookingRefunds.amountCents,
      gatewayRefundId: bookingRefunds.gatewayRefundId,
      reason: bookingRefunds.reason,
      operatorEmail: users.email,
      createdAt: bookingRefunds.createdAt,
    })
    .from(bookingRefunds)
    .leftJoin(operators, eq(operators.id, bookingRefunds.operatorId))
    .leftJoin(users, eq(users.id, operators.userId))
    .where(eq(bookingRefunds.bookingId, bookingId))
    .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
}

/** Cents refunded so far and how many refunds: read under the booking's row lock. */
export async function refundedSoFar(
  db: Database,
  bookingId: number,
): Promise<{ cents: number; count: number }> {
  const [row] = await db
    .select({ cents: sum(bookingRefunds.amountCents).mapWith(Number), count: count() })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.bookingId, bookingId));
  return { cents: row?.cents ?? 0, count: row?.count ?? 0 };
}

export async function insertRefund(db: Database, refund: typeof bookingRefunds.$inferInsert) {
  const [row] = await db.insert(bookingRefunds).values(refund).returning();
  if (!row) throw new Error('A refund row was not written.');
  return row;
}

export async function setPaymentStatus(
  db: Database,
  bookingId: number,
  paymentStatus: OperatorBookingRow['paymentStatus'],
) {
  await db
    .update(bookings)
    .set({ paymentStatus, updatedAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
}

/**
 * The e-mails about a booking that the app kept (the outbox, when no SMTP_URL is set): every
 * booking e-mail names its booking number, so those are the ones that quote it.
 */
export function bookingMail(db: Database, bookingNo: string) {
  const quoted = `%${literal(bookingNo)}%`;
  return db
    .select({
      id: outbox.id,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.textBody,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(or(ilike(outbox.subject, quoted), ilike(outbox.textBody, quoted)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(50);
}
