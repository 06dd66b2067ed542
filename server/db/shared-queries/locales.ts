import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { isGuestLoginEmail } from '../../domain/guest-logins.ts';
import type { Database } from '../database.ts';
import { bookings, contractors, customers, operators, users } from '../schema.ts';

/*
 * The language each person reads their mail, notifications and documents in (decision 105): an
 * account's is `users.locale`; a guest's or a lead's (a login nobody signs in to) is the language
 * its booking was made in, `bookings.contact_locale`. Unknown people read English.
 */

async function one(rows: Promise<{ locale: Locale }[]>): Promise<Locale> {
  return (await rows)[0]?.locale ?? DEFAULT_LOCALE;
}

export function localeOfUser(db: Database, userId: number): Promise<Locale> {
  return one(db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)));
}

/** The language of the login at this address (stored form), English for an address with none. */
export function localeOfEmail(db: Database, email: string): Promise<Locale> {
  return one(db.select({ locale: users.locale }).from(users).where(eq(users.email, email)));
}

export function localeOfContractor(db: Database, contractorId: number): Promise<Locale> {
  return one(
    db
      .select({ locale: users.locale })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .where(eq(contractors.id, contractorId)),
  );
}

export function localeOfCustomer(db: Database, customerId: number): Promise<Locale> {
  return one(
    db
      .select({ locale: users.locale })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(customers.id, customerId)),
  );
}

export function localeOfOperator(db: Database, operatorId: number): Promise<Locale> {
  return one(
    db
      .select({ locale: users.locale })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(eq(operators.id, operatorId)),
  );
}

/** A login someone signs in to: not a lead (no password, never activated), not a guest login. */
export function isRealAccount(login: {
  passwordHash: string;
  activatedAt: Date | null;
  email: string;
}): boolean {
  const lead = login.passwordHash === '' && login.activatedAt === null;
  return !lead && !isGuestLoginEmail(login.email);
}

/**
 * The language of the person a booking's customer mail goes to: the account's when the booking
 * belongs to a real account, else the language the booking was made in.
 */
export async function localeOfBooking(db: Database, bookingId: number): Promise<Locale> {
  const rows = await db
    .select({
      contactLocale: bookings.contactLocale,
      accountLocale: users.locale,
      passwordHash: users.passwordHash,
      activatedAt: users.activatedAt,
      email: users.email,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(bookings.id, bookingId));
  const row = rows[0];
  if (!row) return DEFAULT_LOCALE;
  return isRealAccount(row) ? row.accountLocale : row.contactLocale;
}
