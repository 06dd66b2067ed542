import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, customers, services, users } from '../db/schema.ts';

export type PaymentBooking = typeof bookings.$inferSelect;

/** A booking with what paying for it needs: its city, service and the customer's login. */
export type PaymentBookingRow = {
  booking: PaymentBooking;
  cityName: string | null;
  provinceCode: string | null;
  serviceName: string | null;
  serviceSlug: string | null;
  userId: number;
  /** The login's own address: a guest login's is never the booking's (decision 087). */
  loginEmail: string;
  /** A lead (created by the same-day form) has no password and was never activated. */
  isLead: boolean;
};

function selectPaymentBooking(db: Database) {
  return db
    .select({
      booking: bookings,
      cityName: cities.name,
      provinceCode: cities.provinceCode,
      serviceName: services.name,
      serviceSlug: services.slug,
      userId: users.id,
      loginEmail: users.email,
      passwordHash: users.passwordHash,
      activatedAt: users.activatedAt,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(services, eq(services.id, bookings.serviceId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPaymentBooking>['where']>>[number];

function toPaymentRow({ passwordHash, activatedAt, ...row }: SelectedRow): PaymentBookingRow {
  return { ...row, isLead: passwordHash === '' && activatedAt === null };
}

export async function findBookingByCode(
  db: Database,
  uniqueCode: string,
): Promise<PaymentBookingRow | null> {
  const [row] = await selectPaymentBooking(db).where(eq(bookings.uniqueCode, uniqueCode));
  return row ? toPaymentRow(row) : null;
}

/**
 * The booking, locked until the transaction ends (only its own row: the joined rows stay free),
 * so the status it is decided on cannot change underneath.
 */
export async function lockBooking(db: Database, bookingId: number): Promise<PaymentBookingRow> {
  const [row] = await selectPaymentBooking(db)
    .where(eq(bookings.id, bookingId))
    .for('update', { of: bookings });
  if (!row) throw new Error(`Booking ${bookingId} disappeared while it was being paid.`);
  return toPaymentRow(row);
}

/** Paid bookings whose card is only saved and whose cleaning starts by `startsBy`. */
export async function savedCardBookingsStartingBy(db: Database, startsBy: Date) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.paymentStatus, 'cardSaved'),
        inArray(bookings.status, ['authorized', 'assigned']),
        lte(bookings.startsAt, startsBy),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((row) => row.id);
}

/**
 * Records the hold placed on a saved card (by the job, or after the customer confirmed the card
 * with their bank); false when the booking no longer waits for one.
 */
export async function recordDeferredAuthorization(
  db: Database,
  bookingId: number,
  hold: { gatewayPaymentId: string; authorizedAt: Date; authorizationExpiresAt: Date },
  waitingAs: 'cardSaved' | 'needsAuthentication' = 'cardSaved',
): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ ...hold, paymentStatus: 'authorized', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, waitingAs)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
