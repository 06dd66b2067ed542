import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import {
  bookings,
  contractors,
  customers,
  experienceOptions,
  notifications,
  users,
} from '#server/db/schema.ts';
import type { components } from '#shared/api-schema.d.ts';
import { call, type Answer } from './accounts.ts';
import { WHOLE_WEEK, writeWeek } from './contractors.ts';
import { cityNamed } from './bookings.ts';

export type PaymentData = components['schemas']['PaymentResult'];

type Booking = typeof bookings.$inferSelect;

/** The body the payment step sends for a booking: its server price, a card that is approved. */
export function paymentBody(booking: Booking, overrides: Record<string, unknown> = {}) {
  return {
    vUniqueCode: booking.uniqueCode,
    amount: (booking.totalCents ?? 0) / 100,
    currency: 'cad',
    paymentMethodId: 'pm_card_visa',
    coupon_code: '',
    ...overrides,
  };
}

export function pay(
  app: FastifyInstance,
  booking: Booking,
  overrides: Record<string, unknown> = {},
): Promise<Answer<PaymentData>> {
  return call<PaymentData>(
    app,
    '/api/cleaning/payment_autorization',
    paymentBody(booking, overrides),
  );
}

let people = 0;
function uniqueEmail(kind: string) {
  people += 1;
  return `${kind}.${Date.now()}.${people}.${randomBytes(3).toString('hex')}@example.ca`;
}

/** A contractor of the city in the given status, as an approved application would leave them. */
export async function insertContractor(
  db: Database,
  city: string,
  status: 'Approved' | 'Pending' | 'Rejected' = 'Approved',
): Promise<number> {
  const { id: cityId } = await cityNamed(db, city);
  const [experience] = await db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .orderBy(asc(experienceOptions.id))
    .limit(1);
  if (!experience) throw new Error('no experience options seeded');
  const [user] = await db
    .insert(users)
    .values({ email: uniqueEmail('cleaner'), passwordHash: 'not-a-hash', activatedAt: new Date() })
    .returning({ id: users.id });
  if (!user) throw new Error('user not written');
  const [contractor] = await db
    .insert(contractors)
    .values({
      userId: user.id,
      uniqueCode: `con_${randomBytes(12).toString('base64url')}`,
      fullName: 'Test Cleaner',
      mobile: '7805550199',
      cityId,
      experienceId: experience.id,
      status,
      backgroundCheckConsentAt: new Date(),
      approvedAt: status === 'Approved' ? new Date() : null,
      dailyJobCap: 6,
    })
    .returning({ id: contractors.id });
  if (!contractor) throw new Error('contractor not written');
  // Free whenever a test books, like the demo cleaner (decision 044).
  await writeWeek(db, contractor.id, WHOLE_WEEK);
  return contractor.id;
}

/**
 * A customer as the same-day form leaves them: a login with no password, never activated.
 * Returns the e-mail, which createBooking's `customerEmail` takes.
 */
export async function insertLeadCustomer(db: Database): Promise<string> {
  const email = uniqueEmail('lead');
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: '', activatedAt: null })
    .returning({ id: users.id });
  if (!user) throw new Error('user not written');
  await db.insert(customers).values({
    userId: user.id,
    uniqueCode: `cus_${randomBytes(12).toString('base64url')}`,
    firstName: 'Olivia',
    lastName: 'Chen',
    mobile: '7805550123',
  });
  return email;
}

export async function bookingById(db: Database, id: number): Promise<Booking> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

export function notificationsOfBooking(db: Database, bookingId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId))
    .orderBy(asc(notifications.id));
}
