import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { bookings, cities, planEvents, regularPlans } from '#server/db/schema.ts';
import { zonedInstant } from '#server/domain/local-time.ts';
import { TRAVEL_BUFFER_MINUTES } from '#server/quote/availability.ts';
import { addDays, type EveryWeeks } from '#shared/regular-plans.ts';

type Booking = typeof bookings.$inferSelect;
export type TestPlan = typeof regularPlans.$inferSelect;

/*
 * Regular cleanings written straight to the database as the design of server/regular-plans/
 * writes them, for tests of the cleaner's side (decision 144): a paid booking made a plan's
 * first visit, and a later visit written as the visit writer writes one. The visit writer of
 * server/regular-plans/ replaces `writeVisit` once both are merged.
 */

/** Turns a paid booking into the first visit of a running plan (status active). */
export async function planOf(
  db: Database,
  booking: Booking,
  options: { everyWeeks?: EveryWeeks; contractorId?: number | null; at?: Date } = {},
): Promise<TestPlan> {
  if (booking.localDate === null || booking.fromMinutes === null || booking.cityId === null) {
    throw new Error('a plan needs a booking with a date, a time and a city');
  }
  const at = options.at ?? new Date();
  const [plan] = await db
    .insert(regularPlans)
    .values({
      uniqueCode: `pln_${randomBytes(12).toString('base64url')}`,
      customerId: booking.customerId,
      status: 'active',
      everyWeeks: options.everyWeeks ?? 2,
      firstBookingId: booking.id,
      cityId: booking.cityId,
      anchorDate: booking.localDate,
      fromMinutes: booking.fromMinutes,
      untilMinutes: booking.untilMinutes ?? booking.fromMinutes + (booking.estimatedMinutes ?? 0),
      contractorId: options.contractorId ?? null,
      contractorAcceptedAt: options.contractorId ? at : null,
      paymentMethodId: booking.paymentMethodId,
      cancellationPolicyVersion: booking.cancellationPolicyVersion,
    })
    .returning();
  if (!plan) throw new Error('plan not written');
  await db.insert(planEvents).values({ planId: plan.id, event: 'created', actor: 'customer', at });
  await db
    .update(bookings)
    .set({ planId: plan.id, planVisitDate: booking.localDate, planEveryWeeks: plan.everyWeeks })
    .where(eq(bookings.id, booking.id));
  return plan;
}

/**
 * A later visit of the plan, `weeksLater` plan periods after the booking `from`: a copy of it on
 * that date, open on the board with the card saved, as the visit writer writes it.
 */
export async function writeVisit(
  db: Database,
  plan: TestPlan,
  from: Booking,
  periodsLater = 1,
): Promise<Booking> {
  const [city] = await db.select().from(cities).where(eq(cities.id, plan.cityId));
  if (!city || from.localDate === null || from.fromMinutes === null) {
    throw new Error('the visit needs its city and the booking copied');
  }
  const date = addDays(from.localDate, plan.everyWeeks * 7 * periodsLater);
  const startsAt = zonedInstant(date, from.fromMinutes, city.timeZone);
  const endsAt = new Date(startsAt.getTime() + (from.estimatedMinutes ?? 0) * 60_000);
  // A copy of the booking but for what names a row of its own.
  const own = new Set(['id', 'createdAt', 'updatedAt', 'bookingNo', 'uniqueCode']);
  const copied = Object.fromEntries(Object.entries(from).filter(([key]) => !own.has(key))) as Omit<
    Booking,
    'id' | 'createdAt' | 'updatedAt' | 'bookingNo' | 'uniqueCode'
  >;
  const [visit] = await db
    .insert(bookings)
    .values({
      ...copied,
      uniqueCode: `bkg_${randomBytes(12).toString('base64url')}`,
      bookingNo: sql`'MS-' || nextval('booking_no_seq')`,
      status: 'authorized',
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
      authorizedAt: null,
      authorizationExpiresAt: null,
      contractorId: null,
      contractorPayCents: null,
      startedAt: null,
      completedAt: null,
      cancelledAt: null,
      localDate: date,
      startsAt,
      endsAt,
      blockedUntil: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * 60_000),
      planId: plan.id,
      planVisitDate: date,
      planEveryWeeks: null,
    })
    .returning();
  if (!visit) throw new Error('visit not written');
  return visit;
}
