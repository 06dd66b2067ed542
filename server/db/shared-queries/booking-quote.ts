import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { selectJobs, type JobRow } from './job-views.ts';
import { onlyRow } from './rows.ts';
import { bookings, cities, customers, operators, services, users } from '../schema.ts';
import type { Locale } from '#shared/i18n/locale.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** A new booking with the contact details only; its number comes from the shared sequence. */
export async function insertDraftBooking(
  db: Database,
  values: {
    uniqueCode: string;
    customerId: number;
    fullName: string;
    email: string;
    mobile: string;
    /** The language the booking is made in (decision 105): a guest's mail follows it. */
    contactLocale: Locale;
  },
) {
  const rows = await db
    .insert(bookings)
    .values({ ...values, status: 'draft', bookingNo: sql`'MS-' || nextval('booking_no_seq')` })
    .returning({ id: bookings.id, uniqueCode: bookings.uniqueCode });
  return onlyRow(rows);
}

export async function findBookingByCode(db: Database, uniqueCode: string) {
  const rows = await db.select().from(bookings).where(eq(bookings.uniqueCode, uniqueCode));
  return rows[0] ?? null;
}

/** Just what the quote decides on: which booking, and where it is in its lifecycle. */
export async function findBookingStatusByCode(db: Database, uniqueCode: string) {
  const rows = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.uniqueCode, uniqueCode));
  return rows[0] ?? null;
}

/** The login behind an e-mail with its customer profile, if it has one. */
export async function findUserWithCustomer(db: Database, email: string) {
  const rows = await db
    .select({
      userId: users.id,
      passwordHash: users.passwordHash,
      activatedAt: users.activatedAt,
      customerId: customers.id,
      operatorId: operators.id,
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(eq(users.email, email), isNull(users.closedAt)));
  return rows[0] ?? null;
}

export async function findService(db: Database, serviceId: number) {
  const rows = await db.select().from(services).where(eq(services.id, serviceId));
  return rows[0] ?? null;
}

export async function findCity(db: Database, cityId: number) {
  const rows = await db.select().from(cities).where(eq(cities.id, cityId));
  return rows[0] ?? null;
}

export async function findCityByName(db: Database, name: string) {
  const rows = await db.select().from(cities).where(eq(cities.name, name));
  return rows[0] ?? null;
}

/** A booking with the names its screens and e-mails show. */
export async function findJobByCode(db: Database, uniqueCode: string): Promise<JobRow | null> {
  const [row] = await selectJobs(db, eq(bookings.uniqueCode, uniqueCode));
  return row ?? null;
}
