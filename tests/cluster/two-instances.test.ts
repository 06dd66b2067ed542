import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, contractors, customers, outbox, services } from '#server/db/schema.ts';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { queueNames } from '#server/platform/queue/queue-names.ts';
import { DEMO_CUSTOMER_EMAIL, multipartBody, pngBytes } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { WHOLE_WEEK, writeWeek } from '../support/contractors.ts';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.ts';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in.ts';
import { notificationsOfBooking, paymentBody } from '../support/payments.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

/*
 * Two server processes on one throwaway PostgreSQL (scripts/with-postgres.sh), requests
 * alternating between them (decision 051). Each case rests on one piece the servers share
 * through the database: sessions, rate limits, the catalog's LISTEN/NOTIFY invalidation, the
 * job queue with its row locks, the outbox, and the uploads' object store (s3rver here).
 */

type Envelope = { code: number; message: string; data?: unknown };

let database: TestDatabase;
let smtp: FakeSmtp;
let s3: S3StandIn;
let dataDir: string;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('Run through scripts/with-postgres.sh (npm test does): it needs PostgreSQL.');
  }
  database = await createTestDatabase();
  // The bookings here start at whatever hour the run lands on: the seeded cleaners work around
  // the clock, so the working-hours rule (decision 044) never refuses a payment these tests make.
  for (const { id } of await database.db.select({ id: contractors.id }).from(contractors)) {
    await writeWeek(database.db, id, WHOLE_WEEK);
  }
  smtp = await startFakeSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), 'mapleshine-cluster-'));
  const env = { DATABASE_URL: databaseUrl(), SMTP_URL: smtp.url, DATA_DIR: dataDir };
  s3 = await startS3StandIn();
  // Each server its own DATA_DIR, as on two machines: only the object store is shared.
  const server = async (name: string) =>
    startServerProcess(name, {
      ...env,
      DATA_DIR: path.join(dataDir, name),
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ENDPOINT: s3.settings.endpoint ?? '',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  [a, b] = await Promise.all([server('a'), server('b')]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  await s3?.stop();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function post(server: ServerProcess, url: string, body: unknown = {}, cookie?: string) {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const cookies = response.headers.getSetCookie();
  return { status: response.status, body: (await response.json()) as Envelope, cookies };
}

function logIn(server: ServerProcess, email: string, password: string) {
  return post(server, '/api/auth/login', { vEmail: email, vPassword: password });
}

function databaseUrl(): string {
  if (!database.url) throw new Error('The two-instance test needs PostgreSQL.');
  return database.url;
}

const cookieHeader = (cookies: string[]) => cookies.map((c) => c.split(';')[0]).join('; ');

/**
 * Hours from now to 8:00AM in Edmonton, `days` days on or the day after. A job is booked only
 * inside one local day's hours, so a booking placed at the run's own hour of the night (a
 * 9:00PM start ran past midnight when CI ran at 04:15 UTC) would be refused whatever the
 * servers did.
 */
function hoursToEdmontonMorning(days: number): number {
  const edmontonHour = Number(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Edmonton',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return days * 24 + ((8 - edmontonHour + 24) % 24);
}

describe('two servers on one PostgreSQL', () => {
  it('a session made on one works on the other', async () => {
    const login = await logIn(a, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    expect(login.status).toBe(200);
    const cookie = cookieHeader(login.cookies);

    const profile = {
      vUniqueCode: (login.body.data as { vCustomerUniqueCode: string }).vCustomerUniqueCode,
    };

    const onB = await post(b, '/api/customer/get_by_id', profile, cookie);
    expect(onB.status).toBe(200);
    expect(JSON.stringify(onB.body.data)).toContain(DEMO_CUSTOMER_EMAIL);

    // Logging out on b ends the session on a too.
    expect((await post(b, '/api/auth/logout', {}, cookie)).status).toBe(200);
    expect((await post(a, '/api/customer/get_by_id', profile, cookie)).status).toBe(401);
  });

  it('a session kept in memory on one is refused there once it ends through the other', async () => {
    const login = await logIn(a, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const cookie = cookieHeader(login.cookies);
    // Twice on a: the second call is answered from the session a keeps (decision 064).
    expect((await post(a, '/api/customer/get_all_data', {}, cookie)).status).toBe(200);
    expect((await post(a, '/api/customer/get_all_data', { iLimit: 5 }, cookie)).status).toBe(200);

    expect((await post(b, '/api/auth/logout', {}, cookie)).status).toBe(200);
    await expect
      .poll(async () => (await post(a, '/api/customer/get_all_data', {}, cookie)).status, {
        timeout: 5000,
        interval: 20,
      })
      .toBe(401);
  });

  it("a booking cancelled through one shows in the customer's list kept on the other", async () => {
    const login = await logIn(a, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const cookie = cookieHeader(login.cookies);
    const booking = await createBooking(database.db, { startsInHours: 5 * 24 });
    const statusOn = async (server: ServerProcess) => {
      const answer = await post(server, '/api/customer/get_all_data', {}, cookie);
      const rows = answer.body.data as { iBookingId: number; eStatus: string }[];
      return rows.find((row) => row.iBookingId === booking.id)?.eStatus;
    };
    expect(await statusOn(a)).toBe('authorized');
    expect(await statusOn(a)).toBe('authorized');

    const cancel = await post(
      b,
      '/api/customer/cancel_booking',
      { iBookingId: booking.id },
      cookie,
    );
    expect(cancel.status).toBe(200);
    expect(await statusOn(b)).toBe('cancelled');
    await expect.poll(() => statusOn(a), { timeout: 5000, interval: 20 }).toBe('cancelled');
  });

  it('login limits count across both', async () => {
    const email = 'demo.contractor.toronto@mapleshine.ca';
    // Eight wrong passwords for one account from one address, half on each server…
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await logIn(attempt % 2 === 0 ? a : b, email, 'Not-The-Password-1');
      expect(answer.status).toBe(400);
    }
    // …stop the ninth, even with the right password, on either.
    const ninth = await logIn(a, email, DEMO_PASSWORD);
    expect(ninth.status).toBe(429);
    expect((await logIn(b, email, DEMO_PASSWORD)).status).toBe(429);
  });

  it('a content change shows on both', async () => {
    const read = async (server: ServerProcess) => {
      const answer = await post(server, '/api/service/get_all_data');
      const list = answer.body.data as { vSlug: string; tDescription: string }[];
      return list.find((service) => service.vSlug === 'deep-cleaning')?.tDescription;
    };
    // Both have the list cached now.
    const before = await read(a);
    expect(await read(b)).toBe(before);

    const changed = `Top to bottom, changed at ${Date.now()}.`;
    await database.db
      .update(services)
      .set({ description: changed })
      .where(eq(services.slug, 'deep-cleaning'));

    await expect.poll(() => read(a), { timeout: 5000 }).toBe(changed);
    await expect.poll(() => read(b), { timeout: 5000 }).toBe(changed);
  });

  it('a due saved-card hold runs once, however many servers and requests for it', async () => {
    const { db } = database;
    // Six days on or more: the card is saved, to be held a day before.
    const booking = await createBooking(db, {
      status: 'quoted',
      startsInHours: hoursToEdmontonMorning(6),
    });
    const paid = await post(
      a,
      '/api/cleaning/payment_autorization',
      paymentBody(booking, { paymentMethodId: 'pm_card_chargeCustomerFail' }),
    );
    expect(paid.status).toBe(200);
    // The cleaning now starts within a day: its card is due to be held, and will be declined.
    await db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() + 20 * 60 * 60 * 1000) })
      .where(eq(bookings.id, booking.id));

    // Asked for five times at once, as the two servers' schedules and an operator might.
    const boss = new PgBoss({ connectionString: databaseUrl(), max: 2 });
    await boss.start();
    try {
      await Promise.all(Array.from({ length: 5 }, () => boss.send(queueNames.authorizeDue, {})));
    } finally {
      await boss.stop({ graceful: false });
    }

    await expect
      .poll(
        async () =>
          (await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('cancelled');
    const cancelledSubject = `Your MapleShine booking ${booking.bookingNo} is cancelled`;
    const notHeldMails = await db.select().from(outbox).where(eq(outbox.subject, cancelledSubject));
    expect(notHeldMails).toHaveLength(1);
    expect(notHeldMails[0]?.textBody).toContain('the card could not be held');
    const customerNotes = (await notificationsOfBooking(db, booking.id)).filter(
      (note) => note.recipient === 'Customer' && note.title !== 'Booking confirmed',
    );
    expect(customerNotes).toHaveLength(1);
    // Sent once, by whichever server's worker took the delivery job.
    await expect
      .poll(() => smtp.received.filter((mail) => mail.subject === cancelledSubject).length, {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it('an upload through one is served by the other', async () => {
    const login = await logIn(a, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD);
    const cookie = cookieHeader(login.cookies);
    const profile = login.body.data as { vCustomerUniqueCode: string; iCustomerId: number };
    const form = multipartBody(
      {
        vUniqueCode: profile.vCustomerUniqueCode,
        vFirstName: 'Chloé',
        vLastName: 'Martin',
        vMobile: '6135550110',
      },
      { name: 'me.png', bytes: pngBytes, contentType: 'image/png' },
    );
    const saved = await fetch(`${a.url}/api/customer/update`, {
      method: 'POST',
      headers: { 'content-type': form.contentType, cookie },
      body: form.payload,
    });
    expect(saved.status).toBe(200);
    const [row] = await database.db
      .select({ imagePath: customers.imagePath })
      .from(customers)
      .where(eq(customers.id, profile.iCustomerId));
    expect(row?.imagePath).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);

    const served = await fetch(`${b.url}${row?.imagePath ?? ''}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pngBytes);
  });

  it('stopping one mid-request (SIGTERM) loses no booking and no e-mail', async () => {
    const { db } = database;
    // Each in a morning of its own in Edmonton, two days ahead and on.
    const quoted = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        createBooking(db, {
          status: 'quoted',
          startsInHours: hoursToEdmontonMorning(2) + index * 24,
        }),
      ),
    );
    // Payments in flight on b when it is told to stop; what it answered must be kept whole.
    const answers = quoted.map((booking) =>
      post(b, '/api/cleaning/payment_autorization', paymentBody(booking)).catch(() => null),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const stopped = b.stop();
    const settled = await Promise.all(answers);
    expect(await stopped).toBe(0);

    // What b confirmed reaches SMTP though b is gone, before a is asked anything more: the
    // e-mails b wrote wait in the shared outbox and queue, not in b's memory.
    const confirmedByB = quoted.filter((_, index) => settled[index]?.status === 200);
    const delivered = (list: typeof quoted) =>
      list.filter((booking) =>
        smtp.received.some((mail) => mail.subject.includes(`${booking.bookingNo} is confirmed`)),
      ).length;
    // At worst a's once-a-minute sweep (SWEEP_CRON) queues what b wrote as it stopped.
    await expect.poll(() => delivered(confirmedByB), { timeout: 75_000 }).toBe(confirmedByB.length);

    for (const [index, booking] of quoted.entries()) {
      const answer = settled[index];
      // A request b no longer took is the client's to send again, to a.
      const final =
        answer?.status === 200
          ? answer
          : await post(a, '/api/cleaning/payment_autorization', paymentBody(booking));
      expect(final.status).toBe(200);
      const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(row?.status).toBe('authorized');
      const confirmations = await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.toAddress, row?.email ?? ''),
            like(outbox.subject, `%${booking.bookingNo}%`),
          ),
        );
      expect(confirmations).toHaveLength(1);
    }
    // And every confirmation, once.
    await expect.poll(() => delivered(quoted), { timeout: 30_000 }).toBe(quoted.length);
    const confirmationsSent = smtp.received.filter((mail) =>
      quoted.some((booking) => mail.subject.includes(`${booking.bookingNo} is confirmed`)),
    );
    expect(confirmationsSent).toHaveLength(quoted.length);
  }, 90_000);
});
