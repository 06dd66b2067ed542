import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingStatusChanges,
  customerCleaners,
  jobAnnouncements,
  notifications,
  outbox,
  rescheduleRequests,
  services,
  users,
} from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { runRescheduleRequestExpiries } from '#server/bookings/index.ts';
import { testGateway, type TestGateway } from '#server/payments/test-gateway.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  logIn,
  manualClock,
  newActiveCustomer,
} from '../support/accounts.ts';
import { createBooking, serviceWithSlug } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { bookingById, pay } from '../support/payments.ts';
import { clearCityWeeks } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * A new time outside the assigned cleaner's free time (issue 42, decision 125): offered after the
 * cleaner's own times, asked of the cleaner (nothing moves), accepted (the move, their hours set
 * aside but not their other jobs), declined or lapsed, then the customer keeps the time or
 * cancels free.
 */

const PUBLIC_URL = 'https://mapleshine.test';
const FREE_TIMES = '/api/booking-link/free-times';
const ASK = '/api/booking-link/ask-time';
const CUSTOMER_ASK = '/api/customer/booking/ask-time';
const REQUEST = '/api/booking-link/time-request';
const CUSTOMER_REQUEST = '/api/customer/booking/time-request';
const CHOOSE = '/api/booking-link/time-request/choose';
const CUSTOMER_CHOOSE = '/api/customer/booking/time-request/choose';
const CLEANER_REQUESTS = '/api/contractor/time-requests';
const ANSWER = '/api/contractor/time-request/answer';

type Time = { vStart: string; vDate: string; vFrom: string; vWho: 'cleaner' | 'any' };
type Times = { aTimes: Time[] };
type Request = {
  iRequestId: number;
  vState: string;
  vWhen: string;
  vCleaner: string;
  tAnswerBy: string;
  vAnswerBy: string;
  bChoose: boolean;
};

type Setup = {
  server: TestApp;
  clock: ReturnType<typeof manualClock>;
  gateway: TestGateway;
  cleaner: TestContractor;
  other: TestContractor;
};
let current: Setup | null = null;

/*
 * Edmonton is on UTC−6 all year since 2026 (decision 137): its late November hours are 6 hours
 * behind UTC, not 7.
 */
/** Thursday, Nov 26, 10:00AM Edmonton (16:00Z): the other cleaner's time, not Marie's. */
const THURSDAY_TEN = '2026-11-26T16:00:00.000Z';
/** Tuesday, Nov 24, 11:00AM: Marie's own free time. */
const TUESDAY_ELEVEN = '2026-11-24T17:00:00.000Z';

/**
 * Sunday, November 22, 2026, 8:00AM in Edmonton. Marie works Tuesdays 10:00AM–4:00PM; Luc,
 * the only other Edmonton cleaner with hours, Thursdays 10:00AM–4:00PM.
 */
async function setUp(): Promise<Setup> {
  const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
  const gateway = testGateway(clock);
  const server = await startTestApp({ clock, payments: gateway, publicUrl: PUBLIC_URL });
  const db = server.database.db;
  await clearCityWeeks(db, 'Edmonton');
  const cleaner = await newContractor(server.app, db, {
    city: 'Edmonton',
    fullName: 'Marie Gagnon',
    week: [{ weekday: 2, from: '10:00', until: '16:00' }],
  });
  const other = await newContractor(server.app, db, {
    city: 'Edmonton',
    fullName: 'Luc Tremblay',
    week: [{ weekday: 4, from: '10:00', until: '16:00' }],
  });
  current = { server, clock, gateway, cleaner, other };
  return current;
}

afterEach(async () => {
  await current?.server.close();
  current = null;
});

/** Marie's 3-hour job, Tuesday, November 24, 10:00AM (16:00Z), held on the card. */
function assignedJob(setup: Setup, overrides: Parameters<typeof createBooking>[1] = {}) {
  return createBooking(setup.server.database.db, {
    status: 'assigned',
    city: 'Edmonton',
    contractorEmail: setup.cleaner.email,
    startsInHours: 50,
    now: setup.clock(),
    estimatedMinutes: 180,
    ...overrides,
  });
}

async function tokenOf(setup: Setup, bookingId: number) {
  const link = await issueBookingLink(setup.server.database.db, bookingId, PUBLIC_URL);
  return link.slice(link.lastIndexOf('/') + 1);
}

async function requestsOf(setup: Setup, bookingId: number) {
  return setup.server.database.db
    .select()
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.bookingId, bookingId))
    .orderBy(asc(rescheduleRequests.id));
}

async function mailsTo(setup: Setup, to: string) {
  return setup.server.database.db
    .select({ subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(asc(outbox.id));
}

/** The booking with a request asked for Thursday 10:00AM, through its link. */
async function asked(setup: Setup, overrides: Parameters<typeof createBooking>[1] = {}) {
  const booking = await assignedJob(setup, overrides);
  const token = await tokenOf(setup, booking.id);
  const answer = await call<Request>(setup.server.app, ASK, { token, start: THURSDAY_TEN });
  expect(answer.status).toBe(200);
  const request = answer.body.data;
  if (!request) throw new Error('not asked');
  return { booking, token, request };
}

describe('the times to ask the cleaner for', () => {
  it('follow the cleaner’s own times on their day, answered vWho any', async () => {
    const setup = await setUp();
    const booking = await assignedJob(setup);
    const token = await tokenOf(setup, booking.id);
    const timesOf = async (sDay?: string) => {
      const answer = await call<Times>(setup.server.app, FREE_TIMES, {
        token,
        ...(sDay === undefined ? {} : { sDay }),
      });
      expect(answer.status).toBe(200);
      return answer.body.data?.aTimes.map((t) => `${t.vDate} ${t.vFrom} ${t.vWho}`);
    };
    // The first day with a time: the cleaner's own (decision 126's day picker).
    expect(await timesOf()).toEqual([
      '2026-11-24 11:00AM cleaner',
      '2026-11-24 12:00PM cleaner',
      '2026-11-24 1:00PM cleaner',
    ]);
    // A day the cleaner does not work: only times to ask them for.
    expect((await timesOf('2026-11-26'))?.slice(0, 4)).toEqual([
      '2026-11-26 10:00AM any',
      '2026-11-26 11:00AM any',
      '2026-11-26 12:00PM any',
      '2026-11-26 1:00PM any',
    ]);
  });
});

describe('asking for a time', () => {
  it('writes the request and tells the cleaner; the booking and its hold stay', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const booking = await assignedJob(setup);
    const token = await tokenOf(setup, booking.id);
    const before = await bookingById(db, booking.id);

    const answer = await call<Request>(setup.server.app, ASK, { token, start: THURSDAY_TEN });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'We asked Marie for the new time. Your booking keeps its time until they accept.',
    );
    // The earlier of a day from now and 2 hours before the earlier start (Tuesday 10:00AM).
    expect(answer.body.data).toMatchObject({
      vState: 'asked',
      vWhen: 'Thursday, November 26, 2026, 10:00AM to 1:00PM',
      vCleaner: 'Marie',
      tAnswerBy: '2026-11-23T14:00:00.000Z',
      vAnswerBy: 'Monday, November 23, 2026 at 8:00AM',
      bChoose: false,
    });
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect(setup.gateway.calls).toEqual([]);
    const mail = (await mailsTo(setup, setup.cleaner.email)).at(-1);
    expect(mail?.subject).toBe(`Job ${booking.bookingNo}: the customer asks for a new time`);
    expect(mail?.text).toContain('Declining costs you nothing');
    const told = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.contractorId, setup.cleaner.id));
    expect(told.map((row) => row.title)).toContain('A new time is asked');

    const read = await call<{ oRequest?: Request }>(setup.server.app, REQUEST, { token });
    expect(read.body.data?.oRequest).toMatchObject({ vState: 'asked', vCleaner: 'Marie' });
  });

  it('asks a French-speaking cleaner in French', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    await db.update(users).set({ locale: 'fr-CA' }).where(eq(users.email, setup.cleaner.email));
    const { booking } = await asked(setup);
    const mail = (await mailsTo(setup, setup.cleaner.email)).at(-1);
    expect(mail?.subject).toBe(
      `Travail ${booking.bookingNo}\u00a0: le client ou la cliente demande une nouvelle plage`,
    );
    expect(mail?.text).toContain('jeudi 26 novembre 2026, de 10\u00a0h à 13\u00a0h');
    expect(mail?.text).toContain('Refuser ne vous coûte rien');
  });

  it('refuses the cleaner’s own free time, a time never offered, a second request: nothing written', async () => {
    const setup = await setUp();
    const booking = await assignedJob(setup);
    const token = await tokenOf(setup, booking.id);
    const own = await call(setup.server.app, ASK, { token, start: TUESDAY_ELEVEN });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(
      'This time is not one to ask your cleaner for. Please choose one of the times offered.',
    );
    for (const start of ['2026-11-26T16:30:00.000Z', 'soon', '']) {
      const bad = await call(setup.server.app, ASK, { token, start });
      expect(bad.status).toBe(400);
    }
    expect(await requestsOf(setup, booking.id)).toEqual([]);

    expect((await call(setup.server.app, ASK, { token, start: THURSDAY_TEN })).status).toBe(200);
    const again = await call(setup.server.app, ASK, {
      token,
      start: '2026-11-26T17:00:00.000Z',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Your cleaner has not answered your last request yet. Please wait for their answer.',
    );
    expect(await requestsOf(setup, booking.id)).toHaveLength(1);
  });

  it('is the customer’s own: anonymous 401, a cleaner 403, another customer 404', async () => {
    const setup = await setUp();
    const app = setup.server.app;
    const booking = await assignedJob(setup);
    const body = { iBookingId: booking.id, start: THURSDAY_TEN };
    expect((await call(app, CUSTOMER_ASK, body)).status).toBe(401);
    expect((await call(app, CUSTOMER_ASK, body, { cookie: setup.cleaner.cookie })).status).toBe(
      403,
    );
    const stranger = await newActiveCustomer(app, setup.server.database.db);
    const foreign = await call(app, CUSTOMER_ASK, body, { cookie: stranger.cookie });
    expect(foreign.status).toBe(404);
    expect(
      (await call(app, CUSTOMER_REQUEST, { iBookingId: booking.id }, { cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    expect((await call(app, ASK, { token: 'x'.repeat(43), start: THURSDAY_TEN })).status).toBe(404);
    expect(await requestsOf(setup, booking.id)).toEqual([]);

    const { cookie } = await logIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const own = await call<Request>(app, CUSTOMER_ASK, body, { cookie });
    expect(own.status).toBe(200);
    const read = await call<{ oRequest?: Request }>(
      app,
      CUSTOMER_REQUEST,
      { iBookingId: booking.id },
      { cookie },
    );
    expect(read.body.data?.oRequest?.vState).toBe('asked');
  });
});

describe('the cleaner’s answer', () => {
  it('accept moves the booking to the new time: same cleaner, hours set aside', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, token, request } = await asked(setup);
    const listed = await call<{ aRequests: { iRequestId: number; vAsked: string }[] }>(
      setup.server.app,
      CLEANER_REQUESTS,
      {},
      { cookie: setup.cleaner.cookie },
    );
    expect(listed.body.data?.aRequests).toEqual([
      expect.objectContaining({
        iRequestId: request.iRequestId,
        vAsked: 'Thursday, November 26, 2026, 10:00AM to 1:00PM',
      }),
    ]);

    const answer = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: true },
      { cookie: setup.cleaner.cookie },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ vState: 'accepted' });
    expect(await bookingById(db, booking.id)).toMatchObject({
      status: 'assigned',
      contractorId: setup.cleaner.id,
      localDate: '2026-11-26',
      fromMinutes: 600,
      startsAt: new Date(THURSDAY_TEN),
      rescheduleCount: 1,
      gatewayPaymentId: booking.gatewayPaymentId,
      feeWindowStartsAt: booking.startsAt,
    });
    expect((await requestsOf(setup, booking.id))[0]?.state).toBe('accepted');
    const mail = (await mailsTo(setup, DEMO_CUSTOMER_EMAIL)).at(-1);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is moved`);
    const read = await call<{ oRequest?: Request }>(setup.server.app, REQUEST, { token });
    expect(read.body.data).toEqual({});
    const after = await call<{ aRequests: unknown[] }>(
      setup.server.app,
      CLEANER_REQUESTS,
      {},
      { cookie: setup.cleaner.cookie },
    );
    expect(after.body.data?.aRequests).toEqual([]);
  });

  it('accept is refused when the cleaner has another job then: nothing moves', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, request } = await asked(setup);
    // Marie took another job on Thursday at 11:00AM meanwhile.
    await assignedJob(setup, { startsInHours: 99, estimatedMinutes: 60 });
    const before = await bookingById(db, booking.id);
    const answer = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: true },
      { cookie: setup.cleaner.cookie },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'You have another job at that time, so this request cannot be accepted.',
    );
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect((await requestsOf(setup, booking.id))[0]?.state).toBe('asked');
  });

  it('is the asked cleaner’s: another cleaner 404, a customer 403, anonymous 401, bad input 400', async () => {
    const setup = await setUp();
    const app = setup.server.app;
    const { booking, request } = await asked(setup);
    const body = { iRequestId: request.iRequestId, bAccept: false };
    expect((await call(app, ANSWER, body, { cookie: setup.other.cookie })).status).toBe(404);
    expect((await call(app, ANSWER, body)).status).toBe(401);
    const { cookie } = await logIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    expect((await call(app, ANSWER, body, { cookie })).status).toBe(403);
    expect((await call(app, CLEANER_REQUESTS, {}, { cookie })).status).toBe(403);
    for (const bad of [{ iRequestId: 0, bAccept: true }, { iRequestId: request.iRequestId }]) {
      expect((await call(app, ANSWER, bad, { cookie: setup.cleaner.cookie })).status).toBe(400);
    }
    expect((await requestsOf(setup, booking.id))[0]?.state).toBe('asked');
  });

  it('decline costs nothing; the customer is told and keeps the time', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, token, request } = await asked(setup);
    const before = await bookingById(db, booking.id);
    const answer = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: false },
      { cookie: setup.cleaner.cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ vState: 'declined' });
    expect(await bookingById(db, booking.id)).toEqual(before);
    const mail = (await mailsTo(setup, DEMO_CUSTOMER_EMAIL)).at(-1);
    expect(mail?.subject).toBe(`Booking ${booking.bookingNo}: Marie cannot come at the new time`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/booking-link/`);
    // The demo customer has an account: a notification too.
    const told = await db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.bookingId, booking.id));
    expect(told).toContainEqual({
      title: `Booking ${booking.bookingNo}: Marie cannot come at the new time`,
      message:
        'You asked for Thursday, November 26, 2026, 10:00AM to 1:00PM. Your booking keeps its time; on its page you can keep it, open the new time to other cleaners when one is free, or cancel free of charge.',
    });
    // Answered once.
    const twice = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: true },
      { cookie: setup.cleaner.cookie },
    );
    expect(twice.status).toBe(409);

    const read = await call<{ oRequest?: Request }>(setup.server.app, REQUEST, { token });
    expect(read.body.data?.oRequest).toMatchObject({ vState: 'declined', bChoose: true });
    const kept = await call(setup.server.app, CHOOSE, { token, vChoice: 'keep' });
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('Your booking keeps its time.');
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect((await call(setup.server.app, REQUEST, { token })).body.data).toEqual({});
    const again = await call(setup.server.app, CHOOSE, { token, vChoice: 'cancel' });
    expect(again.status).toBe(409);
    expect(await bookingById(db, booking.id)).toEqual(before);
  });
});

describe('a request left behind', () => {
  it('is withdrawn when the customer cancels the booking, and no longer listed', async () => {
    const setup = await setUp();
    const { booking, token } = await asked(setup);
    // Two days ahead: a free cancel.
    const cancelled = await call(setup.server.app, '/api/booking-link/cancel', { token });
    expect(cancelled.status).toBe(200);
    expect((await requestsOf(setup, booking.id))[0]?.state).toBe('withdrawn');
    const listed = await call<{ aRequests: unknown[] }>(
      setup.server.app,
      CLEANER_REQUESTS,
      {},
      { cookie: setup.cleaner.cookie },
    );
    expect(listed.body.data?.aRequests).toEqual([]);
  });

  it('is withdrawn when the customer moves the booking into the cleaner’s own time', async () => {
    const setup = await setUp();
    const { booking, token, request } = await asked(setup);
    const moved = await call(setup.server.app, '/api/booking-link/move', {
      token,
      start: TUESDAY_ELEVEN,
    });
    expect(moved.status).toBe(200);
    expect((await requestsOf(setup, booking.id))[0]?.state).toBe('withdrawn');
    const late = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: true },
      { cookie: setup.cleaner.cookie },
    );
    expect(late.status).toBe(409);
    expect((await bookingById(setup.server.database.db, booking.id)).startsAt).toEqual(
      new Date(TUESDAY_ELEVEN),
    );
  });
});

describe('an unanswered request', () => {
  it('lapses at its answer-by; the customer may then cancel free', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    // Monday 3:00PM: at the answer-by (Monday 8:00AM) the start is 7 hours away, inside the
    // fee tier of a customer's cancel; this cancel stays free.
    const { booking, request } = await asked(setup, { startsInHours: 31 });
    expect(request.tAnswerBy).toBe('2026-11-23T14:00:00.000Z');
    setup.clock.advance(new Date(request.tAnswerBy).getTime() - setup.clock().getTime());
    const context = { db, publicUrl: PUBLIC_URL };
    expect(await runRescheduleRequestExpiries(context, setup.clock())).toEqual([
      request.iRequestId,
    ]);
    expect((await requestsOf(setup, booking.id))[0]?.state).toBe('expired');
    const mail = (await mailsTo(setup, DEMO_CUSTOMER_EMAIL)).at(-1);
    expect(mail?.subject).toBe(`Booking ${booking.bookingNo}: Marie did not answer in time`);
    // The cleaner can no longer answer (signed in again: a day has passed).
    const cleanerSession = await logIn(setup.server.app, setup.cleaner.email, DEMO_PASSWORD);
    const late = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: true },
      { cookie: cleanerSession.cookie },
    );
    expect(late.status).toBe(409);

    const { cookie } = await logIn(setup.server.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const bad = await call(
      setup.server.app,
      CUSTOMER_CHOOSE,
      { iBookingId: booking.id, vChoice: 'later' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    const cancelled = await call(
      setup.server.app,
      CUSTOMER_CHOOSE,
      { iBookingId: booking.id, vChoice: 'cancel' },
      { cookie },
    );
    expect(cancelled.status).toBe(200);
    const after = await bookingById(db, booking.id);
    expect(after.status).toBe('cancelled');
    const steps = setup.gateway.calls.map((step) => step.operation);
    expect(steps).not.toContain('capture');
    expect(steps).toContain('release');
    expect((await requestsOf(setup, booking.id))[0]?.choice).toBe('cancelled');
    // Run again: nothing left to lapse.
    expect(await runRescheduleRequestExpiries(context, setup.clock())).toEqual([]);
  });

  it('a choice with nothing to choose for is refused', async () => {
    const setup = await setUp();
    const booking = await assignedJob(setup);
    const token = await tokenOf(setup, booking.id);
    const answer = await call(setup.server.app, CHOOSE, { token, vChoice: 'keep' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('There is no declined or expired request to choose for.');
  });
});

describe('opening the new time to other cleaners (decision 130)', () => {
  /** Marie declines the booking's request for Thursday 10:00AM, when only Luc is free. */
  async function declined(setup: Setup, overrides: Parameters<typeof createBooking>[1] = {}) {
    const { booking, token, request } = await asked(setup, overrides);
    const answer = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: false },
      { cookie: setup.cleaner.cookie },
    );
    expect(answer.status).toBe(200);
    return { booking, token, request };
  }

  async function titlesFor(setup: Setup, contractorId: number) {
    const rows = await setup.server.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.contractorId, contractorId))
      .orderBy(asc(notifications.id));
    return rows;
  }

  it('moves the booking there without its cleaner, tells Marie and announces it to Luc', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, token, request } = await declined(setup);
    const read = await call<{ oRequest?: Request & { bOpen: boolean } }>(
      setup.server.app,
      REQUEST,
      { token },
    );
    expect(read.body.data?.oRequest).toMatchObject({ bChoose: true, bOpen: true });
    const mailsBefore = (await mailsTo(setup, setup.cleaner.email)).length;

    const opened = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });

    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({ vChoice: 'open' });
    expect(opened.body.message).toBe(
      'Your booking is moved to the new time and open to other cleaners.',
    );
    const after = await bookingById(db, booking.id);
    expect(after).toMatchObject({
      status: 'authorized',
      contractorId: null,
      contractorPayCents: null,
      localDate: '2026-11-26',
      fromMinutes: 600,
      startsAt: new Date(THURSDAY_TEN),
      rescheduleCount: 1,
      feeWindowStartsAt: booking.startsAt,
      // The same price: the hold stays, nothing reached the gateway.
      totalCents: booking.totalCents,
      gatewayPaymentId: booking.gatewayPaymentId,
    });
    expect(setup.gateway.calls).toEqual([]);
    const [row] = await requestsOf(setup, booking.id);
    expect(row).toMatchObject({ id: request.iRequestId, state: 'declined', choice: 'opened' });
    const changes = await db
      .select({ event: bookingStatusChanges.event, from: bookingStatusChanges.fromStatus })
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, booking.id));
    expect(changes).toEqual([{ event: 'booking.reopen', from: 'assigned' }]);

    // Marie: released, in her language, at no cost (no hand-back recorded).
    const marieMails = await mailsTo(setup, setup.cleaner.email);
    expect(marieMails).toHaveLength(mailsBefore + 1);
    expect(marieMails.at(-1)?.subject).toBe(`Job ${booking.bookingNo} is no longer yours`);
    expect(marieMails.at(-1)?.text).toContain(
      'moved it to Thursday, November 26, 2026, 10:00AM to 1:00PM (Edmonton time)',
    );
    expect(marieMails.at(-1)?.text).toContain('it does not count as handing a job back');
    expect((await titlesFor(setup, setup.cleaner.id)).at(-1)?.title).toBe(
      'A job is no longer yours',
    );
    // Luc: told of a new job at its new time, and it waits for his digest.
    const lucTold = await titlesFor(setup, setup.other.id);
    expect(lucTold.at(-1)?.title).toBe('New job in Edmonton');
    expect(lucTold.at(-1)?.message).toContain(
      `on Thursday, November 26, 2026, 10:00AM to 1:00PM (booking ${booking.bookingNo}) needs a cleaner`,
    );
    const announced = await db
      .select({ contractorId: jobAnnouncements.contractorId })
      .from(jobAnnouncements)
      .where(eq(jobAnnouncements.bookingId, booking.id));
    expect(announced).toEqual([{ contractorId: setup.other.id }]);
    // The customer: the moved e-mail, saying a cleaner is being found.
    const mail = (await mailsTo(setup, DEMO_CUSTOMER_EMAIL)).at(-1);
    expect(mail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is moved`);
    expect(mail?.text).toContain('We will let you know as soon as a cleaner accepts it.');

    // Chosen once; the page no longer shows the request.
    expect((await call(setup.server.app, REQUEST, { token })).body.data).toEqual({});
    const again = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });
    expect(again.status).toBe(409);
    expect(await bookingById(db, booking.id)).toEqual(after);
  });

  it('tells a French-speaking cleaner in French', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    await db.update(users).set({ locale: 'fr-CA' }).where(eq(users.email, setup.cleaner.email));
    const { booking, token } = await declined(setup);
    expect((await call(setup.server.app, CHOOSE, { token, vChoice: 'open' })).status).toBe(200);
    const mail = (await mailsTo(setup, setup.cleaner.email)).at(-1);
    expect(mail?.subject).toBe(`Le travail ${booking.bookingNo} n’est plus le vôtre`);
    expect(mail?.text).toContain('ce n’est pas compté comme un travail rendu');
  });

  it('holds a higher price confirmed when asking before releasing the old hold', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const quoted = await createBooking(db, {
      status: 'quoted',
      city: 'Edmonton',
      startsInHours: 50,
      now: setup.clock(),
      estimatedMinutes: 180,
    });
    expect((await pay(setup.server.app, quoted)).status).toBe(200);
    await db
      .update(bookings)
      .set({ status: 'assigned', contractorId: setup.cleaner.id, contractorPayCents: 9000 })
      .where(eq(bookings.id, quoted.id));
    const booking = await bookingById(db, quoted.id);
    const oldHold = booking.gatewayPaymentId ?? '';
    const service = await serviceWithSlug(db, 'deep-cleaning');
    await db
      .update(services)
      .set({ hourlyRateCents: service.hourlyRateCents + 1000 })
      .where(eq(services.id, service.id));
    const token = await tokenOf(setup, booking.id);
    const askedAnswer = await call<Request>(setup.server.app, ASK, {
      token,
      start: THURSDAY_TEN,
      bAcceptIncrease: true,
    });
    expect(askedAnswer.status).toBe(200);
    const declinedAnswer = await call(
      setup.server.app,
      ANSWER,
      { iRequestId: askedAnswer.body.data?.iRequestId, bAccept: false },
      { cookie: setup.cleaner.cookie },
    );
    expect(declinedAnswer.status).toBe(200);
    const callsBefore = setup.gateway.calls.length;

    const opened = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });

    expect(opened.status).toBe(200);
    // Three hours at $10 more, and the 5 % GST on it.
    const now = (booking.totalCents ?? 0) + 3150;
    const after = await bookingById(db, booking.id);
    expect(after).toMatchObject({ status: 'authorized', contractorId: null, totalCents: now });
    expect(after.gatewayPaymentId).not.toBe(oldHold);
    expect(setup.gateway.calls.slice(callsBefore).map((step) => step.operation)).toEqual([
      'authorizeSavedCard',
      'release',
    ]);
    const holds = setup.gateway.allHolds();
    expect(holds.filter((hold) => hold.state === 'held')).toEqual([
      expect.objectContaining({ paymentId: after.gatewayPaymentId, amountCents: now }),
    ]);
    expect(holds.find((hold) => hold.paymentId === oldHold)?.state).toBe('released');
  });

  it('is refused with nothing written when only a cleaner the customer blocked is free then', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, token } = await declined(setup);
    await db.insert(customerCleaners).values({
      customerId: booking.customerId,
      contractorId: setup.other.id,
      mark: 'blocked',
      createdAt: setup.clock(),
    });
    const read = await call<{ oRequest?: Request & { bOpen: boolean } }>(
      setup.server.app,
      REQUEST,
      { token },
    );
    expect(read.body.data?.oRequest).toMatchObject({ bChoose: true, bOpen: false });
    const before = await bookingById(db, booking.id);
    const mailsBefore = await mailsTo(setup, setup.cleaner.email);

    const opened = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });

    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe(
      'No other cleaner is free at the time you asked for any more. You can keep your time or cancel free of charge.',
    );
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect((await requestsOf(setup, booking.id))[0]?.choice).toBeNull();
    expect(await mailsTo(setup, setup.cleaner.email)).toEqual(mailsBefore);
    expect(setup.gateway.calls).toEqual([]);
    // Keeping the time is still possible.
    expect((await call(setup.server.app, CHOOSE, { token, vChoice: 'keep' })).status).toBe(200);
  });

  it('is refused when Luc took another job then, and when the booking has no move left', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, token } = await declined(setup);
    await db.update(bookings).set({ rescheduleCount: 2 }).where(eq(bookings.id, booking.id));
    const noMoves = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });
    expect(noMoves.status).toBe(409);
    await db.update(bookings).set({ rescheduleCount: 0 }).where(eq(bookings.id, booking.id));
    // Luc accepted a job on Thursday at 11:00AM meanwhile.
    await createBooking(db, {
      status: 'assigned',
      city: 'Edmonton',
      contractorEmail: setup.other.email,
      startsInHours: 99,
      now: setup.clock(),
      estimatedMinutes: 60,
    });
    const before = await bookingById(db, booking.id);
    const busy = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });
    expect(busy.status).toBe(409);
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect((await requestsOf(setup, booking.id))[0]?.choice).toBeNull();
  });

  it('is refused once the time asked is less than an hour away', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    // Marie's job a week later, Tuesday, December 1: Thursday, November 26 comes first.
    const { booking, token } = await declined(setup, { startsInHours: 50 + 7 * 24 });
    // Thursday 9:30AM: the time asked (10:00AM) is too close to open to others.
    setup.clock.advance(new Date(THURSDAY_TEN).getTime() - 30 * 60_000 - setup.clock().getTime());
    const read = await call<{ oRequest?: Request & { bOpen: boolean } }>(
      setup.server.app,
      REQUEST,
      { token },
    );
    expect(read.body.data?.oRequest).toMatchObject({ bChoose: true, bOpen: false });
    const before = await bookingById(db, booking.id);
    const opened = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });
    expect(opened.status).toBe(409);
    expect(opened.body.message).toBe(
      'The time you asked for is too close or has passed. You can keep your time or cancel free of charge.',
    );
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect((await requestsOf(setup, booking.id))[0]?.choice).toBeNull();
  });

  it('is the customer’s own: anonymous 401, a cleaner 403, another customer 404', async () => {
    const setup = await setUp();
    const app = setup.server.app;
    const db = setup.server.database.db;
    const { booking } = await declined(setup);
    const before = await bookingById(db, booking.id);
    const body = { iBookingId: booking.id, vChoice: 'open' };
    expect((await call(app, CUSTOMER_CHOOSE, body)).status).toBe(401);
    expect((await call(app, CUSTOMER_CHOOSE, body, { cookie: setup.cleaner.cookie })).status).toBe(
      403,
    );
    const stranger = await newActiveCustomer(app, db);
    expect((await call(app, CUSTOMER_CHOOSE, body, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(app, CHOOSE, { token: 'x'.repeat(43), vChoice: 'open' })).status).toBe(404);
    expect(await bookingById(db, booking.id)).toEqual(before);

    const { cookie } = await logIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const own = await call(app, CUSTOMER_CHOOSE, body, { cookie });
    expect(own.status).toBe(200);
    expect((await bookingById(db, booking.id)).status).toBe('authorized');
  });

  it('is refused while the cleaner has not answered, and after the customer kept the time', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const { booking, token, request } = await asked(setup);
    const waiting = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe('There is no declined or expired request to choose for.');
    await call(
      setup.server.app,
      ANSWER,
      { iRequestId: request.iRequestId, bAccept: false },
      { cookie: setup.cleaner.cookie },
    );
    expect((await call(setup.server.app, CHOOSE, { token, vChoice: 'keep' })).status).toBe(200);
    const before = await bookingById(db, booking.id);
    const late = await call(setup.server.app, CHOOSE, { token, vChoice: 'open' });
    expect(late.status).toBe(409);
    expect(await bookingById(db, booking.id)).toEqual(before);
    const changes = await db
      .select({ id: bookingStatusChanges.id })
      .from(bookingStatusChanges)
      .where(
        and(
          eq(bookingStatusChanges.bookingId, booking.id),
          eq(bookingStatusChanges.event, 'booking.reopen'),
        ),
      );
    expect(changes).toEqual([]);
  });
});
