import { and, asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingStatusChanges,
  contractorDaysOff,
  notifications,
  outbox,
  services,
  users,
} from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
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
 * The customer's reschedule (issue 42, decision 121): a booking a cleaner accepted moves into
 * its cleaner's free time, priced again ("Was $X, now $Y"), at most twice, never after its
 * start; a higher price is held before the old hold is released, and the fee window keeps the
 * earliest start. The unaccepted booking's own move is tests/api/unaccepted-bookings.test.ts.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const PUBLIC_URL = 'https://mapleshine.test';
const FREE_TIMES = '/api/booking-link/free-times';
const MOVE = '/api/booking-link/move';
const CUSTOMER_FREE_TIMES = '/api/customer/booking/free-times';
const CUSTOMER_MOVE = '/api/customer/booking/move';

type Time = {
  vStart: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  vWhen: string;
  vWho: 'cleaner' | 'any';
  fTotal: number;
  vPrice: string;
  bIncrease: boolean;
};
type Day = { sDay: string; bFree: boolean };
type Times = {
  vBookingNo: string;
  aDays: Day[];
  sDay: string;
  aTimes: Time[];
  fWas: number;
  iMovesLeft: number;
};
type Moved = { vBookingNo: string; time: Time };

type Setup = {
  server: TestApp;
  clock: ReturnType<typeof manualClock>;
  gateway: TestGateway;
};
let current: Setup | null = null;

/**
 * Holds every saved-card hold until `count` of them have been asked for (at most 10 s, then
 * fails): the callers have all read what they read before the first hold. Answers how many came.
 */
function holdsWaitForEachOther(gateway: TestGateway, count: number): () => number {
  const authorize = gateway.authorizeSavedCard.bind(gateway);
  let arrived = 0;
  let allArrived: () => void = () => undefined;
  const together = new Promise<void>((resolve) => {
    allArrived = resolve;
  });
  gateway.authorizeSavedCard = async (request) => {
    arrived += 1;
    if (arrived === count) allArrived();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`only ${arrived} of ${count} holds were asked for`)),
        10_000,
      );
    });
    try {
      await Promise.race([together, late]);
    } finally {
      clearTimeout(timer);
    }
    return authorize(request);
  };
  return () => arrived;
}

/** Sunday, November 22, 2026, 8:00AM in Edmonton (UTC−6 all year since 2026: decision 137). */
async function setUp(): Promise<Setup> {
  const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
  const gateway = testGateway(clock);
  const server = await startTestApp({ clock, payments: gateway, publicUrl: PUBLIC_URL });
  current = { server, clock, gateway };
  return current;
}

afterEach(async () => {
  await current?.server.close();
  current = null;
});

async function tokenOf(setup: Setup, bookingId: number) {
  const link = await issueBookingLink(setup.server.database.db, bookingId, PUBLIC_URL);
  return link.slice(link.lastIndexOf('/') + 1);
}

/**
 * The only Edmonton cleaner with hours: Tuesdays and Wednesdays, 10:00AM to 4:00PM (every other
 * Edmonton cleaner's week is cleared).
 */
async function tuesdayCleaner(setup: Setup, logInToo = false) {
  const db = setup.server.database.db;
  await clearCityWeeks(db, 'Edmonton');
  return newContractor(setup.server.app, db, {
    city: 'Edmonton',
    fullName: 'Marie Gagnon',
    week: [
      { weekday: 2, from: '10:00', until: '16:00' },
      { weekday: 3, from: '10:00', until: '16:00' },
    ],
    logIn: logInToo,
  });
}

/** A 3-hour job the cleaner accepted: Tuesday, November 24, 10:00AM (17:00Z), held on the card. */
function assignedJob(
  setup: Setup,
  cleaner: TestContractor,
  overrides: Parameters<typeof createBooking>[1] = {},
) {
  return createBooking(setup.server.database.db, {
    status: 'assigned',
    city: 'Edmonton',
    contractorEmail: cleaner.email,
    startsInHours: 50,
    now: setup.clock(),
    estimatedMinutes: 180,
    ...overrides,
  });
}

/** The deep cleaning's hourly rate now, as the quote reads it. */
async function rateNow(setup: Setup) {
  return (await serviceWithSlug(setup.server.database.db, 'deep-cleaning')).hourlyRateCents;
}

async function setRate(setup: Setup, cents: number) {
  const db = setup.server.database.db;
  const service = await serviceWithSlug(db, 'deep-cleaning');
  await db.update(services).set({ hourlyRateCents: cents }).where(eq(services.id, service.id));
}

async function mailsTo(setup: Setup, to: string) {
  return setup.server.database.db
    .select({ subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(asc(outbox.id));
}

async function moves(setup: Setup, bookingId: number) {
  const [row] = await setup.server.database.db
    .select({ n: count() })
    .from(bookingStatusChanges)
    .where(
      and(
        eq(bookingStatusChanges.bookingId, bookingId),
        eq(bookingStatusChanges.event, 'booking.move'),
      ),
    );
  return row?.n ?? 0;
}

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;

describe('an assigned booking’s times', () => {
  it('are its cleaner’s free times: their hours, less their other jobs with the travel buffer', async () => {
    const setup = await setUp();
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner);
    // Another job of theirs on Wednesday 10:00 to 11:00: held until 11:30 with the buffer.
    await assignedJob(setup, cleaner, { startsInHours: 74, estimatedMinutes: 60 });
    const token = await tokenOf(setup, booking.id);

    const answer = await call<Times>(setup.server.app, FREE_TIMES, { token });

    expect(answer.status).toBe(200);
    // The first day with a free time (decision 126); Wednesday's are asked for by their day.
    expect(answer.body.data?.sDay).toBe('2026-11-24');
    const times = answer.body.data?.aTimes ?? [];
    expect(times.map((time) => `${time.vDate} ${time.vFrom} ${time.vWho}`)).toEqual([
      '2026-11-24 11:00AM cleaner',
      '2026-11-24 12:00PM cleaner',
      '2026-11-24 1:00PM cleaner',
    ]);
    const wednesday = await call<Times>(setup.server.app, FREE_TIMES, {
      token,
      sDay: '2026-11-25',
    });
    expect(wednesday.body.data?.sDay).toBe('2026-11-25');
    expect(
      wednesday.body.data?.aTimes.map((time) => `${time.vDate} ${time.vFrom} ${time.vWho}`),
    ).toEqual(['2026-11-25 12:00PM cleaner', '2026-11-25 1:00PM cleaner']);
    const total = booking.totalCents ?? 0;
    expect(times[0]).toMatchObject({
      vWhen: 'Tuesday, November 24, 2026, 11:00AM to 2:00PM',
      fTotal: total / 100,
      vPrice: `Same price: ${dollars(total)}`,
      bIncrease: false,
    });
    expect(answer.body.data).toMatchObject({ fWas: total / 100, iMovesLeft: 2 });
  });

  it('leave out the cleaner’s day off', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    await db
      .insert(contractorDaysOff)
      .values({ contractorId: cleaner.id, firstDay: '2026-11-25', lastDay: '2026-11-25' });
    const booking = await assignedJob(setup, cleaner);
    const answer = await call<Times>(setup.server.app, FREE_TIMES, {
      token: await tokenOf(setup, booking.id),
    });
    expect(answer.body.data?.aTimes.map((time) => time.vDate)).toEqual([
      '2026-11-24',
      '2026-11-24',
      '2026-11-24',
    ]);
  });
});

describe('the reschedule', () => {
  it('moves an assigned booking into its cleaner’s free time: same cleaner, same hold, both told', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    await db.update(users).set({ locale: 'fr-CA' }).where(eq(users.email, cleaner.email));
    const booking = await assignedJob(setup, cleaner);
    const token = await tokenOf(setup, booking.id);
    const offered = await call<Times>(setup.server.app, FREE_TIMES, {
      token,
      sDay: '2026-11-25',
    });
    const chosen = offered.body.data?.aTimes[0];
    if (!chosen) throw new Error('no time offered');

    const answer = await call<Moved>(setup.server.app, MOVE, { token, start: chosen.vStart });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      'Your booking is moved to Wednesday, November 25, 2026, 10:00AM to 1:00PM.',
    );
    expect(answer.body.data).toEqual({ vBookingNo: booking.bookingNo, time: chosen });
    expect(await bookingById(db, booking.id)).toMatchObject({
      status: 'assigned',
      contractorId: cleaner.id,
      localDate: '2026-11-25',
      fromMinutes: 600,
      untilMinutes: 780,
      startsAt: new Date('2026-11-25T16:00:00Z'),
      blockedUntil: new Date('2026-11-25T19:30:00Z'),
      totalCents: booking.totalCents,
      gatewayPaymentId: booking.gatewayPaymentId,
      rescheduleCount: 1,
      // Moved later: the fee window still counts from the first start.
      feeWindowStartsAt: booking.startsAt,
    });
    expect(await moves(setup, booking.id)).toBe(1);
    expect(setup.gateway.calls).toEqual([]);

    const customerMail = (await mailsTo(setup, DEMO_CUSTOMER_EMAIL)).at(-1);
    expect(customerMail?.subject).toBe(`Your MapleShine booking ${booking.bookingNo} is moved`);
    expect(customerMail?.text).toContain(`The price stays ${dollars(booking.totalCents ?? 0)}.`);
    expect(customerMail?.text).toContain('Marie is still your cleaner and has the new time.');
    // The cleaner reads French: the e-mail and the notification are in it.
    const cleanerMail = (await mailsTo(setup, cleaner.email)).at(-1);
    expect(cleanerMail?.subject).toBe(`Le travail ${booking.bookingNo} a une nouvelle plage`);
    expect(cleanerMail?.text).toContain('Bonjour Marie,');
    expect(cleanerMail?.text).toContain('mercredi 25 novembre 2026, de 10\u00a0h à 13\u00a0h');
    const told = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.bookingId, booking.id), eq(notifications.contractorId, cleaner.id)),
      );
    expect(told.map((row) => row.title)).toEqual(['Votre travail a une nouvelle plage']);
  });

  it('keeps the earliest start for the fee window when moved earlier', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    // Wednesday 1:00PM; moved to Tuesday 11:00AM, then to Wednesday 12:00PM.
    const booking = await assignedJob(setup, cleaner, { startsInHours: 77 });
    const token = await tokenOf(setup, booking.id);
    const first = await call(setup.server.app, MOVE, {
      token,
      start: '2026-11-24T17:00:00.000Z',
    });
    expect(first.status).toBe(200);
    const second = await call(setup.server.app, MOVE, {
      token,
      start: '2026-11-25T18:00:00.000Z',
    });
    expect(second.status).toBe(200);
    expect(await bookingById(db, booking.id)).toMatchObject({
      startsAt: new Date('2026-11-25T18:00:00Z'),
      rescheduleCount: 2,
      feeWindowStartsAt: new Date('2026-11-24T17:00:00Z'),
    });
  });

  it('allows two moves only, and none after the start', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner);
    const token = await tokenOf(setup, booking.id);
    for (const start of ['2026-11-24T17:00:00.000Z', '2026-11-24T18:00:00.000Z']) {
      expect((await call(setup.server.app, MOVE, { token, start })).status).toBe(200);
    }
    const before = await bookingById(db, booking.id);
    const third = await call(setup.server.app, MOVE, {
      token,
      start: '2026-11-25T16:00:00.000Z',
    });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({
      code: 409,
      message:
        'A booking can be moved twice at most, and this one has been moved twice already. You can still cancel it.',
    });
    const times = await call(setup.server.app, FREE_TIMES, { token });
    expect(times.status).toBe(409);
    expect(await bookingById(db, booking.id)).toEqual(before);

    const later = await assignedJob(setup, cleaner, { startsInHours: 74 });
    const laterToken = await tokenOf(setup, later.id);
    // Its start comes (Wednesday 10:00AM): no move any more, even before the cleaner starts.
    setup.clock.advance(74 * 60 * MINUTE_MS);
    const late = await call(setup.server.app, MOVE, {
      token: laterToken,
      start: '2026-11-25T19:00:00.000Z',
    });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'A booking cannot be moved once its cleaning has started.' },
    });
    const inFrench = await call(
      setup.server.app,
      FREE_TIMES,
      { token: laterToken },
      { headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(inFrench.body.message).toBe(
      'Une réservation ne peut plus être déplacée une fois le ménage commencé.',
    );
  });

  it('refuses a time outside the cleaner’s free time with 400 and writes nothing', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner);
    await assignedJob(setup, cleaner, { startsInHours: 74, estimatedMinutes: 60 });
    const token = await tokenOf(setup, booking.id);
    const before = await bookingById(db, booking.id);
    // Monday (no hours), then Wednesday 11:00AM (their other job's travel buffer).
    for (const start of ['2026-11-23T16:00:00.000Z', '2026-11-25T17:00:00.000Z']) {
      const answer = await call(setup.server.app, MOVE, { token, start });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('That time is no longer free. Please choose another time.');
    }
    for (const start of ['2026-11-24T16:30:00.000Z', 'next week']) {
      const answer = await call(setup.server.app, MOVE, { token, start });
      expect(answer).toMatchObject({
        status: 400,
        body: { message: 'Please choose one of the times offered for this booking.' },
      });
    }
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect(await moves(setup, booking.id)).toBe(0);
  });
});

describe('the price at the new time', () => {
  /** A booking paid through the API (a real hold on the test gateway), then accepted. */
  async function heldAndAssigned(setup: Setup, cleaner: TestContractor) {
    const db = setup.server.database.db;
    const quoted = await createBooking(db, {
      status: 'quoted',
      city: 'Edmonton',
      startsInHours: 50,
      now: setup.clock(),
    });
    expect((await pay(setup.server.app, quoted)).status).toBe(200);
    await db
      .update(bookings)
      .set({ status: 'assigned', contractorId: cleaner.id, contractorPayCents: 9000 })
      .where(eq(bookings.id, quoted.id));
    return bookingById(db, quoted.id);
  }

  it('asks to confirm an increase ("Was, now"), then holds it before releasing the old hold', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await heldAndAssigned(setup, cleaner);
    const oldHold = booking.gatewayPaymentId ?? '';
    const was = booking.totalCents ?? 0;
    const rate = await rateNow(setup);
    await setRate(setup, rate + 1000);
    const token = await tokenOf(setup, booking.id);
    const offered = await call<Times>(setup.server.app, FREE_TIMES, { token });
    const chosen = offered.body.data?.aTimes[0];
    if (!chosen) throw new Error('no time offered');
    // Three hours at $10 more, and the 5 % GST on it.
    const now = was + 3000 + 150;
    expect(chosen).toMatchObject({
      fTotal: now / 100,
      vPrice: `Was ${dollars(was)}, now ${dollars(now)}`,
      bIncrease: true,
    });

    const unconfirmed = await call(setup.server.app, MOVE, { token, start: chosen.vStart });
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body.message).toBe(
      `The new time costs more: was ${dollars(was)}, now ${dollars(now)}. Please confirm the new price to move your booking.`,
    );
    expect(await bookingById(db, booking.id)).toEqual(booking);
    expect(setup.gateway.allHolds()).toHaveLength(1);

    const confirmed = await call(setup.server.app, MOVE, {
      token,
      start: chosen.vStart,
      bAcceptIncrease: true,
    });
    expect(confirmed.status).toBe(200);
    const moved = await bookingById(db, booking.id);
    expect(moved).toMatchObject({ totalCents: now, paymentStatus: 'authorized' });
    expect(moved.gatewayPaymentId).not.toBe(oldHold);
    expect(setup.gateway.holdOf(oldHold)?.state).toBe('released');
    expect(setup.gateway.holdOf(moved.gatewayPaymentId ?? '')).toMatchObject({
      state: 'held',
      amountCents: now,
    });
    // The new hold came first: authorized before the old one was released.
    const steps = setup.gateway.calls.map((step) => step.operation);
    expect(steps.slice(-2)).toEqual(['authorizeSavedCard', 'release']);
    const mail = (await mailsTo(setup, DEMO_CUSTOMER_EMAIL)).at(-1);
    expect(mail?.text).toContain(`The price was ${dollars(was)}; it is now ${dollars(now)}.`);
    expect(mail?.text).toContain(
      `We placed a hold of ${dollars(now)} on your card for the new time and released the earlier hold.`,
    );
    await setRate(setup, rate);
  });

  it('gives one of two moves sent at once, each with a new hold, and releases the loser’s hold', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await heldAndAssigned(setup, cleaner);
    const rate = await rateNow(setup);
    await setRate(setup, rate + 1000);
    const token = await tokenOf(setup, booking.id);
    // Each move holds the higher price before it writes: held back until both have asked, the
    // two have surely read the booking before either moved it. Without this, one could finish
    // before the other starts, and a second move after the first is rightly allowed.
    const arrivals = holdsWaitForEachOther(setup.gateway, 2);

    const answers = await Promise.all(
      ['2026-11-24T17:00:00.000Z', '2026-11-25T16:00:00.000Z'].map((start) =>
        call(setup.server.app, MOVE, { token, start, bAcceptIncrease: true }),
      ),
    );

    expect(arrivals()).toBe(2);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const moved = await bookingById(db, booking.id);
    expect(moved.rescheduleCount).toBe(1);
    const held = setup.gateway.allHolds().filter((hold) => hold.state === 'held');
    expect(held.map((hold) => hold.paymentId)).toEqual([moved.gatewayPaymentId]);
    await setRate(setup, rate);
  });

  it('keeps the hold for a decrease and lowers what the completion will capture', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await heldAndAssigned(setup, cleaner);
    const rate = await rateNow(setup);
    await setRate(setup, rate - 1000);
    const token = await tokenOf(setup, booking.id);
    const answer = await call(setup.server.app, MOVE, {
      token,
      start: '2026-11-24T17:00:00.000Z',
    });
    expect(answer.status).toBe(200);
    const moved = await bookingById(db, booking.id);
    expect(moved.totalCents).toBe((booking.totalCents ?? 0) - 3150);
    expect(moved.gatewayPaymentId).toBe(booking.gatewayPaymentId);
    expect(setup.gateway.allHolds().map((hold) => hold.state)).toEqual(['held']);
    await setRate(setup, rate);
  });

  it('only changes the amount of a card saved for a later hold: no gateway call', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner, {
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
    });
    const rate = await rateNow(setup);
    await setRate(setup, rate + 1000);
    const answer = await call(setup.server.app, MOVE, {
      token: await tokenOf(setup, booking.id),
      start: '2026-11-24T17:00:00.000Z',
      bAcceptIncrease: true,
    });
    expect(answer.status).toBe(200);
    expect(await bookingById(db, booking.id)).toMatchObject({
      paymentStatus: 'cardSaved',
      gatewayPaymentId: null,
      totalCents: (booking.totalCents ?? 0) + 3150,
    });
    expect(setup.gateway.calls).toEqual([]);
    await setRate(setup, rate);
  });

  it('leaves the booking as it was when the card refuses the new hold', async () => {
    const setup = await setUp();
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await heldAndAssigned(setup, cleaner);
    // A card that asks its bank every time: held without the customer, it is declined.
    await db
      .update(bookings)
      .set({ paymentMethodId: 'pm_card_authenticationRequired' })
      .where(eq(bookings.id, booking.id));
    const before = await bookingById(db, booking.id);
    const rate = await rateNow(setup);
    await setRate(setup, rate + 1000);
    const answer = await call(setup.server.app, MOVE, {
      token: await tokenOf(setup, booking.id),
      start: '2026-11-24T17:00:00.000Z',
      bAcceptIncrease: true,
    });
    expect(answer).toMatchObject({
      status: 409,
      body: {
        message:
          'Your card could not be held for the new price, so your booking keeps its time. Please choose another time or contact us.',
      },
    });
    expect(await bookingById(db, booking.id)).toEqual(before);
    expect(setup.gateway.allHolds().map((hold) => hold.state)).toEqual(['held']);
    await setRate(setup, rate);
  });
});

describe('who may reschedule', () => {
  it('the owner signed in and the link’s holder only: another customer 404, anonymous 401, a cleaner 403', async () => {
    const setup = await setUp();
    const { app } = setup.server;
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup, true);
    const booking = await assignedJob(setup, cleaner);
    const owner = await logIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const stranger = await newActiveCustomer(app, db);
    const start = '2026-11-24T17:00:00.000Z';
    const body = { iBookingId: booking.id, start };

    expect((await call(app, CUSTOMER_FREE_TIMES, { iBookingId: booking.id })).status).toBe(401);
    expect((await call(app, CUSTOMER_MOVE, body)).status).toBe(401);
    for (const cookie of [stranger.cookie]) {
      const times = await call(app, CUSTOMER_FREE_TIMES, { iBookingId: booking.id }, { cookie });
      expect(times).toMatchObject({ status: 404, body: { message: 'Booking not found.' } });
      expect((await call(app, CUSTOMER_MOVE, body, { cookie })).status).toBe(404);
    }
    const asCleaner = await call(app, CUSTOMER_MOVE, body, { cookie: cleaner.cookie });
    expect(asCleaner.status).toBe(403);
    expect((await call(app, MOVE, { token: 'not-a-real-token', start })).status).toBe(404);
    const bad = await call(
      app,
      CUSTOMER_MOVE,
      { ...body, bAcceptIncrease: 'yes' },
      { cookie: owner.cookie },
    );
    expect(bad.status).toBe(400);
    expect((await bookingById(db, booking.id)).rescheduleCount).toBe(0);

    const own = await call<Moved>(app, CUSTOMER_MOVE, body, { cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect((await bookingById(db, booking.id)).startsAt).toEqual(new Date(start));
  });
});

/** A small seeded generator: the same sequences on every run, different across bookings. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A start 1 to 3 days on, between 9:00AM and 1:00PM in Edmonton (UTC−6 since 2026). */
function daytimeStart(now: Date, next: () => number): number {
  const day = new Date(now.getTime() + (1 + Math.floor(next() * 3)) * 24 * HOUR_MS);
  const hour = 9 + Math.floor(next() * 5) + 6;
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
}

describe('the money over many reschedules and cancels', () => {
  it('captures exactly once per completed booking and leaves no hold unreleased', async () => {
    const setup = await setUp();
    const { app } = setup.server;
    const db = setup.server.database.db;
    const service = await serviceWithSlug(db, 'deep-cleaning');
    const baseRate = service.hourlyRateCents;
    const next = random(42);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)] as T;
    const outcomes: string[] = [];

    for (let round = 0; round < 20; round += 1) {
      const holdsBefore = setup.gateway.allHolds().length;
      // A cleaner of their own per booking, who works every day, all day: its jobs never overlap.
      const cleaner = await newContractor(app, db, { city: 'Edmonton', logIn: false });
      const quoted = await createBooking(db, {
        status: 'quoted',
        city: 'Edmonton',
        startsInHours: (daytimeStart(setup.clock(), next) - setup.clock().getTime()) / HOUR_MS,
        now: setup.clock(),
      });
      const paid = await pay(app, quoted);
      expect(paid.status, paid.body.message).toBe(200);
      if (next() < 0.6) {
        await db
          .update(bookings)
          .set({ status: 'assigned', contractorId: cleaner.id, contractorPayCents: 9000 })
          .where(eq(bookings.id, quoted.id));
      }
      const token = await tokenOf(setup, quoted.id);
      const steps = 2 + Math.floor(next() * 4);
      let ended: 'cancelled' | 'completed' | null = null;
      for (let step = 0; step < steps && ended === null; step += 1) {
        const action = pick(['move', 'move', 'move', 'rate', 'rate', 'cancel', 'race']);
        if (action === 'rate') {
          await setRate(setup, baseRate + pick([-1500, -500, 700, 2000, 3500]));
        } else if (action === 'move' || action === 'race') {
          // Any free day of the two weeks: the first one's times, or another day's.
          const first = await call<Times>(app, FREE_TIMES, { token });
          const freeDays = (first.body.data?.aDays ?? []).filter((day) => day.bFree);
          const times =
            freeDays.length > 1 && next() < 0.5
              ? await call<Times>(app, FREE_TIMES, { token, sDay: pick(freeDays).sDay })
              : first;
          const time = times.body.data ? pick(times.body.data.aTimes) : undefined;
          if (!time) continue;
          const move = call(app, MOVE, {
            token,
            start: time.vStart,
            bAcceptIncrease: next() < 0.8,
          });
          if (action === 'race') {
            const [moved, cancelled] = await Promise.all([
              move,
              call(app, '/api/booking-link/cancel', { token }),
            ]);
            expect([200, 409], moved.body.message).toContain(moved.status);
            expect(cancelled.status, cancelled.body.message).toBe(200);
            ended = 'cancelled';
          } else {
            const moved = await move;
            expect([200, 409], moved.body.message).toContain(moved.status);
          }
        } else {
          const cancelled = await call(app, '/api/booking-link/cancel', { token });
          expect(cancelled.status, cancelled.body.message).toBe(200);
          ended = 'cancelled';
        }
      }
      if (ended === null) {
        // The cleaning is done: started at its (last) start, completed 100 minutes later.
        const { startsAt } = await bookingById(db, quoted.id);
        if (!startsAt) throw new Error('a paid booking without a start');
        setup.clock.advance(startsAt.getTime() + 100 * MINUTE_MS - setup.clock().getTime());
        await db
          .update(bookings)
          .set({
            status: 'inProgress',
            contractorId: cleaner.id,
            contractorPayCents: 9000,
            startedAt: startsAt,
          })
          .where(eq(bookings.id, quoted.id));
        const login = await logIn(app, cleaner.email);
        const done = await call(
          app,
          '/api/contractor/complete_booking',
          { iBookingId: quoted.id },
          { cookie: login.cookie },
        );
        expect(done.status, done.body.message).toBe(200);
        ended = 'completed';
      }
      const booking = await bookingById(db, quoted.id);
      const holds = setup.gateway.allHolds().slice(holdsBefore);
      const captured = holds.filter((hold) => hold.state === 'captured');
      const stillHeld = holds.filter((hold) => hold.state === 'held');
      expect(stillHeld, `round ${round}: a hold left unreleased`).toEqual([]);
      if (ended === 'completed') {
        expect(captured, `round ${round}`).toHaveLength(1);
        expect(captured[0]?.paymentId).toBe(booking.gatewayPaymentId);
        expect(captured[0]?.capturedCents).toBe(booking.totalCents);
        expect(booking.paymentStatus).toBe('captured');
      } else {
        expect(captured, `round ${round}`).toEqual([]);
        expect(booking.status).toBe('cancelled');
      }
      expect(booking.rescheduleCount).toBeLessThanOrEqual(2);
      outcomes.push(`${ended}:${booking.rescheduleCount}:${holds.length}`);
    }
    await setRate(setup, baseRate);
    // The sequences did reach both ends and replaced holds along the way.
    expect(outcomes.some((outcome) => outcome.startsWith('completed'))).toBe(true);
    expect(outcomes.some((outcome) => outcome.startsWith('cancelled'))).toBe(true);
    expect(outcomes.some((outcome) => Number(outcome.split(':')[2]) > 1)).toBe(true);
  });
});
