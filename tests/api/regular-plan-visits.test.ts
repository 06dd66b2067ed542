/**
 * A plan's visits written by the scheduler (issue 45, decision 143): each an ordinary paid booking
 * on the saved card, at the same local time across daylight-saving changes and month ends, written
 * once, none while paused or ended, and held 24 hours before it by the saved-card job.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookings,
  customers,
  notifications,
  outbox,
  planEvents,
  regularPlans,
  users,
} from '#server/db/schema.ts';
import { localNow } from '#server/domain/local-time.ts';
import { authorizeDueBookings } from '#server/payments/scheduled-authorizations.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { writeDueVisits } from '#server/regular-plans/visit-writer.ts';
import { manualClock } from '../support/accounts.ts';
import { edmontonDeepClean } from '../support/same-day.ts';
import { buyPlanThroughApi, torontoCleaningDetails } from '../support/plan-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setUp(start: string) {
  const clock = manualClock(new Date(start));
  const gateway = testGateway(clock);
  server = await startTestApp({ clock, payments: gateway });
  return { server, clock, gateway, db: server.database.db, app: server.app };
}
type Setup = Awaited<ReturnType<typeof setUp>>;

/** Quotes and pays a plan; answers the plan's row and the first visit. */
async function buyPlan(setup: Setup, everyWeeks: number, overrides: Record<string, unknown>) {
  const details = await edmontonDeepClean(setup.db, { iEveryWeeks: everyWeeks, ...overrides });
  return buyPlanThroughApi(setup.app, setup.db, details);
}

/** The same in Toronto from 9:00AM, the first visit on `date`. */
async function buyTorontoPlan(setup: Setup, everyWeeks: number, date: string) {
  const details = await torontoCleaningDetails(setup.db, { iEveryWeeks: everyWeeks, vDate: date });
  return buyPlanThroughApi(setup.app, setup.db, details);
}

async function userIdOfCustomer(db: Setup['db'], customerId: number | null) {
  const [row] = await db
    .select({ userId: customers.userId })
    .from(customers)
    .where(eq(customers.id, customerId ?? 0));
  if (!row) throw new Error(`no customer ${customerId}`);
  return row.userId;
}

function visitsOf(db: Setup['db'], planId: number) {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.planId, planId))
    .orderBy(bookings.planVisitDate);
}

const run = (setup: Setup) => writeDueVisits(setup.server.app.appContext, setup.clock());

describe('the plans’ visit writer', () => {
  it('writes weekly visits at 9:00 in Toronto on both sides of the spring change', async () => {
    const setup = await setUp('2027-02-20T15:00:00Z');
    const { plan, first } = await buyTorontoPlan(setup, 1, '2027-03-05');
    const report = await run(setup);
    expect(report.failed).toEqual([]);
    const visits = await visitsOf(setup.db, plan.id);
    expect(visits.map((visit) => visit.planVisitDate)).toEqual([
      '2027-03-05',
      '2027-03-12',
      '2027-03-19',
      '2027-03-26',
    ]);
    for (const visit of visits) {
      expect(localNow('America/Toronto', visit.startsAt ?? new Date(0))).toEqual({
        date: visit.planVisitDate,
        minutes: 540,
      });
    }
    // Before the change 9:00 is 14:00 UTC; after it, 13:00 UTC.
    expect(visits[1]?.startsAt?.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(visits[2]?.startsAt?.toISOString()).toBe('2027-03-19T13:00:00.000Z');
    const later = visits.slice(1);
    for (const visit of later) {
      expect(visit).toMatchObject({
        status: 'authorized',
        paymentStatus: 'cardSaved',
        paymentMethodId: plan.paymentMethodId,
        cancellationPolicyVersion: plan.cancellationPolicyVersion,
        customerId: first.customerId,
        serviceId: first.serviceId,
        address: first.address,
        postalCode: first.postalCode,
        estimatedMinutes: first.estimatedMinutes,
        subtotalCents: first.subtotalCents,
        discountCents: first.discountCents,
        totalCents: first.totalCents,
      });
      expect(visit.discountCents).toBe(Math.round((visit.subtotalCents ?? 0) * 0.15));
      expect((visit.endsAt?.getTime() ?? 0) - (visit.startsAt?.getTime() ?? 0)).toBe(
        (first.estimatedMinutes ?? 0) * 60_000,
      );
    }
  });

  it('keeps 9:00 across the autumn change', async () => {
    const setup = await setUp('2027-10-15T15:00:00Z');
    const { plan } = await buyTorontoPlan(setup, 1, '2027-10-29');
    await run(setup);
    const visits = await visitsOf(setup.db, plan.id);
    expect(visits.map((visit) => visit.startsAt?.toISOString())).toEqual([
      '2027-10-29T13:00:00.000Z',
      '2027-11-05T13:00:00.000Z',
      '2027-11-12T14:00:00.000Z',
      '2027-11-19T14:00:00.000Z',
    ]);
  });

  it('crosses month and year ends, and a re-run writes nothing more', async () => {
    const setup = await setUp('2026-11-22T15:00:00Z');
    const { plan } = await buyPlan(setup, 1, { vDate: '2026-11-24' });
    const first = await run(setup);
    expect(first.written.map((visit) => visit.date)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ]);
    const again = await run(setup);
    expect(again.written).toEqual([]);
    expect(await visitsOf(setup.db, plan.id)).toHaveLength(5);
    const [row] = await setup.db.select().from(regularPlans).where(eq(regularPlans.id, plan.id));
    expect(row?.visitsWrittenThrough).toBe('2026-12-27');

    setup.clock.advance(36 * DAY_MS);
    const next = await run(setup);
    expect(next.written.map((visit) => visit.date)).toEqual([
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
      '2027-01-26',
    ]);
  });

  it('writes every 4 weeks over a month end, so the next visit always shows', async () => {
    const setup = await setUp('2026-11-22T15:00:00Z');
    const { plan } = await buyPlan(setup, 4, { vDate: '2026-11-24' });
    await run(setup);
    expect((await visitsOf(setup.db, plan.id)).map((visit) => visit.planVisitDate)).toEqual([
      '2026-11-24',
      '2026-12-22',
    ]);
  });

  it('writes nothing for a paused plan until it resumes, then skips the paused days', async () => {
    const setup = await setUp('2026-11-22T15:00:00Z');
    const { plan } = await buyPlan(setup, 1, { vDate: '2026-11-24' });
    await setup.db
      .update(regularPlans)
      .set({ status: 'paused', pausedAt: setup.clock(), resumesOn: '2026-12-15' })
      .where(eq(regularPlans.id, plan.id));
    expect((await run(setup)).written).toEqual([]);
    setup.clock.advance(21 * DAY_MS); // 2026-12-13
    expect((await run(setup)).written).toEqual([]);
    setup.clock.advance(2 * DAY_MS - 2 * HOUR_MS); // 2026-12-15, before the visit's start
    const resumed = await run(setup);
    expect(resumed.resumed).toEqual([plan.id]);
    expect(resumed.written.map((visit) => visit.date)).toEqual([
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
    ]);
    const [row] = await setup.db.select().from(regularPlans).where(eq(regularPlans.id, plan.id));
    expect(row).toMatchObject({ status: 'active', resumesOn: null, pausedAt: null });
    const events = await setup.db.select().from(planEvents).where(eq(planEvents.planId, plan.id));
    expect(events.map((event) => [event.event, event.actor])).toEqual([
      ['created', 'customer'],
      ['resumed', 'scheduler'],
    ]);
  });

  it('writes nothing for an ended plan', async () => {
    const setup = await setUp('2026-11-22T15:00:00Z');
    const { plan } = await buyPlan(setup, 2, { vDate: '2026-11-24' });
    await setup.db
      .update(regularPlans)
      .set({ status: 'ended', endedAt: setup.clock() })
      .where(eq(regularPlans.id, plan.id));
    expect((await run(setup)).written).toEqual([]);
    expect(await visitsOf(setup.db, plan.id)).toHaveLength(1);
  });

  it('asks the customer ahead about a visit on a statutory holiday, and still writes it', async () => {
    // Every 2 weeks from Friday 2026-12-11 in Toronto: 2026-12-25 is Christmas Day.
    const setup = await setUp('2026-12-01T15:00:00Z');
    const { plan, first } = await buyTorontoPlan(setup, 2, '2026-12-11');
    await run(setup);
    const visits = await visitsOf(setup.db, plan.id);
    const christmas = visits.find((visit) => visit.planVisitDate === '2026-12-25');
    expect(christmas?.status).toBe('authorized');
    const notices = await setup.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, christmas?.id ?? 0));
    expect(notices.map((notice) => notice.message)).toContainEqual(
      expect.stringContaining('Christmas Day'),
    );
    const mails = await setup.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, first.email)));
    const asked = mails.find((mail) => mail.subject.includes('Christmas Day'));
    expect(asked?.textBody).toMatch(/booking-link\//);
    expect(asked?.subject).toBe(
      'Your cleaning on Friday, December 25, 2026 falls on Christmas Day',
    );
  });

  it('asks a French-speaking customer about a holiday visit in natural French', async () => {
    const setup = await setUp('2026-12-01T15:00:00Z');
    const { plan, first } = await buyTorontoPlan(setup, 2, '2026-12-11');
    await setup.db
      .update(bookings)
      .set({ contactLocale: 'fr-CA' })
      .where(eq(bookings.id, first.id));
    await setup.db
      .update(users)
      .set({ locale: 'fr-CA' })
      .where(eq(users.id, await userIdOfCustomer(setup.db, first.customerId)));
    await run(setup);
    const christmas = (await visitsOf(setup.db, plan.id)).find(
      (visit) => visit.planVisitDate === '2026-12-25',
    );
    const notices = await setup.db
      .select()
      .from(notifications)
      .where(eq(notifications.bookingId, christmas?.id ?? 0));
    expect(notices.map((notice) => notice.message)).toContain(
      'Votre ménage régulier du vendredi 25 décembre 2026 tombe un jour férié\u00a0: Noël. Ouvrez votre réservation pour la garder ou la sauter.',
    );
    const mails = await setup.db.select().from(outbox).where(eq(outbox.toAddress, first.email));
    const asked = mails.find((mail) => mail.subject.includes('Noël'));
    expect(asked?.subject).toBe(
      'Votre ménage du vendredi 25 décembre 2026 tombe un jour férié\u00a0: Noël',
    );
    expect(asked?.textBody).toContain(
      'Votre ménage régulier du vendredi 25 décembre 2026 tombe un jour férié\u00a0: Noël. Il est toujours réservé',
    );
  });

  it('holds each visit on the saved card 24 hours before it, never two of a plan at once', async () => {
    const setup = await setUp('2026-11-22T15:00:00Z');
    // The first visit 10 days ahead: its card is saved, like every later visit's.
    const { plan } = await buyPlan(setup, 1, { vDate: '2026-12-02' });
    await run(setup);
    const context = setup.server.app.appContext;
    const visits = await visitsOf(setup.db, plan.id);
    expect(visits.length).toBeGreaterThanOrEqual(4);
    for (const visit of visits.slice(0, 3)) {
      const target = (visit.startsAt?.getTime() ?? 0) - 23 * HOUR_MS;
      setup.clock.advance(target - setup.clock().getTime());
      const report = await authorizeDueBookings(context, setup.clock());
      expect(report.authorized).toEqual([visit.id]);
      const held = (await visitsOf(setup.db, plan.id)).filter(
        (row) =>
          row.paymentStatus === 'authorized' &&
          (row.startsAt?.getTime() ?? 0) > setup.clock().getTime(),
      );
      expect(held.map((row) => row.id)).toEqual([visit.id]);
      // Off-session, on the plan's saved card.
      const calls = setup.gateway.calls.filter(
        (entry) => entry.idempotencyKey === `booking-${visit.uniqueCode}-deferred-authorize`,
      );
      expect(calls).toHaveLength(1);
    }
  });
});
