/*
 * The closure's own reads and writes (decision 139): who the account is, their live bookings and
 * accepted jobs, and the erasure itself. Everything runs in the closure's transaction.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  accountTokens,
  bookingDocuments,
  bookings,
  cities,
  contractorDaysOff,
  contractorWeeklyHours,
  contractors,
  customerAddresses,
  customerCleaners,
  customers,
  dataExports,
  discardedUploads,
  emailConsents,
  jobAnnouncements,
  notifications,
  operators,
  outbox,
  reviews,
  services,
  sessions,
  users,
} from '../db/schema.ts';

/** The bookings a closure acts on: paid and not over, or still a quote. */
const LIVE = ['draft', 'quoted', 'authorized', 'assigned', 'inProgress'] as const;

/** The account with its profiles, locked (a closure and a second one take turns); null if none. */
export async function lockAccount(tx: Database, userId: number) {
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      locale: users.locale,
      closedAt: users.closedAt,
      customerId: customers.id,
      contractorId: contractors.id,
      contractorCityId: contractors.cityId,
      operatorId: operators.id,
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(contractors, eq(contractors.userId, users.id))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return rows[0] ?? null;
}

export type ClosingAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/** The user behind a customer or cleaner id (the console names the person by either). */
export async function userOfProfile(
  db: Database,
  ref: { customerId?: number; contractorId?: number },
): Promise<number | null> {
  if (ref.customerId !== undefined) {
    const rows = await db
      .select({ userId: customers.userId })
      .from(customers)
      .where(eq(customers.id, ref.customerId));
    return rows[0]?.userId ?? null;
  }
  if (ref.contractorId !== undefined) {
    const rows = await db
      .select({ userId: contractors.userId })
      .from(contractors)
      .where(eq(contractors.id, ref.contractorId));
    return rows[0]?.userId ?? null;
  }
  return null;
}

/** The customer's bookings not yet over, locked, soonest first, with their service's name. */
export async function liveBookingsOf(tx: Database, customerId: number) {
  return tx
    .select({ booking: bookings, serviceName: services.name })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.customerId, customerId), inArray(bookings.status, [...LIVE])))
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .for('update', { of: bookings });
}

/** The cleaner's accepted jobs not yet over (another customer's bookings), locked, soonest first. */
export async function acceptedJobsOf(tx: Database, contractorId: number) {
  return tx
    .select({ booking: bookings, serviceName: services.name, cityName: cities.name })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(
      and(
        eq(bookings.contractorId, contractorId),
        inArray(bookings.status, ['assigned', 'inProgress']),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .for('update', { of: bookings });
}

/** The newest outbox row now: what the closure deletes of the person's mail is what came before. */
export async function lastOutboxId(tx: Database): Promise<number> {
  const rows = await tx.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)` }).from(outbox);
  return Number(rows[0]?.id ?? 0);
}

/** Discards the profile photos (the retention job removes the files) and clears the columns. */
async function discardPhotos(tx: Database, paths: (string | null | undefined)[], at: Date) {
  const files = [...new Set(paths.filter((path): path is string => !!path))];
  if (files.length > 0) {
    await tx
      .insert(discardedUploads)
      .values(files.map((urlPath) => ({ urlPath, discardedAt: at })));
  }
}

/** What a customer's and a cleaner's profile both lose: every way to reach or picture them. */
const ERASED_PROFILE_CONTACT = {
  mobile: '',
  imagePath: null,
  address: '',
  city: '',
  zipCode: '',
  region: '',
  country: '',
} as const;

/**
 * Erases or anonymises what the account held (decision 139). Kept: bookings' money and their
 * receipts' address, the ledger, payouts, sealed tax details; see server/domain/closure.ts.
 */
export async function eraseAccount(
  tx: Database,
  account: ClosingAccount,
  values: {
    at: Date;
    placeholderEmail: string;
    unusableHash: string;
    formerCustomer: string;
    formerCleaner: string;
    formerOperator: string;
    /** The person's outbox rows up to this id are deleted; the closure's own mail stays. */
    outboxUpTo: number;
  },
) {
  const { at, userId } = { at: values.at, userId: account.userId };
  if (account.customerId !== null) {
    const customerId = account.customerId;
    const [customer] = await tx
      .select({ imagePath: customers.imagePath })
      .from(customers)
      .where(eq(customers.id, customerId));
    await discardPhotos(tx, [customer?.imagePath], at);
    await tx
      .update(customers)
      .set({ firstName: values.formerCustomer, lastName: '', ...ERASED_PROFILE_CONTACT })
      .where(eq(customers.id, customerId));
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    await tx.delete(customerCleaners).where(eq(customerCleaners.customerId, customerId));
    await tx.delete(notifications).where(eq(notifications.customerId, customerId));
    await tx
      .update(reviews)
      .set({ authorName: values.formerCustomer })
      .where(eq(reviews.customerId, customerId));
    // Bookings keep their money and number; the person's contact and the notes for the cleaner
    // go. The service address stays only where a receipt printed it (a tax record).
    const hasReceipt = sql`exists (select 1 from ${bookingDocuments} where ${bookingDocuments.bookingId} = ${bookings.id})`;
    await tx
      .update(bookings)
      .set({
        fullName: values.formerCustomer,
        email: values.placeholderEmail,
        mobile: '',
        accessEntryCode: '',
        accessParking: '',
        accessPets: '',
        accessOther: '',
        address: sql`case when ${hasReceipt} then ${bookings.address} else '' end`,
        unit: sql`case when ${hasReceipt} then ${bookings.unit} else '' end`,
        postalCode: sql`case when ${hasReceipt} then ${bookings.postalCode} else null end`,
      })
      .where(eq(bookings.customerId, customerId));
  }
  if (account.contractorId !== null) {
    const contractorId = account.contractorId;
    const [contractor] = await tx
      .select({ imagePath: contractors.imagePath })
      .from(contractors)
      .where(eq(contractors.id, contractorId));
    await discardPhotos(tx, [contractor?.imagePath], at);
    // Paused as well: a closed cleaner takes no job, whatever else changes.
    await tx
      .update(contractors)
      .set({ fullName: values.formerCleaner, ...ERASED_PROFILE_CONTACT, pausedAt: at })
      .where(eq(contractors.id, contractorId));
    await tx.delete(notifications).where(eq(notifications.contractorId, contractorId));
    await tx
      .delete(contractorWeeklyHours)
      .where(eq(contractorWeeklyHours.contractorId, contractorId));
    await tx.delete(contractorDaysOff).where(eq(contractorDaysOff.contractorId, contractorId));
    await tx.delete(jobAnnouncements).where(eq(jobAnnouncements.contractorId, contractorId));
    await tx.delete(customerCleaners).where(eq(customerCleaners.contractorId, contractorId));
    // The payout account stays: earnings still owed are paid to it (decision 139).
  }
  if (account.operatorId !== null) {
    await tx
      .update(operators)
      .set({ fullName: values.formerOperator, disabledAt: at, totpSecret: null })
      .where(eq(operators.id, account.operatorId));
  }
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(dataExports).where(eq(dataExports.userId, userId));
  await tx.delete(outbox).where(and(eq(outbox.userId, userId), lte(outbox.id, values.outboxUpTo)));
  // The closure's own mail (its cancellations, told as usual) still goes out, tied to no account;
  // the retention job deletes it with all sent mail.
  await tx.update(outbox).set({ userId: null }).where(eq(outbox.userId, userId));
  await tx
    .update(emailConsents)
    .set({ withdrawnAt: at, withdrawnVia: 'closure' })
    .where(and(eq(emailConsents.userId, userId), isNull(emailConsents.withdrawnAt)));
  await tx
    .update(users)
    .set({
      closedAt: at,
      email: values.placeholderEmail,
      passwordHash: values.unusableHash,
      unsubscribeKey: null,
    })
    .where(eq(users.id, userId));
}
