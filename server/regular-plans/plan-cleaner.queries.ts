import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bookings, cities, customers, planEvents, regularPlans } from '../db/schema.ts';
import { insideWeeklyHours } from '../db/shared-queries/offered-hours.ts';

type Plan = typeof regularPlans.$inferSelect;

/** The plan a booking is a visit of, read without a lock (to know which plan to lock first). */
export async function planIdOfBooking(db: Database, bookingId: number): Promise<number | null> {
  const [row] = await db
    .select({ planId: bookings.planId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.planId ?? null;
}

/** The plan, its row locked for the rest of the transaction. */
export async function lockPlan(db: Database, planId: number): Promise<Plan | null> {
  const [row] = await db
    .select()
    .from(regularPlans)
    .where(eq(regularPlans.id, planId))
    .for('update');
  return row ?? null;
}

/**
 * Whether one of the cleaner's weekly ranges holds the plan's whole window on its weekday (the
 * anchor's), by the job board's own rule (decision 044).
 */
export async function hoursCoverPlan(db: Database, contractorId: number, plan: Plan) {
  const span = {
    localDate: sql`${plan.anchorDate}`,
    fromMinutes: sql`${plan.fromMinutes}`,
    untilMinutes: sql`${plan.untilMinutes}`,
  };
  const [row] = await db
    .select({ covered: sql<boolean>`${insideWeeklyHours(db, contractorId, span)}` })
    .from(regularPlans)
    .where(eq(regularPlans.id, plan.id));
  return row?.covered === true;
}

export async function setPlanCleaner(
  db: Database,
  planId: number,
  contractorId: number | null,
  at: Date | null,
) {
  await db
    .update(regularPlans)
    .set({ contractorId, contractorAcceptedAt: at, updatedAt: sql`now()` })
    .where(eq(regularPlans.id, planId));
}

export async function recordPlanEvent(
  db: Database,
  planId: number,
  event: string,
  actor: 'customer' | 'operator' | 'cleaner' | 'scheduler',
  details: Record<string, unknown>,
  at: Date,
) {
  await db.insert(planEvents).values({ planId, event, actor, details, at });
}

/** The plan's visits still open to the board and ahead, soonest first (`except` left out). */
export async function openVisitsOf(db: Database, planId: number, except: number, now: Date) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.planId, planId),
        ne(bookings.id, except),
        eq(bookings.status, 'authorized'),
        isNull(bookings.contractorId),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/** The plan's visits the cleaner holds that start after `after`, soonest first. */
export async function heldVisitsAfter(
  db: Database,
  planId: number,
  contractorId: number,
  after: Date,
) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.planId, planId),
        eq(bookings.contractorId, contractorId),
        eq(bookings.status, 'assigned'),
        gt(bookings.startsAt, after),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}

/** The running plans the cleaner cleans, with what their dashboard shows, oldest first. */
export async function plansOfCleaner(db: Database, contractorId: number) {
  return db
    .select({
      id: regularPlans.id,
      status: regularPlans.status,
      everyWeeks: regularPlans.everyWeeks,
      anchorDate: regularPlans.anchorDate,
      fromMinutes: regularPlans.fromMinutes,
      untilMinutes: regularPlans.untilMinutes,
      customerFirstName: customers.firstName,
      cityName: cities.name,
    })
    .from(regularPlans)
    .innerJoin(customers, eq(customers.id, regularPlans.customerId))
    .innerJoin(cities, eq(cities.id, regularPlans.cityId))
    .where(and(eq(regularPlans.contractorId, contractorId), ne(regularPlans.status, 'ended')))
    .orderBy(asc(regularPlans.contractorAcceptedAt), asc(regularPlans.id));
}

/** The next visits the cleaner holds of these plans, soonest first. */
export async function nextVisitsOf(
  db: Database,
  planIds: number[],
  contractorId: number,
  now: Date,
) {
  if (planIds.length === 0) return [];
  return db
    .select({ planId: bookings.planId, id: bookings.id, localDate: bookings.localDate })
    .from(bookings)
    .where(
      and(
        inArray(bookings.planId, planIds),
        eq(bookings.contractorId, contractorId),
        inArray(bookings.status, ['assigned', 'inProgress']),
        gt(bookings.endsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
}
