import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogReads, readMostlyCache } from '#server/catalog/index.ts';
import {
  bookings,
  bookingStatusChanges,
  contractorDaysOff,
  contractors,
  notifications,
  outbox,
  planEvents,
  regularPlans,
} from '#server/db/schema.ts';
import { inTransaction } from '#server/platform/transaction.ts';
import { placeVisit } from '#server/regular-plans/index.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { planFromBooking, writeVisit, type TestPlan } from '../support/plan-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// One cleaner for a regular cleaning, the cleaner's side (issue 45, decision 144).

const ACCEPT_PLAN = '/api/cleaning/accept_plan';
const LEAVE_PLAN = '/api/contractor/leave_plan';
const PLANS = '/api/contractor/plans';
const HAND_BACK = '/api/cleaning/reject_job';
const CITY = 'Winnipeg';

// Sunday 22 November 2026, 15:00 UTC (10:00AM in Winnipeg on the time-zone data of decision 137):
// a booking 47 hours on is Tuesday at 9:00AM, its
// window 9:00AM–1:00PM (three hours' work); its plan's next visit, two weeks later, Tuesday 8
// December.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
const context = () => ({
  catalog: catalogReads(server.database.db, readMostlyCache(undefined)),
  publicUrl: 'http://localhost:3000',
  clock,
});

beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;

async function cleaner(options: Parameters<typeof newContractor>[2] = {}) {
  return newContractor(server.app, db(), { city: CITY, ...options });
}

/** A paid booking made a plan (every 2 weeks), and its next visit written on the board. */
async function planWithVisit(contractorId: number | null = null, startsInHours = 47) {
  const first = await createBooking(db(), { now: clock(), city: CITY, startsInHours });
  const plan = await planFromBooking(db(), first, { contractorId, at: clock() });
  const visit = await writeVisit(db(), plan, first);
  return { first, plan, visit };
}

async function place(plan: TestPlan, visitId: number) {
  const [fresh] = await db().select().from(regularPlans).where(eq(regularPlans.id, plan.id));
  if (!fresh) throw new Error('plan vanished');
  return inTransaction(db(), (tx) => placeVisit(context(), tx, fresh, visitId, clock()));
}

async function bookingRow(id: number) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

async function planRow(id: number) {
  const [row] = await db().select().from(regularPlans).where(eq(regularPlans.id, id));
  if (!row) throw new Error(`no plan ${id}`);
  return row;
}

async function noticesOf(bookingId: number, recipient: 'Customer' | 'Contractor') {
  return db()
    .select({
      title: notifications.title,
      message: notifications.message,
      contractorId: notifications.contractorId,
    })
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.recipient, recipient)));
}

async function mailsTo(address: string) {
  return db()
    .select({ subject: outbox.subject, textBody: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(desc(outbox.id));
}

async function eventsOf(planId: number) {
  return db()
    .select({ event: planEvents.event, actor: planEvents.actor })
    .from(planEvents)
    .where(eq(planEvents.planId, planId))
    .orderBy(planEvents.id);
}

describe('placeVisit: a written visit goes to the plan’s cleaner first', () => {
  it('assigns the visit to the plan’s cleaner when they are free, their pay fixed, as the scheduler', async () => {
    const mine = await cleaner();
    const { visit } = await planWithVisit(mine.id);
    const { plan } = { plan: await planRow((await bookingRow(visit.id)).planId ?? 0) };

    expect(await place(plan, visit.id)).toEqual({ assignedTo: mine.id });

    const row = await bookingRow(visit.id);
    expect(row.status).toBe('assigned');
    expect(row.contractorId).toBe(mine.id);
    expect(row.contractorPayCents).toBeGreaterThan(0);
    const [move] = await db()
      .select({ event: bookingStatusChanges.event, actor: bookingStatusChanges.actor })
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, visit.id));
    expect(move).toEqual({ event: 'job.accept', actor: 'scheduler' });
    expect((await mailsTo(mine.email)).length).toBe(1);
    expect(await noticesOf(visit.id, 'Customer')).not.toContainEqual(
      expect.objectContaining({ title: expect.stringContaining('cannot come') }),
    );
  });

  it('puts the visit on the board on the cleaner’s day off, and tells the customer and the cleaner', async () => {
    const mine = await cleaner();
    const other = await cleaner();
    const { plan, visit } = await planWithVisit(mine.id);
    await db()
      .insert(contractorDaysOff)
      .values({ contractorId: mine.id, firstDay: '2026-12-07', lastDay: '2026-12-09' });

    expect(await place(plan, visit.id)).toEqual({ toBoard: 'dayOff' });

    const row = await bookingRow(visit.id);
    expect(row).toMatchObject({ status: 'authorized', contractorId: null });
    const told = await noticesOf(visit.id, 'Customer');
    expect(told).toContainEqual(
      expect.objectContaining({
        title: 'Your usual cleaner cannot come on December 8, 2026',
        message: expect.stringContaining('is not available that day.'),
      }),
    );
    const cleanerNotices = await noticesOf(visit.id, 'Contractor');
    expect(cleanerNotices).toContainEqual(
      expect.objectContaining({
        contractorId: mine.id,
        title: 'A visit of your regular customer went to the board',
        message: expect.stringContaining('it falls on one of your days off'),
      }),
    );
    // Announced to the city's cleaners who can take it, as a newly paid booking is.
    expect(cleanerNotices).toContainEqual(
      expect.objectContaining({
        contractorId: other.id,
        title: 'New job: Deep Cleaning in Winnipeg',
      }),
    );
    const [mail] = await mailsTo(DEMO_CUSTOMER_EMAIL);
    expect(mail?.subject).toBe('Your cleaning on December 8, 2026 needs another cleaner');
    expect(mail?.textBody).toContain('is not available that day');
    expect(mail?.textBody).not.toContain('day off');
  });

  it('puts the visit on the board while the cleaner is paused, and says they are not taking cleanings', async () => {
    const mine = await cleaner();
    const { plan, visit } = await planWithVisit(mine.id);
    await db().update(contractors).set({ pausedAt: clock() }).where(eq(contractors.id, mine.id));

    expect(await place(plan, visit.id)).toEqual({ toBoard: 'paused' });

    expect(await bookingRow(visit.id)).toMatchObject({ status: 'authorized', contractorId: null });
    expect(await noticesOf(visit.id, 'Customer')).toContainEqual(
      expect.objectContaining({
        message: expect.stringContaining('is not taking cleanings for now'),
      }),
    );
  });

  it('puts the visit on the board when the cleaner has reached their daily cap that day', async () => {
    const mine = await cleaner({ dailyJobCap: 1 });
    const { plan, visit } = await planWithVisit(mine.id);
    // Another job of theirs that Tuesday, 8 December, in the afternoon.
    await createBooking(db(), {
      now: clock(),
      city: CITY,
      status: 'assigned',
      contractorEmail: mine.email,
      startsInHours: 48 + 14 * 24 + 5,
    });

    expect(await place(plan, visit.id)).toEqual({ toBoard: 'overCap' });
    expect(await bookingRow(visit.id)).toMatchObject({ status: 'authorized', contractorId: null });
    expect(await noticesOf(visit.id, 'Contractor')).toContainEqual(
      expect.objectContaining({
        contractorId: mine.id,
        message: expect.stringContaining('as many jobs that day as your daily limit'),
      }),
    );
  });

  it('announces the visit of a plan without a cleaner to the board and tells the customer nothing more', async () => {
    const { plan, visit } = await planWithVisit(null);
    expect(await place(plan, visit.id)).toEqual({ toBoard: null });
    expect(await noticesOf(visit.id, 'Customer')).toEqual([]);
  });
});

describe('contractorAcceptPlan', () => {
  it('accepts the visit, makes the cleaner the plan’s cleaner and gives them its other open visits', async () => {
    const mine = await cleaner();
    const { first, plan, visit } = await planWithVisit(null);

    const answer = await call<{ iBookingId: number; eStatus: string; plan: unknown }>(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: first.id },
      { cookie: mine.cookie },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('You accepted every visit of this regular cleaning.');
    expect(answer.body.data).toMatchObject({
      iBookingId: first.id,
      eStatus: 'assigned',
      plan: {
        iPlanId: plan.id,
        iEveryWeeks: 2,
        iWeekday: 2,
        vFrom: '9:00AM',
        vUntill: '1:00PM',
        bHasCleaner: true,
        bYours: true,
      },
    });
    const after = await planRow(plan.id);
    expect(after.contractorId).toBe(mine.id);
    expect(after.contractorAcceptedAt).toEqual(clock());
    expect(await eventsOf(plan.id)).toEqual([
      { event: 'created', actor: 'customer' },
      { event: 'cleanerAccepted', actor: 'cleaner' },
    ]);
    expect(await bookingRow(visit.id)).toMatchObject({ status: 'assigned', contractorId: mine.id });
  });

  it('shows a plan’s open visit on the board with its frequency and no cleaner yet', async () => {
    const mine = await cleaner();
    const { first } = await planWithVisit(null, 50);
    const list = await call<{ iBookingId: number; plan: unknown }[]>(
      server.app,
      '/api/contractor/get_contractor_Job',
      { eStatus: 'Open' },
      { cookie: mine.cookie },
    );
    expect(list.body.data?.find((job) => job.iBookingId === first.id)?.plan).toMatchObject({
      iEveryWeeks: 2,
      bHasCleaner: false,
      bYours: false,
    });
  });

  it('refuses with 409 naming the weekday and window when the cleaner’s hours do not cover it, writing nothing', async () => {
    // Tuesdays 9:00AM to 12:30PM: the visit's three hours fit, the plan's window to 1:00PM does not.
    const short = await cleaner({ week: [{ weekday: 2, from: '09:00', until: '12:30' }] });
    const { first, plan } = await planWithVisit(null);

    const answer = await call(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: first.id },
      { cookie: short.cookie },
    );

    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Your working hours don’t cover Tuesdays 9:00AM – 1:00PM. Change your hours to accept every visit.',
    );
    expect(await bookingRow(first.id)).toMatchObject({ status: 'authorized', contractorId: null });
    expect((await planRow(plan.id)).contractorId).toBeNull();
    expect(await eventsOf(plan.id)).toEqual([{ event: 'created', actor: 'customer' }]);

    // In French too.
    const french = await call(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: first.id },
      { cookie: short.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(french.body.message).toBe(
      'Vos heures de travail ne couvrent pas les mardis de 9\u00a0h à 13\u00a0h. Modifiez vos heures pour accepter toutes les visites.',
    );
  });

  it('refuses a customer (403), an unapproved cleaner (403), another city’s cleaner (404) and anonymous (401)', async () => {
    const { first, plan } = await planWithVisit(null);
    const customer = await logIn(server.app, DEMO_CUSTOMER_EMAIL, 'Spotless-Demo-2026');
    const pending = await cleaner({ status: 'Pending' });
    const faraway = await newContractor(server.app, db(), { city: 'Ottawa' });

    const answers = await Promise.all([
      call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: customer.cookie }),
      call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: pending.cookie }),
      call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: faraway.cookie }),
      call(server.app, ACCEPT_PLAN, { iBookingId: first.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 404, 401]);
    expect((await planRow(plan.id)).contractorId).toBeNull();
    expect(await bookingRow(first.id)).toMatchObject({ status: 'authorized', contractorId: null });
  });

  it('refuses a plan that already has a cleaner (409), leaving its visit open', async () => {
    const theirs = await cleaner();
    const mine = await cleaner();
    const { plan, visit } = await planWithVisit(theirs.id);
    const answer = await call(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: visit.id },
      { cookie: mine.cookie },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'This regular cleaning already has a cleaner. You can still accept this visit alone.',
    );
    expect((await planRow(plan.id)).contractorId).toBe(theirs.id);
    expect(await bookingRow(visit.id)).toMatchObject({ status: 'authorized', contractorId: null });
    // The single visit can still be accepted with the ordinary accept.
    const single = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: visit.id },
      { cookie: mine.cookie },
    );
    expect(single.status).toBe(200);
    expect((await planRow(plan.id)).contractorId).toBe(theirs.id);
  });

  it('refuses a one-time booking’s job with 409, and an unknown job with 404', async () => {
    const mine = await cleaner();
    const once = await createBooking(db(), { now: clock(), city: CITY, startsInHours: 52 });
    const answer = await call(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: once.id },
      { cookie: mine.cookie },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This job is a one-time cleaning. Use Accept to take it.');
    expect(await bookingRow(once.id)).toMatchObject({ status: 'authorized', contractorId: null });
    const unknown = await call(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: 99_999_999 },
      { cookie: mine.cookie },
    );
    expect(unknown.status).toBe(404);
    const junk = await call(server.app, ACCEPT_PLAN, { iBookingId: 'x' }, { cookie: mine.cookie });
    expect(junk.status).toBe(400);
  });
});

describe('handing back and leaving a plan', () => {
  it('hands one visit back to the board; the customer is told and the plan keeps its cleaner', async () => {
    const mine = await cleaner();
    const { first, plan } = await planWithVisit(null);
    await call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: mine.cookie });

    const answer = await call(
      server.app,
      HAND_BACK,
      { iBookingId: first.id },
      { cookie: mine.cookie },
    );

    expect(answer.status).toBe(200);
    expect(await bookingRow(first.id)).toMatchObject({ status: 'authorized', contractorId: null });
    expect(await noticesOf(first.id, 'Customer')).toContainEqual(
      expect.objectContaining({ title: 'Your cleaner had to cancel' }),
    );
    expect((await planRow(plan.id)).contractorId).toBe(mine.id);
  });

  it('leaving gives back the visits more than 48 hours away, keeps nearer ones, and tells the customer once', async () => {
    const mine = await cleaner();
    // The first visit in 30 hours (kept), the next two weeks later (given back).
    const { first, plan, visit } = await planWithVisit(null, 30);
    const accepted = await call(
      server.app,
      ACCEPT_PLAN,
      { iBookingId: first.id },
      { cookie: mine.cookie },
    );
    expect(accepted.status).toBe(200);
    expect(await bookingRow(visit.id)).toMatchObject({ contractorId: mine.id });

    const answer = await call<{ iReopened: number }>(
      server.app,
      LEAVE_PLAN,
      { iPlanId: plan.id },
      { cookie: mine.cookie },
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'You no longer clean this regular cleaning.',
      data: { iReopened: 1 },
    });
    expect(await bookingRow(first.id)).toMatchObject({ status: 'assigned', contractorId: mine.id });
    expect(await bookingRow(visit.id)).toMatchObject({ status: 'authorized', contractorId: null });
    expect((await planRow(plan.id)).contractorId).toBeNull();
    expect((await eventsOf(plan.id)).map((event) => event.event)).toEqual([
      'created',
      'cleanerAccepted',
      'cleanerLeft',
    ]);
    const told = await db()
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(eq(notifications.customerId, plan.customerId), eq(notifications.bookingId, visit.id)),
      );
    const left = told.filter((notice) => notice.title === 'Your regular cleaner has stopped');
    expect(left).toHaveLength(1);
    expect(left[0]?.message).toContain(
      'Your visit on December 7, 2026 is open to our other cleaners',
    );
    // Not told per visit by the hand-back's own news.
    expect(told.filter((notice) => notice.title === 'Your cleaner had to cancel')).toEqual([]);

    // After leaving, a newly written visit goes to the board.
    const later = await writeVisit(db(), plan, first, 2);
    expect(await place(plan, later.id)).toEqual({ toBoard: null });
    expect(await bookingRow(later.id)).toMatchObject({ status: 'authorized', contractorId: null });
  });

  it('answers 404 to another cleaner leaving the plan and 401 to anonymous, changing nothing', async () => {
    const mine = await cleaner();
    const other = await cleaner();
    const { plan } = await planWithVisit(mine.id);
    const theirs = await call(
      server.app,
      LEAVE_PLAN,
      { iPlanId: plan.id },
      { cookie: other.cookie },
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Regular cleaning not found.');
    const anonymous = await call(server.app, LEAVE_PLAN, { iPlanId: plan.id });
    expect(anonymous.status).toBe(401);
    const junk = await call(server.app, LEAVE_PLAN, { iPlanId: 0 }, { cookie: mine.cookie });
    expect(junk.status).toBe(400);
    expect((await planRow(plan.id)).contractorId).toBe(mine.id);
  });
});

describe('contractorPlans', () => {
  it('lists the signed-in cleaner’s plans with their next visits, and never another cleaner’s', async () => {
    const mine: TestContractor = await cleaner();
    const other = await cleaner();
    const { first, plan } = await planWithVisit(null);
    await call(server.app, ACCEPT_PLAN, { iBookingId: first.id }, { cookie: mine.cookie });

    const own = await call<unknown[]>(server.app, PLANS, {}, { cookie: mine.cookie });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([
      {
        iPlanId: plan.id,
        vFirstName: 'Amelia',
        vCity: 'Winnipeg',
        ePlanStatus: 'active',
        iEveryWeeks: 2,
        iWeekday: 2,
        vFrom: '9:00AM',
        vUntill: '1:00PM',
        visits: [
          { iBookingId: first.id, vDate: '2026-11-24' },
          { iBookingId: expect.any(Number), vDate: '2026-12-08' },
        ],
      },
    ]);
    const others = await call<unknown[]>(server.app, PLANS, {}, { cookie: other.cookie });
    expect(others.body.data).toEqual([]);
    expect((await call(server.app, PLANS, {})).status).toBe(401);
  });
});
