/*
 * Regular plans for API tests that need a plan in a given state at a given moment (issue 45).
 * The plan is written by the payment's own code (`startPlan`, server/regular-plans/
 * plan-purchase.ts) from a paid booking made by tests/support/bookings.ts, so its row is what a
 * purchase writes. Its later visits are written here, as copies of the plan's latest visit on
 * the saved card, not yet held and open on the board, on the dates a test names: the visit writer
 * (`writeDueVisits`) writes every running plan of the database from the clock's today and places
 * each visit, which the tests of the writer exercise (regular-plan-visits.test.ts); the tests of
 * the cleaner's side and of the changes need the rows alone, so that what they test is the only
 * thing that moves them. `buyPlanThroughApi`, the end-to-end and the UI tests buy plans the real
 * way (the quote with `iEveryWeeks`, then the payment).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { bookings, cities, planEvents, regularPlans } from '#server/db/schema.ts';
import { zonedInstant } from '#server/domain/local-time.ts';
import { TRAVEL_BUFFER_MINUTES } from '#server/quote/index.ts';
import { startPlan } from '#server/regular-plans/index.ts';
import { addDays, visitDatesBetween, type EveryWeeks } from '#shared/regular-plans.ts';
import { cityNamed } from './bookings.ts';
import { pay } from './payments.ts';
import {
  bookingByCode,
  edmontonDeepClean,
  POSTAL_CODES,
  schedule,
  startBooking,
} from './same-day.ts';

export type TestPlan = typeof regularPlans.$inferSelect;
export type TestVisit = typeof bookings.$inferSelect;

/**
 * A quote's details in Toronto (a province whose statutory holidays the plan tests name), from
 * 9:00AM: the same cleaning as `edmontonDeepClean`, with `overrides` (`iEveryWeeks`, `vDate`).
 */
export async function torontoCleaningDetails(
  db: Database,
  overrides: Record<string, unknown> = {},
) {
  const city = await cityNamed(db, 'Toronto');
  return edmontonDeepClean(db, {
    iCityId: city.id,
    vAddress: '200 Bay St, Toronto, ON',
    vPostalCode: POSTAL_CODES['Toronto'],
    vFrom: '9:00AM',
    vUntill: '5:00PM',
    ...overrides,
  });
}

/**
 * Quotes a booking with `details` (which name `iEveryWeeks`) and pays it, as the wizard does: the
 * payment writes the plan. With `as`, a signed-in customer buys it under their contact details.
 * Answers the plan's row, its first visit, and that booking as quoted (before the payment).
 */
export async function buyPlanThroughApi(
  app: FastifyInstance,
  db: Database,
  details: Record<string, unknown>,
  as: { contact: Record<string, string>; cookie: string } | null = null,
): Promise<{ plan: TestPlan; first: TestVisit; quoted: TestVisit }> {
  const options = as ? { cookie: as.cookie } : {};
  const code = await startBooking(app, as?.contact, options);
  const quote = await schedule(app, code, details, options);
  if (quote.status !== 200)
    throw new Error(`the quote answered ${quote.status}: ${quote.body.message}`);
  const quoted = await bookingByCode(db, code);
  const paid = await pay(app, quoted);
  if (paid.status !== 200)
    throw new Error(`the payment answered ${paid.status}: ${paid.body.message}`);
  const first = await bookingByCode(db, code);
  const [plan] = await db
    .select()
    .from(regularPlans)
    .where(eq(regularPlans.firstBookingId, first.id));
  if (!plan) throw new Error('no plan written');
  return { plan, first, quoted };
}

async function bookingById(db: Database, bookingId: number): Promise<TestVisit> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new Error(`no booking ${bookingId}`);
  return booking;
}

/**
 * The paid booking becomes the first visit of a new plan, as its payment would have made it (the
 * quote's `plan_every_weeks` on the booking, then `startPlan`): status active, `created` by the
 * customer. With `contractorId`, the plan's cleaner has accepted it.
 */
export async function planFromBooking(
  db: Database,
  bookingOrId: number | TestVisit,
  options: {
    everyWeeks?: EveryWeeks;
    discountPercent?: number;
    contractorId?: number | null;
    at?: Date;
  } = {},
): Promise<TestPlan> {
  const booking =
    typeof bookingOrId === 'number' ? await bookingById(db, bookingOrId) : bookingOrId;
  const { localDate, fromMinutes, customerId, cityId, paymentMethodId } = booking;
  if (!localDate || fromMinutes === null || cityId === null || !paymentMethodId) {
    throw new Error(`booking ${booking.id} cannot start a plan: it needs a day, a city and a card`);
  }
  const everyWeeks = options.everyWeeks ?? 2;
  const at = options.at ?? new Date();
  await db.update(bookings).set({ planEveryWeeks: everyWeeks }).where(eq(bookings.id, booking.id));
  const started = await startPlan(
    db,
    {
      id: booking.id,
      customerId,
      cityId,
      localDate,
      fromMinutes,
      untilMinutes: booking.untilMinutes ?? fromMinutes + (booking.estimatedMinutes ?? 240),
    },
    { everyWeeks, discountPercent: options.discountPercent ?? 10 },
    { paymentMethodId, cancellationPolicyVersion: booking.cancellationPolicyVersion },
    at,
  );
  if (options.contractorId) {
    await db
      .update(regularPlans)
      .set({ contractorId: options.contractorId, contractorAcceptedAt: at })
      .where(eq(regularPlans.id, started.id));
  }
  return planRow(db, started.id);
}

/** A copy of the plan's visit `latest` on `date`, open on the board with the card saved. */
async function copyVisitOn(
  db: Database,
  plan: TestPlan,
  latest: TestVisit,
  timeZone: string,
  date: string,
): Promise<TestVisit | null> {
  const startsAt = zonedInstant(date, plan.fromMinutes, timeZone);
  const endsAt = new Date(startsAt.getTime() + (latest.estimatedMinutes ?? 180) * 60_000);
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
      blockedUntil: new Date(endsAt.getTime() + TRAVEL_BUFFER_MINUTES * 60_000),
      planId: plan.id,
      planVisitDate: date,
      // Only the quoted booking carries the choice; the writer's visits do not.
      planEveryWeeks: null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

async function timeZoneOf(db: Database, plan: TestPlan): Promise<string> {
  const [city] = await db.select().from(cities).where(eq(cities.id, plan.cityId));
  if (!city) throw new Error(`plan ${plan.id} has no city`);
  return city.timeZone;
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
  const plan = await planRow(db, planId);
  if (plan.status === 'ended') return [];
  const timeZone = await timeZoneOf(db, plan);
  const [latest] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.planId, planId), isNotNull(bookings.localDate)))
    .orderBy(desc(bookings.localDate), desc(bookings.id))
    .limit(1);
  if (!latest) throw new Error(`plan ${planId} has no visit to copy`);
  let from = addDays(plan.visitsWrittenThrough ?? plan.anchorDate, 1);
  if (plan.status === 'paused' && plan.resumesOn && plan.resumesOn > from) from = plan.resumesOn;
  const written: TestVisit[] = [];
  for (const date of visitDatesBetween(
    plan.anchorDate,
    plan.everyWeeks as EveryWeeks,
    from,
    through,
  )) {
    const row = await copyVisitOn(db, plan, latest, timeZone, date);
    if (row) written.push(row);
  }
  await db
    .update(regularPlans)
    .set({ visitsWrittenThrough: through })
    .where(eq(regularPlans.id, planId));
  return written;
}

/** One later visit of the plan, `periodsLater` plan periods after the visit `from`. */
export async function writeVisit(
  db: Database,
  plan: TestPlan,
  from: TestVisit,
  periodsLater = 1,
): Promise<TestVisit> {
  if (from.localDate === null) throw new Error('the visit copied needs its day');
  const date = addDays(from.localDate, plan.everyWeeks * 7 * periodsLater);
  const visit = await copyVisitOn(db, plan, from, await timeZoneOf(db, plan), date);
  if (!visit) throw new Error(`plan ${plan.id} already has a visit on ${date}`);
  return visit;
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
  const [plan] = await db.select().from(regularPlans).where(eq(regularPlans.id, planId));
  if (!plan) throw new Error(`no plan ${planId}`);
  return plan;
}

export async function eventsOf(db: Database, planId: number) {
  return db
    .select()
    .from(planEvents)
    .where(eq(planEvents.planId, planId))
    .orderBy(asc(planEvents.id));
}
