import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookingCancellationFees, bookings, cancellationPolicies, cities } from '../db/schema.ts';
import type { CancellationPolicy } from '#shared/cancellation-policy.ts';

type PolicyRow = typeof cancellationPolicies.$inferSelect;

function policyOf(row: PolicyRow): CancellationPolicy {
  return { version: row.version, ...row.rules };
}

/** The newest policy: the one a booking confirmed now is given (decision 117). */
export async function currentCancellationPolicy(db: Database): Promise<CancellationPolicy | null> {
  const [row] = await db
    .select()
    .from(cancellationPolicies)
    .orderBy(desc(cancellationPolicies.version))
    .limit(1);
  return row ? policyOf(row) : null;
}

/** Saves a new version after the newest (the console's save); answers it. */
export async function addCancellationPolicy(
  tx: Database,
  rules: Omit<CancellationPolicy, 'version'>,
  operatorId: number,
  /** When it takes effect (the app's clock); the database's clock without it. */
  publishedAt?: Date,
): Promise<CancellationPolicy> {
  const current = await currentCancellationPolicy(tx);
  const [row] = await tx
    .insert(cancellationPolicies)
    .values({
      version: (current?.version ?? 0) + 1,
      rules: { ...rules, tiers: [...rules.tiers] },
      operatorId,
      ...(publishedAt ? { createdAt: publishedAt } : {}),
    })
    .returning();
  if (!row) throw new Error('A saved cancellation policy was not written.');
  return policyOf(row);
}

/** What the cancellation of one booking is reckoned from: its row, its zone and its policy. */
export async function cancellationFactsOf(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      timeZone: cities.timeZone,
      policy: cancellationPolicies,
    })
    .from(bookings)
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .leftJoin(
      cancellationPolicies,
      eq(cancellationPolicies.version, bookings.cancellationPolicyVersion),
    )
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  return {
    booking: row.booking,
    timeZone: row.timeZone,
    policy: row.policy ? policyOf(row.policy) : null,
  };
}

export type FeeRecord = typeof bookingCancellationFees.$inferInsert;

export async function recordCancellationFee(tx: Database, fee: FeeRecord): Promise<void> {
  await tx.insert(bookingCancellationFees).values(fee);
}

export { cancellationFeeOf } from '../db/shared-queries/cancellation-policy.ts';

/** The quoted booking's start and zone by its code (the quote step's cancellation line). */
export async function quotedStartOf(db: Database, uniqueCode: string) {
  const [row] = await db
    .select({ startsAt: bookings.startsAt, timeZone: cities.timeZone })
    .from(bookings)
    .leftJoin(cities, eq(cities.id, bookings.cityId))
    .where(eq(bookings.uniqueCode, uniqueCode));
  return row ?? null;
}
