import { and, asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingStatusChanges,
  contractorDaysOff,
  jobAnnouncements,
  notifications,
  outbox,
} from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { acceptDeadline, runUnacceptedBookings } from '#server/bookings/unaccepted.ts';
import { authorizeDueBookings } from '#server/payments/scheduled-authorizations.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import { PaymentUnavailable, type PaymentGateway } from '#server/payments/gateway.ts';
import { localNow } from '#server/domain/local-time.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  logIn,
  manualClock,
  newActiveCustomer,
} from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, writeWeek } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { bookingById, insertLeadCustomer, pay } from '../support/payments.ts';
import { clearCityWeeks } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const PUBLIC_URL = 'https://mapleshine.test';
const FREE_TIMES = '/api/booking-link/free-times';
const MOVE = '/api/booking-link/move';
const CUSTOMER_FREE_TIMES = '/api/customer/booking/free-times';
const CUSTOMER_MOVE = '/api/customer/booking/move';
const NOT_FOUND = 'Booking not found.';

type Time = { vStart: string; vDate: string; vFrom: string; vUntill: string; vWhen: string };
type Times = {
  vBookingNo: string;
  aDays: { sDay: string; bFree: boolean }[];
  sDay: string;
  aTimes: Time[];
};
type Moved = { vBookingNo: string; time: Time };

type Setup = {
  server: TestApp;
  clock: ReturnType<typeof manualClock>;
  gateway: TestGateway;
};
let current: Setup | null = null;

/**
 * Sunday, November 22, 2026, 8:00AM in Edmonton, 9:00AM in Winnipeg: UTC−6 and UTC−5, as both
 * stay all year since 2026 (decision 137).
 */
async function setUp(options: { queue?: boolean } = {}): Promise<Setup> {
  const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
  const gateway = testGateway(clock);
  const server = await startTestApp(
    { clock, payments: gateway, publicUrl: PUBLIC_URL },
    options.queue ? {} : undefined,
  );
  current = { server, clock, gateway };
  return current;
}

afterEach(async () => {
  await current?.server.close();
  current = null;
});

function run({ server, clock, gateway }: Setup) {
  return runUnacceptedBookings(
    {
      db: server.database.db,
      payments: gateway,
      publicUrl: PUBLIC_URL,
      clock,
      catalog: server.app.appContext.catalog,
    },
    clock(),
  );
}

/** A booking quoted, then paid through the API (its hold, its time chosen now). */
async function paidBooking(setup: Setup, startsInHours: number, customerEmail?: string) {
  const quoted = await createBooking(setup.server.database.db, {
    status: 'quoted',
    startsInHours,
    now: setup.clock(),
    ...(customerEmail ? { customerEmail } : {}),
  });
  const answer = await pay(setup.server.app, quoted);
  expect(answer.status).toBe(200);
  return bookingById(setup.server.database.db, quoted.id);
}

async function mailsTo(setup: Setup, to: string, subject: string) {
  const rows = await setup.server.database.db
    .select({ subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(asc(outbox.id));
  return rows.filter((row) => row.subject.includes(subject));
}

async function noticesOf(setup: Setup, bookingId: number) {
  return setup.server.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.bookingId, bookingId),
        eq(notifications.title, 'No cleaner has accepted your booking yet'),
      ),
    );
}

async function changesOf(setup: Setup, bookingId: number, event: string) {
  const [row] = await setup.server.database.db
    .select({ n: count() })
    .from(bookingStatusChanges)
    .where(
      and(eq(bookingStatusChanges.bookingId, bookingId), eq(bookingStatusChanges.event, event)),
    );
  return row?.n ?? 0;
}

/** A link to the booking's page, as the notice's e-mail carries: answers its token. */
async function tokenOf(setup: Setup, bookingId: number) {
  const link = await issueBookingLink(setup.server.database.db, bookingId, PUBLIC_URL);
  return link.slice(link.lastIndexOf('/') + 1);
}

/**
 * Winnipeg with one cleaner who works Tuesdays only, 10:00AM to 4:00PM; every other Winnipeg
 * cleaner's week is cleared. Answers the cleaner.
 */
async function tuesdayCleanerInWinnipeg(setup: Setup) {
  const db = setup.server.database.db;
  await clearCityWeeks(db, 'Winnipeg');
  return newContractor(setup.server.app, db, {
    city: 'Winnipeg',
    week: [{ weekday: 2, from: '10:00', until: '16:00' }],
    logIn: false,
  });
}

/** An open Winnipeg job of 3 hours, held on the card, starting in 27 hours (Monday noon). */
function openWinnipegJob(setup: Setup, overrides: Parameters<typeof createBooking>[1] = {}) {
  return createBooking(setup.server.database.db, {
    city: 'Winnipeg',
    startsInHours: 27,
    now: setup.clock(),
    estimatedMinutes: 180,
    ...overrides,
  });
}

describe('the deadline rule', () => {
  const start = new Date('2026-11-23T21:00:00Z');
  it('is the setting’s hours before the start for a booking paid earlier', () => {
    const paid = new Date(start.getTime() - 3 * DAY_MS);
    expect(acceptDeadline(start, paid, 12)).toEqual(new Date(start.getTime() - 12 * HOUR_MS));
    // A booking paid before this rule existed has no time chosen: the normal deadline.
    expect(acceptDeadline(start, null, 12)).toEqual(new Date(start.getTime() - 12 * HOUR_MS));
  });

  it('is halfway from the payment to the start for a same-day booking, at most an hour before it', () => {
    const sixHoursBefore = new Date(start.getTime() - 6 * HOUR_MS);
    expect(acceptDeadline(start, sixHoursBefore, 12)).toEqual(
      new Date(start.getTime() - 3 * HOUR_MS),
    );
    const ninetyMinutesBefore = new Date(start.getTime() - 90 * MINUTE_MS);
    expect(acceptDeadline(start, ninetyMinutesBefore, 12)).toEqual(
      new Date(start.getTime() - HOUR_MS),
    );
    const halfAnHourBefore = new Date(start.getTime() - 30 * MINUTE_MS);
    expect(acceptDeadline(start, halfAnHourBefore, 12)).toEqual(
      new Date(start.getTime() - HOUR_MS),
    );
  });
});

describe('told at the deadline', () => {
  it('tells the customer once, by e-mail with the booking link and the free times, and by notification', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const booking = await paidBooking(setup, 48);
    const startsAt = booking.startsAt ?? new Date(0);
    const subject = `No cleaner has accepted your MapleShine booking ${booking.bookingNo} yet`;

    setup.clock.advance(startsAt.getTime() - 12 * HOUR_MS - MINUTE_MS - setup.clock().getTime());
    expect((await run(setup)).told).toEqual([]);
    expect(await mailsTo(setup, DEMO_CUSTOMER_EMAIL, subject)).toHaveLength(0);

    setup.clock.advance(MINUTE_MS);
    expect((await run(setup)).told).toEqual([booking.id]);
    expect((await bookingById(db, booking.id)).unacceptedToldAt).toEqual(setup.clock());
    const [mail] = await mailsTo(setup, DEMO_CUSTOMER_EMAIL, subject);
    expect(mail?.text).toContain(`${PUBLIC_URL}/booking-link/`);
    expect(mail?.text).toContain('The nearest times when a cleaner is free:');
    expect(mail?.text).toContain('you will not be charged');
    expect(mail?.text).toMatch(/\$\d{1,3}(,\d{3})*\.\d{2}/);
    expect(await noticesOf(setup, booking.id)).toHaveLength(1);

    // Later runs tell nobody again.
    setup.clock.advance(10 * MINUTE_MS);
    expect((await run(setup)).told).toEqual([]);
    expect(await mailsTo(setup, DEMO_CUSTOMER_EMAIL, subject)).toHaveLength(1);
    expect(await noticesOf(setup, booking.id)).toHaveLength(1);
  });

  it('tells a same-day booking halfway to its start, a lead by e-mail only', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const lead = await insertLeadCustomer(db);
    const booking = await paidBooking(setup, 6, lead);
    const startsAt = booking.startsAt ?? new Date(0);
    const paidAt = setup.clock().getTime();
    const halfway = paidAt + (startsAt.getTime() - paidAt) / 2;

    // Within 12 hours of the start from the moment it was paid: the 12-hour rule would be now.
    expect((await run(setup)).told).toEqual([]);
    setup.clock.advance(halfway - MINUTE_MS - paidAt);
    expect((await run(setup)).told).toEqual([]);
    setup.clock.advance(MINUTE_MS);
    expect((await run(setup)).told).toEqual([booking.id]);
    expect(await mailsTo(setup, lead, 'No cleaner has accepted')).toHaveLength(1);
    // A lead has no account to read a notification in.
    expect(await noticesOf(setup, booking.id)).toHaveLength(0);
  });

  it('tells nobody about a booking a cleaner accepted', async () => {
    const setup = await setUp();
    const booking = await createBooking(setup.server.database.db, {
      status: 'assigned',
      startsInHours: 6,
      now: setup.clock(),
    });
    expect((await run(setup)).told).toEqual([]);
    expect((await bookingById(setup.server.database.db, booking.id)).unacceptedToldAt).toBeNull();
  });

  it('follows the operators’ setting, and Today lists the told booking before it lapses', async () => {
    const setup = await setUp();
    const { app } = setup.server;
    const { cookie } = await logInAsDemoOperator(app);
    const read = await call(app, '/api/admin/booking-rules', {}, { cookie });
    expect(read.body.data).toEqual({
      iUnacceptedDeadlineHours: 12,
      iPlanDiscountWeekly: 15,
      iPlanDiscountEvery2Weeks: 10,
      iPlanDiscountEvery4Weeks: 5,
      iPlanMaxPauseWeeks: 8,
    });
    const refused = await call(
      app,
      '/api/admin/booking-rules/save',
      { iUnacceptedDeadlineHours: 0 },
      { cookie },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^`iUnacceptedDeadlineHours` must be at least 1/);
    expect((await call(app, '/api/admin/booking-rules', {}, { cookie })).body.data).toEqual({
      iUnacceptedDeadlineHours: 12,
      iPlanDiscountWeekly: 15,
      iPlanDiscountEvery2Weeks: 10,
      iPlanDiscountEvery4Weeks: 5,
      iPlanMaxPauseWeeks: 8,
    });
    const saved = await call(
      app,
      '/api/admin/booking-rules/save',
      { iUnacceptedDeadlineHours: 48 },
      { cookie },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      iUnacceptedDeadlineHours: 48,
      iPlanDiscountWeekly: 15,
      iPlanDiscountEvery2Weeks: 10,
      iPlanDiscountEvery4Weeks: 5,
      iPlanMaxPauseWeeks: 8,
    });
    expect(saved.body.message).toBe(
      'Saved. A customer is told 48 hours before the start when no cleaner has accepted their booking.',
    );
    // The French console's header: the same rule said in French (decision 104).
    const savedInFrench = await call(
      app,
      '/api/admin/booking-rules/save',
      { iUnacceptedDeadlineHours: 48 },
      { cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(savedInFrench.body.message).toBe(
      'C’est enregistré. Quand aucun préposé au ménage n’a accepté une réservation, le client en est avisé 48 heures avant le début.',
    );

    // Starts in 40 hours: past a 48-hour deadline already, and beyond Today's usual day ahead.
    const booking = await paidBooking(setup, 100);
    setup.clock.advance(60 * HOUR_MS);
    expect((await run(setup)).told).toEqual([booking.id]);
    // Operators' sessions are short: signed in again after the clock's jump.
    const again = await logInAsDemoOperator(app);
    const today = await call<{ atRisk: { bookingNo: string; customerToldAt: string | null }[] }>(
      app,
      '/api/admin/today',
      {},
      { cookie: again.cookie },
    );
    expect(today.status).toBe(200);
    expect(today.body.data?.atRisk).toContainEqual(
      expect.objectContaining({
        bookingNo: booking.bookingNo,
        customerToldAt: setup.clock().toISOString(),
      }),
    );
  });
});

describe('the offered times', () => {
  it('are the nearest starts inside a real cleaner’s working hours, on the city’s clock', async () => {
    const setup = await setUp();
    const cleaner = await tuesdayCleanerInWinnipeg(setup);
    await writeWeek(setup.server.database.db, cleaner.id, [
      { weekday: 3, from: '10:00', until: '16:00' },
    ]);
    const booking = await openWinnipegJob(setup);
    const token = await tokenOf(setup, booking.id);

    const answer = await call<Times>(setup.server.app, FREE_TIMES, { token });

    expect(answer.status).toBe(200);
    expect(answer.body.data?.vBookingNo).toBe(booking.bookingNo);
    const times = answer.body.data?.aTimes ?? [];
    // A 3-hour job inside 10:00AM to 4:00PM: starts at 10, 11, 12 and 1 on Tuesday, the first
    // day with a free time (decision 126); Wednesday's are asked for by their day.
    expect(answer.body.data?.sDay).toBe('2026-11-24');
    expect(times.map((time) => `${time.vDate} ${time.vFrom}`)).toEqual([
      '2026-11-24 10:00AM',
      '2026-11-24 11:00AM',
      '2026-11-24 12:00PM',
      '2026-11-24 1:00PM',
    ]);
    const wednesday = await call<Times>(setup.server.app, FREE_TIMES, {
      token,
      sDay: '2026-11-25',
    });
    expect(wednesday.body.data?.aTimes.map((time) => `${time.vDate} ${time.vFrom}`)).toEqual([
      '2026-11-25 10:00AM',
      '2026-11-25 11:00AM',
      '2026-11-25 12:00PM',
      '2026-11-25 1:00PM',
    ]);
    // 10:00AM in Winnipeg (UTC−5 all year since 2026-10-31: decision 137).
    expect(times[0]).toMatchObject({
      vStart: '2026-11-24T15:00:00.000Z',
      vUntill: '1:00PM',
      vWhen: 'Tuesday, November 24, 2026, 10:00AM to 1:00PM',
    });
    // The French page asks in French: the same times, said in French.
    const inFrench = await call<Times>(
      setup.server.app,
      FREE_TIMES,
      { token },
      { headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(inFrench.body.data?.aTimes[0]).toMatchObject({
      vStart: '2026-11-24T15:00:00.000Z',
      vWhen: 'mardi 24 novembre 2026, de 10\u00a0h à 13\u00a0h',
    });
  });

  it('leave out a day off and the times the card hold would not cover', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleanerInWinnipeg(setup);
    await db
      .insert(contractorDaysOff)
      .values({ contractorId: cleaner.id, firstDay: '2026-11-24', lastDay: '2026-11-24' });
    // Held now, the hold lasts until Sunday the 29th: next Tuesday is beyond it.
    const held = await openWinnipegJob(setup);
    const heldTimes = await call<Times>(setup.server.app, FREE_TIMES, {
      token: await tokenOf(setup, held.id),
    });
    expect(heldTimes.body.data?.aTimes).toEqual([]);

    // A saved card is held 24 hours before whatever start it gets: next Tuesday suits it (the
    // Tuesday after is beyond the two weeks offered).
    const saved = await openWinnipegJob(setup, {
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
    });
    const savedTimes = await call<Times>(setup.server.app, FREE_TIMES, {
      token: await tokenOf(setup, saved.id),
    });
    expect(savedTimes.body.data?.aTimes.map((time) => time.vDate)).toEqual([
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
      '2026-12-01',
    ]);
  });

  // A booking a cleaner accepted is offered its cleaner's free times since issue 42's reschedule
  // (decision 121, tests/api/reschedule.test.ts): one whose cleaning started is not.
  it('answer 404 for a wrong token and 409 for a booking whose cleaning has started', async () => {
    const setup = await setUp();
    const wrong = await call(setup.server.app, FREE_TIMES, { token: 'not-a-real-token' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ code: 404, message: NOT_FOUND });
    const missing = await call(setup.server.app, FREE_TIMES, {});
    expect(missing.status).toBe(400);

    const started = await createBooking(setup.server.database.db, {
      status: 'inProgress',
      startsInHours: 0,
      now: setup.clock(),
    });
    const refused = await call(setup.server.app, FREE_TIMES, {
      token: await tokenOf(setup, started.id),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A booking cannot be moved once its cleaning has started.');
  });
});

describe('the move', () => {
  it('moves the booking to an offered time with the same price and hold, and reopens it to that time’s cleaners', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleanerInWinnipeg(setup);
    const booking = await openWinnipegJob(setup);
    await db
      .update(bookings)
      .set({ unacceptedToldAt: setup.clock() })
      .where(eq(bookings.id, booking.id));
    const token = await tokenOf(setup, booking.id);
    const offered = await call<Times>(setup.server.app, FREE_TIMES, { token });
    const chosen = offered.body.data?.aTimes[1];
    if (!chosen) throw new Error('no time offered');

    const answer = await call<Moved>(setup.server.app, MOVE, { token, start: chosen.vStart });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Your booking is moved to Tuesday, November 24, 2026, 11:00AM to 2:00PM.',
    );
    expect(answer.body.data).toEqual({ vBookingNo: booking.bookingNo, time: chosen });
    const moved = await bookingById(db, booking.id);
    expect(moved).toMatchObject({
      status: 'authorized',
      localDate: '2026-11-24',
      fromMinutes: 660,
      untilMinutes: 840,
      startsAt: new Date('2026-11-24T16:00:00Z'),
      endsAt: new Date('2026-11-24T19:00:00Z'),
      blockedUntil: new Date('2026-11-24T19:30:00Z'),
      totalCents: booking.totalCents,
      gatewayPaymentId: booking.gatewayPaymentId,
      authorizationExpiresAt: booking.authorizationExpiresAt,
      paymentStatus: 'authorized',
      timeChosenAt: setup.clock(),
      unacceptedToldAt: null,
    });
    expect(await changesOf(setup, booking.id, 'booking.move')).toBe(1);
    const told = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.bookingId, booking.id), eq(notifications.contractorId, cleaner.id)),
      );
    expect(told.map((row) => row.title)).toEqual(['A job has a new time']);
    const announced = await db
      .select()
      .from(jobAnnouncements)
      .where(eq(jobAnnouncements.bookingId, booking.id));
    expect(announced.map((row) => row.contractorId)).toEqual([cleaner.id]);

    // The new time gets its own deadline: 12 hours before 11:00AM Tuesday (16:00Z).
    setup.clock.advance(new Date('2026-11-24T04:00:00Z').getTime() - setup.clock().getTime());
    expect((await run(setup)).told).toEqual([booking.id]);
  });

  it('refuses a time taken meanwhile with 409 and writes nothing', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    await tuesdayCleanerInWinnipeg(setup);
    const booking = await openWinnipegJob(setup);
    const token = await tokenOf(setup, booking.id);
    const offered = await call<Times>(setup.server.app, FREE_TIMES, { token });
    const chosen = offered.body.data?.aTimes[0];
    if (!chosen) throw new Error('no time offered');
    // Another paid job takes the only cleaner at that time.
    await createBooking(db, {
      city: 'Winnipeg',
      startsInHours: (Date.parse(chosen.vStart) - setup.clock().getTime()) / HOUR_MS,
      now: setup.clock(),
    });
    const before = await bookingById(db, booking.id);

    const answer = await call(setup.server.app, MOVE, { token, start: chosen.vStart });

    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 409,
      message: 'That time is no longer free. Please choose another time.',
    });
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect(await changesOf(setup, booking.id, 'booking.move')).toBe(0);
  });

  it('gives the last free cleaner’s time to one of two bookings moved there at once', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    await tuesdayCleanerInWinnipeg(setup);
    const first = await openWinnipegJob(setup);
    const second = await openWinnipegJob(setup, { startsInHours: 31 });
    const tokens = [await tokenOf(setup, first.id), await tokenOf(setup, second.id)];
    const start = '2026-11-24T15:00:00.000Z';

    const answers = await Promise.all(
      tokens.map((token) => call(setup.server.app, MOVE, { token, start })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const moved = await Promise.all([bookingById(db, first.id), bookingById(db, second.id)]);
    expect(moved.filter((booking) => booking.startsAt?.toISOString() === start)).toHaveLength(1);
  });

  it('refuses a time never offered (past the hold, too soon, not a time) with 400 and writes nothing', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    await tuesdayCleanerInWinnipeg(setup);
    const booking = await openWinnipegJob(setup);
    const token = await tokenOf(setup, booking.id);
    const before = await bookingById(db, booking.id);
    for (const start of [
      // Next Tuesday 10:00AM: free, but after the hold ends.
      '2026-12-01T15:00:00.000Z',
      // Half an hour from now.
      new Date(setup.clock().getTime() + 30 * MINUTE_MS).toISOString(),
      'tomorrow morning',
    ]) {
      const answer = await call(setup.server.app, MOVE, { token, start });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 400,
        message: 'Please choose one of the times offered for this booking.',
      });
    }
    expect(await bookingById(db, booking.id)).toEqual(before);
    const wrong = await call(setup.server.app, MOVE, {
      token: 'not-a-real-token',
      start: '2026-11-24T15:00:00.000Z',
    });
    expect(wrong.status).toBe(404);
  });

  it('works signed in for the owner only: another customer’s booking is 404, anonymous 401', async () => {
    const setup = await setUp();
    const { app } = setup.server;
    const db = setup.server.database.db;
    await tuesdayCleanerInWinnipeg(setup);
    const booking = await openWinnipegJob(setup);
    const owner = await logIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const stranger = await newActiveCustomer(app, db);

    const anonymous = await call(app, CUSTOMER_FREE_TIMES, { iBookingId: booking.id });
    expect(anonymous.status).toBe(401);
    const foreign = await call(
      app,
      CUSTOMER_FREE_TIMES,
      { iBookingId: booking.id },
      { cookie: stranger.cookie },
    );
    expect(foreign).toMatchObject({ status: 404, body: { code: 404, message: NOT_FOUND } });
    const foreignMove = await call(
      app,
      CUSTOMER_MOVE,
      { iBookingId: booking.id, start: '2026-11-24T15:00:00.000Z' },
      { cookie: stranger.cookie },
    );
    expect(foreignMove.status).toBe(404);

    const own = await call<Times>(
      app,
      CUSTOMER_FREE_TIMES,
      { iBookingId: booking.id },
      { cookie: owner.cookie },
    );
    expect(own.status).toBe(200);
    const chosen = own.body.data?.aTimes[0];
    if (!chosen) throw new Error('no time offered');
    const moved = await call<Moved>(
      app,
      CUSTOMER_MOVE,
      { iBookingId: booking.id, start: chosen.vStart },
      { cookie: owner.cookie },
    );
    expect(moved.status).toBe(200);
    expect((await bookingById(db, booking.id)).startsAt).toEqual(new Date(chosen.vStart));
  });
});

describe('at the start', () => {
  it('cancels a booking nobody accepted and releases its hold; an assigned one is left alone', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const open = await paidBooking(setup, 30);
    const assigned = await createBooking(db, {
      status: 'assigned',
      startsInHours: 30,
      now: setup.clock(),
    });
    const hold = open.gatewayPaymentId ?? '';
    expect(setup.gateway.holdOf(hold)?.state).toBe('held');

    setup.clock.advance((open.startsAt?.getTime() ?? 0) - setup.clock().getTime() - MINUTE_MS);
    expect((await run(setup)).expired).toEqual([]);
    setup.clock.advance(MINUTE_MS);
    const report = await run(setup);

    expect(report.expired).toEqual([open.id]);
    expect(await bookingById(db, open.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
      cancelledAt: setup.clock(),
    });
    expect(setup.gateway.holdOf(hold)?.state).toBe('released');
    expect(await changesOf(setup, open.id, 'booking.expire')).toBe(1);
    expect(await bookingById(db, assigned.id)).toMatchObject({
      status: 'assigned',
      paymentStatus: 'authorized',
    });
    const releases = setup.gateway.calls.filter((entry) => entry.operation === 'release');
    expect(releases).toEqual([
      { operation: 'release', idempotencyKey: `booking-${open.uniqueCode}-release` },
    ]);
  });

  it('cancels a saved card never held without calling the gateway', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const saved = await createBooking(db, {
      startsInHours: 2,
      now: setup.clock(),
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
    });
    setup.clock.advance(2 * HOUR_MS);
    expect((await run(setup)).expired).toEqual([saved.id]);
    expect(await bookingById(db, saved.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
    });
    expect(setup.gateway.calls.filter((entry) => entry.operation === 'release')).toEqual([]);
  });

  it('leaves a booking and its hold as they were while the gateway is unreachable, and lapses it at the next run', async () => {
    const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
    const gateway = testGateway(clock);
    const down = { on: true };
    const payments: PaymentGateway = {
      ...gateway,
      release: (request) =>
        down.on ? Promise.reject(new PaymentUnavailable()) : gateway.release(request),
    };
    const server = await startTestApp({ clock, payments, publicUrl: PUBLIC_URL });
    const setup = { server, clock, gateway };
    current = setup;
    const db = server.database.db;
    const open = await paidBooking(setup, 30);
    clock.advance(30 * HOUR_MS);
    const context = {
      db,
      payments,
      publicUrl: PUBLIC_URL,
      clock,
      catalog: server.app.appContext.catalog,
    };

    const failed = await runUnacceptedBookings(context, clock());
    expect(failed.expired).toEqual([]);
    expect(failed.failed.map((failure) => failure.bookingId)).toEqual([open.id]);
    expect(await bookingById(db, open.id)).toMatchObject({
      status: 'authorized',
      paymentStatus: 'authorized',
    });
    expect(gateway.holdOf(open.gatewayPaymentId ?? '')?.state).toBe('held');
    expect(await changesOf(setup, open.id, 'booking.expire')).toBe(0);

    down.on = false;
    clock.advance(MINUTE_MS);
    expect((await runUnacceptedBookings(context, clock())).expired).toEqual([open.id]);
    expect(gateway.holdOf(open.gatewayPaymentId ?? '')?.state).toBe('released');
  });

  it('cancels once when two runs go at once', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const open = await paidBooking(setup, 30);
    setup.clock.advance(30 * HOUR_MS);

    const [first, second] = await Promise.all([run(setup), run(setup)]);

    expect([...first.expired, ...second.expired]).toEqual([open.id]);
    expect([...first.failed, ...second.failed]).toEqual([]);
    expect(await changesOf(setup, open.id, 'booking.expire')).toBe(1);
    expect((await bookingById(db, open.id)).status).toBe('cancelled');
    expect(setup.gateway.holdOf(open.gatewayPaymentId ?? '')?.state).toBe('released');
  });
});

describe('the scheduled job', () => {
  it('runs as a queued job: a requested run tells and lapses with the app’s clock', async () => {
    const setup = await setUp({ queue: true });
    const db = setup.server.database.db;
    const queue = setup.server.app.jobQueue;
    if (!queue) throw new Error('the test app has no job queue');
    const lapsing = await paidBooking(setup, 2);
    const told = await paidBooking(setup, 12);
    setup.clock.advance(2 * HOUR_MS);

    await queue.requestUnacceptedBookings();

    await expect
      .poll(async () => (await bookingById(db, lapsing.id)).status, { timeout: 20_000 })
      .toBe('cancelled');
    await expect
      .poll(async () => (await bookingById(db, told.id)).unacceptedToldAt, { timeout: 20_000 })
      .toEqual(setup.clock());
    expect(setup.gateway.holdOf(lapsing.gatewayPaymentId ?? '')?.state).toBe('released');
  }, 60_000);
});

describe('holds at the 5-day edge', () => {
  it('a booking exactly 5 days ahead is held through its end; a minute further saves the card, held 24 hours before', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const atEdge = await createBooking(db, {
      status: 'quoted',
      city: 'Winnipeg',
      startsInHours: 5 * 24,
      now: setup.clock(),
    });
    expect(atEdge.startsAt?.getTime()).toBe(setup.clock().getTime() + 5 * DAY_MS);
    expect((await pay(setup.server.app, atEdge)).body.data?.ePaymentStatus).toBe('authorized');
    const held = await bookingById(db, atEdge.id);
    expect(held.authorizationExpiresAt?.getTime()).toBeGreaterThanOrEqual(
      held.endsAt?.getTime() ?? Infinity,
    );

    setup.clock.advance(MINUTE_MS);
    const beyond = await createBooking(db, {
      status: 'quoted',
      city: 'Winnipeg',
      startsInHours: 5 * 24,
      now: setup.clock(),
    });
    // createBooking starts on the hour: an hour past the edge from this minute on.
    expect((await pay(setup.server.app, beyond)).body.data?.ePaymentStatus).toBe('cardSaved');
    setup.clock.advance((beyond.startsAt?.getTime() ?? 0) - DAY_MS - setup.clock().getTime());
    await authorizeDueBookings(setup.server.app.appContext, setup.clock());
    const later = await bookingById(db, beyond.id);
    expect(later.paymentStatus).toBe('authorized');
    expect(later.authorizationExpiresAt?.getTime()).toBeGreaterThanOrEqual(
      later.endsAt?.getTime() ?? Infinity,
    );
  });

  it('a move never takes a held booking past its hold', async () => {
    const setup = await setUp();
    await tuesdayCleanerInWinnipeg(setup);
    const booking = await openWinnipegJob(setup, { startsInHours: 3 });
    // The hold ends Tuesday at noon in Winnipeg (17:00Z): 10:00AM ends at 1:00PM, too late.
    await setup.server.database.db
      .update(bookings)
      .set({ authorizationExpiresAt: new Date('2026-11-24T17:00:00Z') })
      .where(eq(bookings.id, booking.id));
    const token = await tokenOf(setup, booking.id);
    const offered = await call<Times>(setup.server.app, FREE_TIMES, { token });
    expect(offered.body.data?.aTimes).toEqual([]);
    const move = await call(setup.server.app, MOVE, {
      token,
      start: '2026-11-24T15:00:00.000Z',
    });
    expect(move.status).toBe(400);
    expect(localNow('America/Winnipeg', new Date('2026-11-24T15:00:00Z')).minutes).toBe(600);
  });
});
