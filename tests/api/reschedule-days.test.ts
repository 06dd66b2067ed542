import { afterEach, describe, expect, it } from 'vitest';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  logIn,
  manualClock,
  newActiveCustomer,
} from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { bookingById } from '../support/payments.ts';
import { clearCityWeeks } from '../support/working-hours.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The reschedule picker's days (issue 42, decision 126): the free times answer says which days of
 * the offer window (today and the 14 after it, on the city's clock) have a free time, and lists
 * every free time of one day: the one asked for (`sDay`), else the first with a free time. A day
 * that is not a date, or lies outside the window, is refused with 400 and a sentence.
 */

const PUBLIC_URL = 'https://mapleshine.test';
const FREE_TIMES = '/api/booking-link/free-times';
const CUSTOMER_FREE_TIMES = '/api/customer/booking/free-times';

type Time = { vStart: string; vDate: string; vFrom: string; vWho: string; vWhen: string };
type Times = {
  vBookingNo: string;
  aDays: { sDay: string; bFree: boolean }[];
  sDay: string;
  aTimes: Time[];
};

type Setup = { server: TestApp; clock: ReturnType<typeof manualClock> };
let current: Setup | null = null;

/** Sunday, November 22, 2026, 8:00AM in Edmonton (UTC−6 all year since 2026: decision 137). */
async function setUp(): Promise<Setup> {
  const clock = manualClock(new Date('2026-11-22T14:00:00Z'));
  const server = await startTestApp({ clock, payments: testGateway(clock), publicUrl: PUBLIC_URL });
  current = { server, clock };
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

/** Edmonton's only cleaner with hours: Tuesdays and Wednesdays, 10:00AM to 4:00PM. */
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

/** A 1-hour job the cleaner accepted: Tuesday, November 24, 10:00AM, held on the card. */
function assignedJob(setup: Setup, cleaner: TestContractor) {
  return createBooking(setup.server.database.db, {
    status: 'assigned',
    city: 'Edmonton',
    contractorEmail: cleaner.email,
    startsInHours: 50,
    now: setup.clock(),
    estimatedMinutes: 60,
  });
}

/** The 15 days from a local date on. */
function daysFrom(first: string): string[] {
  const start = new Date(`${first}T00:00:00Z`).getTime();
  return Array.from({ length: 15 }, (_, day) =>
    new Date(start + day * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  );
}

describe('the days of the reschedule picker', () => {
  it('say which of the next two weeks have a free time, and list every time of the first one', async () => {
    const setup = await setUp();
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner);
    const token = await tokenOf(setup, booking.id);

    const answer = await call<Times>(setup.server.app, FREE_TIMES, { token });

    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data?.aDays.map((day) => day.sDay)).toEqual(daysFrom('2026-11-22'));
    // The card's hold lasts a week: the Tuesday and Wednesday after are beyond it.
    expect(data?.aDays.filter((day) => day.bFree).map((day) => day.sDay)).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(data?.sDay).toBe('2026-11-24');
    // Every start of the day, on the hour, inside the cleaner's hours: the booking's own left out.
    expect(data?.aTimes.map((time) => time.vFrom)).toEqual([
      '11:00AM',
      '12:00PM',
      '1:00PM',
      '2:00PM',
      '3:00PM',
    ]);

    const wednesday = await call<Times>(setup.server.app, FREE_TIMES, {
      token,
      sDay: '2026-11-25',
    });
    expect(wednesday.body.data?.sDay).toBe('2026-11-25');
    expect(wednesday.body.data?.aTimes.map((time) => `${time.vDate} ${time.vFrom}`)).toEqual([
      '2026-11-25 10:00AM',
      '2026-11-25 11:00AM',
      '2026-11-25 12:00PM',
      '2026-11-25 1:00PM',
      '2026-11-25 2:00PM',
      '2026-11-25 3:00PM',
    ]);
    // The same days whichever day is asked for.
    expect(wednesday.body.data?.aDays).toEqual(data?.aDays);
  });

  it('answer a day without a free time with no times, and count the days on the city’s clock', async () => {
    const setup = await setUp();
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner);
    const token = await tokenOf(setup, booking.id);

    const monday = await call<Times>(setup.server.app, FREE_TIMES, { token, sDay: '2026-11-23' });
    expect(monday.status).toBe(200);
    expect(monday.body.data).toMatchObject({ sDay: '2026-11-23', aTimes: [] });

    // 10:00PM on Sunday in Edmonton, already Monday in UTC: Sunday is still today there.
    setup.clock.advance(14 * 60 * 60 * 1000);
    const late = await call<Times>(setup.server.app, FREE_TIMES, { token, sDay: '2026-11-22' });
    expect(late.status).toBe(200);
    expect(late.body.data?.aDays.map((day) => day.sDay)).toEqual(daysFrom('2026-11-22'));
    const last = await call<Times>(setup.server.app, FREE_TIMES, { token, sDay: '2026-12-06' });
    expect(last.status).toBe(200);
    const beyond = await call(setup.server.app, FREE_TIMES, { token, sDay: '2026-12-07' });
    expect(beyond).toMatchObject({
      status: 400,
      body: { message: 'Please choose a day from today to two weeks from today.' },
    });
  });

  it('refuse a day outside the two weeks or not a date with 400 and a sentence, and write nothing', async () => {
    const setup = await setUp();
    const { app } = setup.server;
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup);
    const booking = await assignedJob(setup, cleaner);
    const before = await bookingById(db, booking.id);
    const token = await tokenOf(setup, booking.id);
    const owner = await logIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);

    const outside = 'Please choose a day from today to two weeks from today.';
    const malformed = 'Please choose a day as a date (YYYY-MM-DD).';
    for (const [sDay, message] of [
      ['2026-11-21', outside],
      ['2026-12-07', outside],
      ['2027-11-24', outside],
      ['2026-11-31', malformed],
      ['2026-02-29', malformed],
      ['24/11/2026', malformed],
      ['2026-11-24T10:00', malformed],
      ['tomorrow', malformed],
    ] as const) {
      const byLink = await call(app, FREE_TIMES, { token, sDay });
      expect(byLink, sDay).toMatchObject({ status: 400, body: { message } });
      const signedIn = await call(
        app,
        CUSTOMER_FREE_TIMES,
        { iBookingId: booking.id, sDay },
        { cookie: owner.cookie },
      );
      expect(signedIn, sDay).toMatchObject({ status: 400, body: { message } });
    }
    // Not a string, empty, far too long: the schema's own refusal, still a 400.
    for (const sDay of [20261124, '', '2026-11-24'.repeat(3), null]) {
      expect((await call(app, FREE_TIMES, { token, sDay })).status, String(sDay)).toBe(400);
    }
    // In French for a French reader.
    const inFrench = await call(
      app,
      FREE_TIMES,
      { token, sDay: '2026-12-07' },
      { headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(inFrench).toMatchObject({
      status: 400,
      body: { message: 'Veuillez choisir un jour entre aujourd’hui et dans deux semaines.' },
    });
    expect(await bookingById(db, booking.id)).toEqual(before);

    const good = await call<Times>(
      app,
      CUSTOMER_FREE_TIMES,
      { iBookingId: booking.id, sDay: '2026-11-25' },
      { cookie: owner.cookie },
    );
    expect(good.status).toBe(200);
    expect(good.body.data?.aTimes).toHaveLength(6);
  });

  it('are the owner’s only: another customer 404 whatever the day, anonymous 401, a cleaner 403', async () => {
    const setup = await setUp();
    const { app } = setup.server;
    const db = setup.server.database.db;
    const cleaner = await tuesdayCleaner(setup, true);
    const booking = await assignedJob(setup, cleaner);
    const stranger = await newActiveCustomer(app, db);

    for (const sDay of ['2026-11-25', '2026-12-07', 'tomorrow']) {
      const body = { iBookingId: booking.id, sDay };
      expect((await call(app, CUSTOMER_FREE_TIMES, body)).status).toBe(401);
      expect(await call(app, CUSTOMER_FREE_TIMES, body, { cookie: stranger.cookie })).toMatchObject(
        { status: 404, body: { message: 'Booking not found.' } },
      );
      expect((await call(app, CUSTOMER_FREE_TIMES, body, { cookie: cleaner.cookie })).status).toBe(
        403,
      );
      const unknown = await call(app, FREE_TIMES, { token: 'not-a-real-token', sDay });
      expect(unknown.status).toBe(404);
    }
  });
});
