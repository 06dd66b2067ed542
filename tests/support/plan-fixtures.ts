/*
 * Regular plans for tests (issue 45) without the buying and writing code of the other parts: a
 * paid booking made a plan's first visit as the payment does (server/regular-plans/README.md,
 * "Buying a plan"), and later visits written as the visit writer does ("Writing visits"): a copy
 * of the plan's latest visit for each due date, on the saved card, not yet held.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { bookings, cities, planEvents, regularPlans } from '#server/db/schema.ts';
import { localNow, zonedInstant } from '#server/domain/local-time.ts';
import { addDays, visitDatesBetween, type EveryWeeks } from '#shared/regular-plans.ts';

export type TestPlan = typeof regularPlans.$inferSelect;
export type TestVisit = typeof bookings.$inferSelect;

/** The paid booking becomes the first visit of a new plan; `created` is recorded. */
export async function planFromBooking(
  db: Database,
  bookingId: number,
  options: { everyWeeks?: EveryWeeks; discountPercent?: number; at?: Date } = {},
): Promise<TestPlan> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking?.localDate || booking.fromMinutes === null || booking.customerId === null) {
    throw new Error(`booking ${bookingId} cannot start a plan`);
  }
  const everyWeeks = options.everyWeeks ?? 2;
  const at = options.at ?? new Date();
  const [plan] = await db
    .insert(regularPlans)
    .values({
      uniqueCode: `pln_${randomBytes(12).toString('base64url')}`,
      customerId: booking.customerId,
      everyWeeks,
      discountPercent: options.discountPercent ?? 10,
      firstBookingId: booking.id,
      cityId: booking.cityId!,
      anchorDate: booking.localDate,
      fromMinutes: booking.fromMinutes,
      untilMinutes: booking.untilMinutes ?? booking.fromMinutes + 240,
      paymentMethodId: booking.paymentMethodId,
      cancellationPolicyVersion: booking.cancellationPolicyVersion,
      visitsWrittenThrough: booking.localDate,
    })
    .returning();
  if (!plan) throw new Error('plan not written');
  await db
    .update(bookings)
    .set({ planId: plan.id, planVisitDate: booking.localDate, planEveryWeeks: everyWeeks })
    .where(eq(bookings.id, booking.id));
  await db
    .insert(planEvents)
    .values({ planId: plan.id, event: 'created', actor: 'customer', details: { everyWeeks }, at });
  return plan;
}

async function planById(db: Database, planId: number): Promise<TestPlan> {
  const [plan] = await db.select().from(regularPlans).where(eq(regularPlans.id, planId));
  if (!plan) throw new Error(`no plan ${planId}`);
  return plan;
}

/**
 * Writes the plan's due visits after `visits_written_through` through `through` (as the writer
 * does: a paused plan from `resumes_on` on, an ended plan none), each a copy of the plan's latest
 * visit on the saved card, and moves `visits_written_through`. Returns the visits written.
 */
export async function writeVisits(
  db: Database,
  planId: number,
  through: string,
): Promise<TestVisit[]> {
  const plan = await planById(db, planId);
  if (plan.status === 'ended') return [];
  const [city] = await db.select().from(cities).where(eq(cities.id, plan.cityId));
  const [latest] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.planId, planId), isNotNull(bookings.localDate)))
    .orderBy(desc(bookings.localDate), desc(bookings.id))
    .limit(1);
  if (!city || !latest) throw new Error(`plan ${planId} has no visit to copy`);
  let from = addDays(plan.visitsWrittenThrough ?? plan.anchorDate, 1);
  if (plan.status === 'paused' && plan.resumesOn && plan.resumesOn > from) from = plan.resumesOn;
  const written: TestVisit[] = [];
  for (const date of visitDatesBetween(
    plan.anchorDate,
    plan.everyWeeks as EveryWeeks,
    from,
    through,
  )) {
    const startsAt = zonedInstant(date, plan.fromMinutes, city.timeZone);
    const minutes = latest.estimatedMinutes ?? 180;
    const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
    const copy: Partial<TestVisit> = { ...latest };
    delete copy.id;
    delete copy.createdAt;
    delete copy.updatedAt;
    delete copy.bookingNo;
    const [row] = await db
      .insert(bookings)
      .values({
        ...(copy as Omit<TestVisit, 'id' | 'createdAt' | 'updatedAt' | 'bookingNo'>),
        uniqueCode: `bkg_${randomBytes(12).toString('base64url')}`,
        bookingNo: sql`'MS-' || nextval('booking_no_seq')`,
        status: 'authorized',
        paymentStatus: 'cardSaved',
        gatewayPaymentId: null,
        authorizedAt: null,
        authorizationExpiresAt: null,
        capturedAt: null,
        cancelledAt: null,
        startedAt: null,
        completedAt: null,
        contractorId: null,
        contractorPayCents: null,
        skippedAt: null,
        rescheduleCount: 0,
        feeWindowStartsAt: null,
        remindedAt: null,
        localDate: date,
        fromMinutes: plan.fromMinutes,
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + 30 * 60_000),
        planId,
        planVisitDate: date,
      })
      .onConflictDoNothing()
      .returning();
    if (row) written.push(row);
  }
  await db
    .update(regularPlans)
    .set({ visitsWrittenThrough: through })
    .where(eq(regularPlans.id, planId));
  return written;
}

/** The plan's visits, soonest first. */
export async function visitsOf(db: Database, planId: number): Promise<TestVisit[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.planId, planId))
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
}

export async function planRow(db: Database, planId: number): Promise<TestPlan> {
  return planById(db, planId);
}

export async function eventsOf(db: Database, planId: number) {
  return db
    .select()
    .from(planEvents)
    .where(eq(planEvents.planId, planId))
    .orderBy(asc(planEvents.id));
}

/** The city's today for the plan at `now`. */
export function localToday(timeZone: string, now: Date): string {
  return localNow(timeZone, now).date;
}
