/*
 * The queries of a plan's changes and pages (issue 45, decision 145): a customer's plans, one
 * plan with its visits and history, locking a plan and its visits for a change, and the console's
 * list. Only this folder's plan-changes and admin-plans use them.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookings,
  cities,
  contractors,
  customers,
  planEvents,
  regularPlans,
  users,
} from '../db/schema.ts';

export type PlanRow = typeof regularPlans.$inferSelect;
export type VisitRow = typeof bookings.$inferSelect;
export type PlanEventRow = typeof planEvents.$inferSelect;

const planColumns = {
  plan: regularPlans,
  cityName: cities.name,
  timeZone: cities.timeZone,
  provinceCode: cities.provinceCode,
  cleanerName: contractors.fullName,
};

export type PlanWithPlace = {
  plan: PlanRow;
  cityName: string;
  timeZone: string;
  provinceCode: string;
  cleanerName: string | null;
};

function planQuery(db: Database) {
  return db
    .select(planColumns)
    .from(regularPlans)
    .innerJoin(cities, eq(cities.id, regularPlans.cityId))
    .leftJoin(contractors, eq(contractors.id, regularPlans.contractorId));
}

/** The customer's plans, running ones first, then the newest. */
export async function plansOfCustomer(db: Database, customerId: number): Promise<PlanWithPlace[]> {
  return planQuery(db)
    .where(eq(regularPlans.customerId, customerId))
    .orderBy(
      sql`${regularPlans.status} = 'ended'`,
      desc(regularPlans.createdAt),
      desc(regularPlans.id),
    );
}

/** One of the customer's plans by its code; locked for a change when asked. */
export async function findOwnPlan(
  db: Database,
  customerId: number,
  code: string,
  options: { lock?: boolean } = {},
): Promise<PlanWithPlace | null> {
  const query = planQuery(db).where(
    and(eq(regularPlans.uniqueCode, code), eq(regularPlans.customerId, customerId)),
  );
  const rows = await (options.lock ? query.for('update', { of: regularPlans }) : query);
  return rows[0] ?? null;
}

/** A plan by id (the console); locked for a change when asked. */
export async function findPlanById(
  db: Database,
  planId: number,
  options: { lock?: boolean } = {},
): Promise<PlanWithPlace | null> {
  const query = planQuery(db).where(eq(regularPlans.id, planId));
  const rows = await (options.lock ? query.for('update', { of: regularPlans }) : query);
  return rows[0] ?? null;
}

/** The visits still to come (paid, not started or under way), soonest first; locked when asked. */
export async function upcomingVisits(
  db: Database,
  planId: number,
  options: { lock?: boolean } = {},
): Promise<VisitRow[]> {
  const query = db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.planId, planId),
        inArray(bookings.status, ['authorized', 'assigned', 'inProgress']),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return options.lock ? query.for('update') : query;
}

/** The visits done, skipped or cancelled, newest first (the page shows the latest). */
export async function pastVisits(db: Database, planId: number, limit = 20): Promise<VisitRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.planId, planId), inArray(bookings.status, ['completed', 'cancelled'])))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(limit);
}

export async function eventsOfPlan(db: Database, planId: number): Promise<PlanEventRow[]> {
  return db
    .select()
    .from(planEvents)
    .where(eq(planEvents.planId, planId))
    .orderBy(desc(planEvents.at), desc(planEvents.id));
}

export async function recordPlanEvent(
  tx: Database,
  entry: {
    planId: number;
    event: string;
    actor: PlanEventRow['actor'];
    details: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(planEvents).values(entry);
}

export async function updatePlan(
  tx: Database,
  planId: number,
  set: Partial<Omit<PlanRow, 'id' | 'uniqueCode' | 'customerId' | 'createdAt'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(regularPlans).set(set).where(eq(regularPlans.id, planId));
}

/** After its cancel: the visit is skipped (it keeps its place, so it is never written again). */
export async function markSkipped(tx: Database, bookingId: number, at: Date): Promise<void> {
  await tx.update(bookings).set({ skippedAt: at }).where(eq(bookings.id, bookingId));
}

/**
 * After its cancel by a pause, a change or the end: the visit leaves the plan's rhythm (its
 * place is freed), so a plan resumed early or changed back can have a visit on that date again.
 */
export async function freeVisitPlace(tx: Database, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx.update(bookings).set({ planVisitDate: null }).where(inArray(bookings.id, bookingIds));
}

/** The next visit's local date of each plan (the lists), by plan id. */
export async function nextVisitDates(
  db: Database,
  planIds: number[],
): Promise<Map<number, string>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: bookings.planId, date: sql<string>`min(${bookings.localDate})` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.planId, planIds),
        isNotNull(bookings.localDate),
        inArray(bookings.status, ['authorized', 'assigned', 'inProgress']),
      ),
    )
    .groupBy(bookings.planId);
  return new Map(rows.flatMap((row) => (row.planId === null ? [] : [[row.planId, row.date]])));
}

export const ADMIN_PLAN_PAGE_SIZE = 25;

/** The console's list: newest first, a page at a time, by status. */
export async function adminPlanPage(
  db: Database,
  query: { status?: PlanRow['status']; page: number },
) {
  const where = query.status ? eq(regularPlans.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...planColumns,
        customerFirst: customers.firstName,
        customerLast: customers.lastName,
        customerEmail: users.email,
      })
      .from(regularPlans)
      .innerJoin(cities, eq(cities.id, regularPlans.cityId))
      .innerJoin(customers, eq(customers.id, regularPlans.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .leftJoin(contractors, eq(contractors.id, regularPlans.contractorId))
      .where(where)
      .orderBy(desc(regularPlans.createdAt), desc(regularPlans.id))
      .limit(ADMIN_PLAN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PLAN_PAGE_SIZE),
    db.select({ n: count() }).from(regularPlans).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The plan's customer as the console names them. */
export async function customerOfPlan(db: Database, customerId: number) {
  const [row] = await db
    .select({ first: customers.firstName, last: customers.lastName, email: users.email })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** Every visit of the plan, soonest last (the console's page). */
export async function visitsOfPlan(db: Database, planId: number): Promise<VisitRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.planId, planId))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(100);
}

/** A customer's plans with their events (the data export and the closure). */
export async function plansWithEventsOf(db: Database, customerId: number) {
  const plans = await db
    .select()
    .from(regularPlans)
    .where(eq(regularPlans.customerId, customerId))
    .orderBy(asc(regularPlans.createdAt), asc(regularPlans.id));
  if (plans.length === 0) return [];
  const events = await db
    .select()
    .from(planEvents)
    .where(
      inArray(
        planEvents.planId,
        plans.map((plan) => plan.id),
      ),
    )
    .orderBy(asc(planEvents.at), asc(planEvents.id));
  return plans.map((plan) => ({ plan, events: events.filter((e) => e.planId === plan.id) }));
}
