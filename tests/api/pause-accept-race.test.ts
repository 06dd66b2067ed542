import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contractors } from '#server/db/schema.ts';
import { testGateway } from '#server/payments/test-gateway.ts';
import { call, manualClock, type Answer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ACCEPT = '/api/cleaning/accept_job';
const PAUSE = '/api/admin/cleaners/pause';
const CITY = 'Calgary';
const PAUSED_REFUSAL = {
  code: 403,
  message:
    'Your account is paused, so you cannot take new jobs. Your accepted jobs are still yours. Please contact us to resume.',
};

/*
 * An operator pausing a cleaner while the cleaner accepts a job (decision 053). The order is forced
 * rather than left to luck: the test holds the cleaner's row from a connection of its own, lets
 * both requests queue up behind it in a chosen order, then lets go. PGlite runs one transaction at
 * a time, so only a real PostgreSQL can show the race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a pause racing an accept on PostgreSQL', () => {
  // Wednesday 25 November 2026, 8:00AM in Calgary; the jobs start Saturday at 8:00AM, inside the
  // test cleaners' hours (6:00AM to 11:00PM every day).
  const clock = manualClock(new Date('2026-11-25T15:00:00Z'));
  let server: TestApp;
  let operatorCookie: string;
  let holder: pg.Client;
  let watcher: pg.Client;
  beforeAll(async () => {
    server = await startTestApp({ clock, payments: testGateway(clock) });
    operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
    holder = new pg.Client({ connectionString: server.database.url });
    watcher = new pg.Client({ connectionString: server.database.url });
    await holder.connect();
    await watcher.connect();
  });
  afterAll(async () => {
    await holder.end();
    await watcher.end();
    await server.close();
  });

  /** Waits until `count` transactions of the test's database wait for a lock. */
  async function waitersReach(count: number) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if ((rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${count} transactions never waited for the cleaner's row`);
  }

  /**
   * Starts `first`, then `second`, each queued behind the test's own lock on the cleaner's row,
   * and lets them through in that order.
   */
  async function inTurn(
    cleaner: TestContractor,
    first: () => Promise<Answer>,
    second: () => Promise<Answer>,
  ) {
    await holder.query('begin');
    await holder.query('select id from contractors where id = $1 for update', [cleaner.id]);
    const one = first();
    await waitersReach(1);
    const two = second();
    await waitersReach(2);
    await holder.query('commit');
    return Promise.all([one, two]);
  }

  async function setUp() {
    const cleaner = await newContractor(server.app, server.database.db, { city: CITY });
    const job = await createBooking(server.database.db, {
      city: CITY,
      now: clock(),
      startsInHours: 72,
    });
    return {
      cleaner,
      job,
      accept: () => call(server.app, ACCEPT, { iBookingId: job.id }, { cookie: cleaner.cookie }),
      pause: () =>
        call(
          server.app,
          PAUSE,
          { id: cleaner.id, reason: 'Missed two jobs.' },
          { cookie: operatorCookie },
        ),
    };
  }

  async function rowsOf(cleaner: TestContractor, bookingId: number) {
    const { db } = server.database;
    const [job] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [contractor] = await db
      .select({ pausedAt: contractors.pausedAt })
      .from(contractors)
      .where(eq(contractors.id, cleaner.id));
    return { job, contractor };
  }

  it('an accept that reached the cleaner while the pause was being saved is refused: no paused cleaner takes a new job', async () => {
    const { cleaner, job, accept, pause } = await setUp();

    const [paused, accepted] = await inTurn(cleaner, pause, accept);

    expect(paused.status).toBe(200);
    expect(accepted.body).toEqual(PAUSED_REFUSAL);
    const { job: row, contractor } = await rowsOf(cleaner, job.id);
    expect(contractor?.pausedAt).not.toBeNull();
    expect(row).toMatchObject({ status: 'authorized', contractorId: null });
  });

  it('an accept saved before the pause stands: the paused cleaner keeps the job accepted first', async () => {
    const { cleaner, job, accept, pause } = await setUp();

    const [accepted, paused] = await inTurn(cleaner, accept, pause);

    expect(accepted.status).toBe(200);
    expect(paused.status).toBe(200);
    const { job: row, contractor } = await rowsOf(cleaner, job.id);
    expect(contractor?.pausedAt).not.toBeNull();
    expect(row).toMatchObject({ status: 'assigned', contractorId: cleaner.id });
  });
});
