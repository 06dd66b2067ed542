import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { onlyRow } from './rows.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { cities, contractors, customers, experienceOptions, users } from '../schema.ts';

export type CustomerRow = typeof customers.$inferSelect & { email: string; locale: Locale };
export type ContractorRow = typeof contractors.$inferSelect & {
  email: string;
  locale: Locale;
  serviceCity: string;
};

export async function findCustomer(db: Database, customerId: number): Promise<CustomerRow | null> {
  const rows = await db
    .select({ customer: customers, email: users.email, locale: users.locale })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, customerId));
  const row = rows[0];
  return row ? { ...row.customer, email: row.email, locale: row.locale } : null;
}

export async function findContractor(
  db: Database,
  contractorId: number,
): Promise<ContractorRow | null> {
  const rows = await db
    .select({
      contractor: contractors,
      email: users.email,
      locale: users.locale,
      serviceCity: cities.name,
    })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(eq(contractors.id, contractorId));
  const row = rows[0];
  return row
    ? { ...row.contractor, email: row.email, locale: row.locale, serviceCity: row.serviceCity }
    : null;
}

export async function findContractorByEmail(db: Database, email: string) {
  const rows = await db
    .select({ id: contractors.id, status: contractors.status, fullName: contractors.fullName })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(and(eq(users.email, email), isNull(users.closedAt)));
  return rows[0] ?? null;
}

type ProfileChanges = {
  mobile: string;
  address?: string;
  city?: string;
  zipCode?: string;
  region?: string;
  country?: string;
  imagePath?: string;
};

export async function updateCustomer(
  db: Database,
  customerId: number,
  changes: ProfileChanges & { firstName: string; lastName: string },
) {
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
}

export async function updateContractor(
  db: Database,
  contractorId: number,
  changes: ProfileChanges & { fullName: string },
) {
  await db.update(contractors).set(changes).where(eq(contractors.id, contractorId));
}

export async function insertCustomer(
  db: Database,
  values: {
    userId: number;
    uniqueCode: string;
    firstName: string;
    lastName: string;
    mobile: string;
  },
) {
  const rows = await db.insert(customers).values(values).returning({ id: customers.id });
  return onlyRow(rows).id;
}

export async function insertContractor(db: Database, values: typeof contractors.$inferInsert) {
  const rows = await db.insert(contractors).values(values).returning({ id: contractors.id });
  return onlyRow(rows).id;
}

export async function cityExists(db: Database, cityId: number) {
  const rows = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
  return rows.length > 0;
}

export async function experienceExists(db: Database, experienceId: number) {
  const rows = await db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .where(eq(experienceOptions.id, experienceId));
  return rows.length > 0;
}
