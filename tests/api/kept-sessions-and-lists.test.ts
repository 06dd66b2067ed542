import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, sessions } from '#server/db/schema.ts';
import { tokenHash } from '#server/domain/codes.ts';
import { call, manualClock, newActiveCustomer } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Live sessions and signed-in lists are kept in memory while nothing they show changed
// (decision 064). Each test shows first that something is kept (a write the database does not
// announce stays hidden), then that an announced change, or one this server made, shows at once.

const JOBS = '/api/contractor/get_contractor_Job';
const BOOKINGS = '/api/customer/get_all_data';
const LOGIN_REQUIRED = 'Please log in to continue.';

// Sunday 2026-11-22, 10:00AM in Ottawa: whole days later a job starts inside the cleaners' hours.
const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock }, undefined, { announcedBeforeEachRequest: false });
});
afterAll(() => server.close());

/** Writes with the table's announcement switched off, to tell a kept answer from a fresh one. */
async function quietly(table: string, trigger: string, write: () => Promise<unknown>) {
  const db = server.database.db;
  await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
  try {
    await write();
  } finally {
    await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  }
}

/**
 * Lets the announcements of the writes so far reach the server (PostgreSQL delivers them a moment
 * after the commit), so that one arriving late does not drop what a test is about to keep.
 */
const settled = () => server.announced();

/** A commit's announcement reaches the server a moment after it (PostgreSQL): ask until it shows. */
async function eventually<T>(read: () => Promise<T>, expected: T) {
  await expect.poll(read, { timeout: 5000, interval: 50 }).toEqual(expected);
}

async function openJobIds(cookie: string) {
  const answer = await call<{ iBookingId: number }[]>(
    server.app,
    JOBS,
    { eStatus: 'Open' },
    { cookie },
  );
  expect(answer.status).toBe(200);
  return (answer.body.data ?? []).map((row) => row.iBookingId);
}

async function bookingStatuses(cookie: string) {
  const answer = await call<{ iBookingId: number; eStatus: string }[]>(
    server.app,
    BOOKINGS,
    {},
    { cookie },
  );
  expect(answer.status).toBe(200);
  return Object.fromEntries((answer.body.data ?? []).map((row) => [row.iBookingId, row.eStatus]));
}

let hours = 40;
/** An open Ottawa job, each two hours after the previous so none overlap. */
function ottawaJob(fixture: Parameters<typeof createBooking>[1] = {}) {
  hours += 2;
  return createBooking(server.database.db, {
    now: clock(),
    city: 'Ottawa',
    startsInHours: hours,
    ...fixture,
  });
}

function quietlyCancel(bookingId: number) {
  return quietly('bookings', 'bookings_updated_accounts_changed', () =>
    server.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, bookingId)),
  );
}

describe('kept sessions', () => {
  it('answers from memory a session the database ended without announcing it', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    await settled();
    await bookingStatuses(customer.cookie);
    const token = customer.cookie.split('=')[1] ?? '';
    await quietly('sessions', 'sessions_ended', () =>
      server.database.db.delete(sessions).where(eq(sessions.idHash, tokenHash(token))),
    );
    // Another list (its own answer, not a kept one) still finds the kept session.
    const kept = await call(server.app, BOOKINGS, { iLimit: 5 }, { cookie: customer.cookie });
    expect(kept.status).toBe(200);
  });

  it('refuses the cookie on the very next call after logout', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    await bookingStatuses(customer.cookie);
    const logout = await call(server.app, '/api/auth/logout', {}, { cookie: customer.cookie });
    expect(logout.status).toBe(200);

    const after = await call(server.app, BOOKINGS, {}, { cookie: customer.cookie });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(LOGIN_REQUIRED);
  });

  it('refuses a session another process ended, once its end is announced', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    await bookingStatuses(customer.cookie);
    const token = customer.cookie.split('=')[1] ?? '';
    await server.database.db.delete(sessions).where(eq(sessions.idHash, tokenHash(token)));

    await eventually(
      async () =>
        (await call(server.app, BOOKINGS, { iLimit: 3 }, { cookie: customer.cookie })).status,
      401,
    );
  });

  it("applies an operator's pause on the cleaner's next call", async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await ottawaJob();
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);

    const operator = (await logInAsDemoOperator(server.app)).cookie;
    const pause = await call(
      server.app,
      '/api/admin/cleaners/pause',
      { id: cleaner.id, reason: 'Two no-shows.' },
      { cookie: operator },
    );
    expect(pause.status).toBe(200);

    expect(await openJobIds(cleaner.cookie)).toEqual([]);
    const accept = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      { cookie: cleaner.cookie },
    );
    expect(accept.status).toBe(403);
  });
});

describe('kept lists', () => {
  it("keeps a cleaner's open jobs for at most a second when nothing is announced", async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await ottawaJob();
    await settled();
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);

    await quietlyCancel(job.id);
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);
    clock.advance(999);
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);
    clock.advance(1);
    expect(await openJobIds(cleaner.cookie)).not.toContain(job.id);
  });

  it('keeps lists through a quote, which no list shows, and drops them for a paid job', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await ottawaJob();
    await settled();
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);

    await quietlyCancel(job.id);
    // A quote in the same city: a booking without a card, in no list, announces nothing.
    await ottawaJob({ status: 'quoted' });
    await settled();
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);

    await ottawaJob();
    await eventually(async () => (await openJobIds(cleaner.cookie)).includes(job.id), false);
  });

  it('keeps lists through catalog reads, which write nothing', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await ottawaJob();
    await settled();
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);

    await quietlyCancel(job.id);
    const cities = await call(server.app, '/api/city/get_all_data', {});
    expect(cities.status).toBe(200);
    expect(await openJobIds(cleaner.cookie)).toContain(job.id);
  });

  it("drops a job from a cleaner's list on the next call once another cleaner accepts it", async () => {
    const first = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const second = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await ottawaJob();
    expect(await openJobIds(first.cookie)).toContain(job.id);

    const accept = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      { cookie: second.cookie },
    );
    expect(accept.status).toBe(200);
    expect(await openJobIds(first.cookie)).not.toContain(job.id);
  });

  it('shows a job another process wrote in the city, once it is announced', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const before = await openJobIds(cleaner.cookie);
    const job = await ottawaJob();
    expect(before).not.toContain(job.id);
    await eventually(async () => (await openJobIds(cleaner.cookie)).includes(job.id), true);
  });

  it('shows a cancelled booking in the customer’s list on the next call', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const booking = await ottawaJob({ customerEmail: customer.email });
    expect((await bookingStatuses(customer.cookie))[booking.id]).toBe('authorized');

    const cancel = await call(
      server.app,
      '/api/customer/cancel_booking',
      { iBookingId: booking.id },
      { cookie: customer.cookie },
    );
    expect(cancel.status).toBe(200);
    expect((await bookingStatuses(customer.cookie))[booking.id]).toBe('cancelled');
  });

  it("never answers one customer with another's list", async () => {
    const one = await newActiveCustomer(server.app, server.database.db);
    const other = await newActiveCustomer(server.app, server.database.db);
    const ones = await ottawaJob({ customerEmail: one.email });
    const others = await ottawaJob({ customerEmail: other.email });

    expect(Object.keys(await bookingStatuses(one.cookie))).toEqual([String(ones.id)]);
    expect(Object.keys(await bookingStatuses(other.cookie))).toEqual([String(others.id)]);
    expect(Object.keys(await bookingStatuses(one.cookie))).toEqual([String(ones.id)]);
  });

  it('sends a kept list compressed from its second sending on, the same JSON as the first', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    for (let made = 0; made < 4; made += 1) await ottawaJob({ customerEmail: customer.email });
    // The jobs' announcements must land first, or one arriving late drops the kept answer.
    await settled();
    const read = () =>
      server.app.inject({
        method: 'POST',
        url: BOOKINGS,
        payload: {},
        headers: { cookie: customer.cookie, 'accept-encoding': 'gzip, deflate, br' },
      });
    const first = await read();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.rawPayload.length).toBeGreaterThan(1024);
    expect((first.json() as { data: unknown[] }).data).toHaveLength(4);

    const second = await read();
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
  });

  it.runIf(onPostgres)(
    'reads from the database while its listening connection is lost, and keeps again after',
    async () => {
      const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
      const deaf = await ottawaJob();
      expect(await openJobIds(cleaner.cookie)).toContain(deaf.id);
      await server.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'LISTEN%'`,
      );
      // Nothing announces this change; it still shows, because nothing is kept while deaf.
      await quietlyCancel(deaf.id);
      await eventually(async () => (await openJobIds(cleaner.cookie)).includes(deaf.id), false);

      // Listening again: a quiet change is hidden by what is kept once more.
      await expect
        .poll(
          async () => {
            const probe = await ottawaJob();
            await eventually(
              async () => (await openJobIds(cleaner.cookie)).includes(probe.id),
              true,
            );
            await quietlyCancel(probe.id);
            return (await openJobIds(cleaner.cookie)).includes(probe.id);
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    },
  );
});
