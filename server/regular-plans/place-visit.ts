/**
 * Placing a plan's visit just written (issue 45): who is offered it. The ordinary behaviour of a
 * newly paid booking far ahead: the job is announced to the city's cleaners who could take it
 * now (their notice and the new-job digest, as the payment announces a paid job). The plan's own
 * cleaner first is another step's (server/regular-plans/README.md "One cleaner"): it replaces
 * this body and keeps the signature.
 */
import type { Database } from '../db/database.ts';
import type { regularPlans } from '../db/schema.ts';
import type { NamesByLocale } from '../catalog/index.ts';
import { announceToCleaners, paidBookingById } from '../payments/index.ts';

export type PlanRow = typeof regularPlans.$inferSelect;

/**
 * Offers the visit `visitBookingId` of `plan`, in the writer's transaction, at `now`; `names` are
 * the catalog's names in each language (read before the transaction) for the notices.
 */
export async function placeVisit(
  tx: Database,
  plan: PlanRow,
  visitBookingId: number,
  now: Date,
  names: NamesByLocale,
): Promise<void> {
  const visit = await paidBookingById(tx, visitBookingId);
  if (!visit) throw new Error(`Visit ${visitBookingId} of plan ${plan.id} has no price.`);
  await announceToCleaners(tx, visit, now, names);
}
