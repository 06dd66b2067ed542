import { eq, max } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookingCancellationFees, cancellationPolicies } from '../schema.ts';

/** The newest cancellation policy's version: the one a booking confirmed now keeps (decision 117). */
export async function currentPolicyVersion(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ version: max(cancellationPolicies.version) })
    .from(cancellationPolicies);
  return row?.version ?? null;
}

/** The fee taken when the booking was cancelled, if any (its e-mail and its page say it). */
export async function cancellationFeeOf(db: Database, bookingId: number) {
  const [row] = await db
    .select()
    .from(bookingCancellationFees)
    .where(eq(bookingCancellationFees.bookingId, bookingId));
  return row ?? null;
}

export type CancellationFeeRow = NonNullable<Awaited<ReturnType<typeof cancellationFeeOf>>>;
