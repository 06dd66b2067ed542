/*
 * A development stand-in (DEV_TOOLS only, decision 145) for what issue 45's other parts do: the
 * payment making a paid booking a plan's first visit, and the visit writer writing its later
 * visits 5 weeks ahead. Until those parts are merged, the UI and end-to-end tests of the plan's
 * page start a plan with it; once they are, the tests buy a plan in the wizard instead and this
 * file goes. Never reachable in production (app.ts registers dev tools in development only).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, isEveryWeeks, visitDatesBetween } from '#shared/regular-plans.ts';
import type { Database } from '../db/database.ts';
import { bookings, cities, planEvents, regularPlans } from '../db/schema.ts';
import { zonedInstant } from '../domain/local-time.ts';

/** The booking (paid, with a date) made the first visit of a new plan; answers its code. */
export async function startPlanStandIn(
  tx: Database,
  input: { bookingId: number; everyWeeks: number; at: Date },
): Promise<string | null> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId));
  if (
    !booking?.localDate ||
    booking.fromMinutes === null ||
    booking.customerId === null ||
    booking.cityId === null ||
    booking.planId !== null ||
    !isEveryWeeks(input.everyWeeks)
  ) {
    return null;
  }
  const [plan] = await tx
    .insert(regularPlans)
    .values({
      uniqueCode: `pln_${randomBytes(12).toString('base64url')}`,
      customerId: booking.customerId,
      everyWeeks: input.everyWeeks,
      discountPercent: 10,
      firstBookingId: booking.id,
      cityId: booking.cityId,
      anchorDate: booking.localDate,
      fromMinutes: booking.fromMinutes,
      untilMinutes: booking.untilMinutes ?? booking.fromMinutes + 240,
      paymentMethodId: booking.paymentMethodId,
      cancellationPolicyVersion: booking.cancellationPolicyVersion,
      visitsWrittenThrough: booking.localDate,
    })
    .returning();
  if (!plan) return null;
  await tx
    .update(bookings)
    .set({ planId: plan.id, planVisitDate: booking.localDate, planEveryWeeks: input.everyWeeks })
    .where(eq(bookings.id, booking.id));
  await tx.insert(planEvents).values({
    planId: plan.id,
    event: 'created',
    actor: 'customer',
    details: { everyWeeks: input.everyWeeks },
    at: input.at,
  });
  await writeVisitsStandIn(tx, plan.id, addDays(booking.localDate, 35));
  return plan.uniqueCode;
}

/** The plan's due visits after visits_written_through through `through`, copies of its latest. */
async function writeVisitsStandIn(tx: Database, planId: number, through: string): Promise<void> {
  const [plan] = await tx.select().from(regularPlans).where(eq(regularPlans.id, planId));
  if (!plan || plan.status === 'ended' || !isEveryWeeks(plan.everyWeeks)) return;
  const [city] = await tx.select().from(cities).where(eq(cities.id, plan.cityId));
  const [latest] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.planId, planId), isNotNull(bookings.localDate)))
    .orderBy(desc(bookings.localDate), desc(bookings.id))
    .limit(1);
  if (!city || !latest) return;
  const from = addDays(plan.visitsWrittenThrough ?? plan.anchorDate, 1);
  for (const date of visitDatesBetween(plan.anchorDate, plan.everyWeeks, from, through)) {
    const startsAt = zonedInstant(date, plan.fromMinutes, city.timeZone);
    const endsAt = new Date(startsAt.getTime() + (latest.estimatedMinutes ?? 180) * 60_000);
    const copy: Partial<typeof latest> = { ...latest };
    delete copy.id;
    delete copy.createdAt;
    delete copy.updatedAt;
    delete copy.bookingNo;
    await tx
      .insert(bookings)
      .values({
        ...(copy as Omit<typeof latest, 'id' | 'createdAt' | 'updatedAt' | 'bookingNo'>),
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
        startsAt,
        endsAt,
        blockedUntil: new Date(endsAt.getTime() + 30 * 60_000),
        planId,
        planVisitDate: date,
      })
      .onConflictDoNothing();
  }
  await tx
    .update(regularPlans)
    .set({ visitsWrittenThrough: through })
    .where(eq(regularPlans.id, planId));
}
