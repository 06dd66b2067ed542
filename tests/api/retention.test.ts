import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  contactMessages,
  customers,
  outbox,
  rateLimitEvents,
  users,
} from '#server/db/schema.ts';
import {
  CONTACT_MESSAGES_KEPT_DAYS,
  hoursText,
  LEADS_KEPT_DAYS,
  periodText,
  RATE_LIMIT_EVENTS_KEPT_HOURS,
  SENT_MAIL_KEPT_DAYS,
  UNSENT_MAIL_KEPT_DAYS,
} from '#server/domain/retention.ts';
import { limits, type Limit } from '#server/platform/rate-limit.ts';
import { RETENTION_CRON, queueNames } from '#server/platform/queue/job-queue.ts';
import { enforceRetention } from '#server/retention/retention.ts';
import { call, manualClock, randomIp } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 38: outbox rows, contact messages, leads and rate-limit rows have a retention period
// (server/domain/retention.ts), enforced by a daily job and stated on the privacy page.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const clock = manualClock(new Date('2026-11-28T15:00:00Z'));
const ago = (ms: number) => new Date(clock().getTime() - ms);

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const runRetention = () => enforceRetention({ db: db(), clock });

async function mail(subject: string, row: Partial<typeof outbox.$inferInsert>) {
  const [written] = await db()
    .insert(outbox)
    .values({ toAddress: 'kept.or.not@example.ca', subject, textBody: 'Hello', ...row })
    .returning({ id: outbox.id });
  return written!.id;
}

async function remainingMail(ids: number[]) {
  const rows = await db()
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(inArray(outbox.id, ids));
  return rows.map((row) => row.subject).sort();
}

let leads = 0;
/** A lead: a booking started without an account (same-day step 1), its rows then aged by `age`. */
async function lead(age: number, booking: Partial<typeof bookings.$inferInsert> = {}) {
  leads += 1;
  const email = `lead.${Date.now()}.${leads}@example.ca`;
  const started = await call(
    server.app,
    '/api/cleaning/book-same-day',
    { vFullName: 'Émile Tremblay', vEmail: email, vMobile: '5145550188' },
    { ip: randomIp() },
  );
  expect(started.status).toBe(200);
  const [user] = await db()
    .update(users)
    .set({ createdAt: ago(age) })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const [customer] = await db()
    .update(customers)
    .set({ createdAt: ago(age) })
    .where(eq(customers.userId, user!.id))
    .returning({ id: customers.id });
  await db()
    .update(bookings)
    .set({ createdAt: ago(age), updatedAt: ago(age), ...booking })
    .where(eq(bookings.customerId, customer!.id));
  return { email, userId: user!.id, customerId: customer!.id };
}

async function userExists(email: string) {
  return (await db().select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
}

describe('the retention job', () => {
  it('deletes e-mails sent over 30 days ago and unsent ones written over 90 days ago, and keeps the younger', async () => {
    const ids = [
      await mail('sent, old', { status: 'sent', sentAt: ago((SENT_MAIL_KEPT_DAYS + 1) * DAY_MS) }),
      await mail('sent, young', {
        status: 'sent',
        sentAt: ago((SENT_MAIL_KEPT_DAYS - 1) * DAY_MS),
      }),
      await mail('failed, old', {
        status: 'failed',
        createdAt: ago((UNSENT_MAIL_KEPT_DAYS + 1) * DAY_MS),
      }),
      await mail('failed, young', {
        status: 'failed',
        createdAt: ago((UNSENT_MAIL_KEPT_DAYS - 1) * DAY_MS),
      }),
      await mail('pending, old', { createdAt: ago((UNSENT_MAIL_KEPT_DAYS + 1) * DAY_MS) }),
      // Written long ago but sent recently (after its retries): counted from its sending.
      await mail('sent late', {
        status: 'sent',
        createdAt: ago((UNSENT_MAIL_KEPT_DAYS + 1) * DAY_MS),
        sentAt: ago(DAY_MS),
      }),
    ];

    const report = await runRetention();

    expect(await remainingMail(ids)).toEqual(['failed, young', 'sent late', 'sent, young']);
    expect(report.mail).toBeGreaterThanOrEqual(3);
  });

  it('deletes contact messages over a year old and keeps the younger', async () => {
    const message = (name: string, age: number) => ({
      name,
      email: 'reader@example.ca',
      mobile: '4165550111',
      message: 'Do you clean on Sundays?',
      createdAt: ago(age),
    });
    const written = await db()
      .insert(contactMessages)
      .values([
        message('Old Reader', (CONTACT_MESSAGES_KEPT_DAYS + 1) * DAY_MS),
        message('Young Reader', (CONTACT_MESSAGES_KEPT_DAYS - 1) * DAY_MS),
      ])
      .returning({ id: contactMessages.id });

    await runRetention();

    const left = await db()
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.id,
          written.map((row) => row.id),
        ),
      );
    expect(left).toEqual([{ name: 'Young Reader' }]);
  });

  it('deletes rate-limit attempts once their window has passed and keeps those that still count', async () => {
    const bucket = `retention-test:${Date.now()}`;
    await db()
      .insert(rateLimitEvents)
      .values([
        { bucket, createdAt: ago(RATE_LIMIT_EVENTS_KEPT_HOURS * HOUR_MS + 60_000) },
        { bucket, createdAt: ago(RATE_LIMIT_EVENTS_KEPT_HOURS * HOUR_MS - 60_000) },
      ]);

    await runRetention();

    const left = await db()
      .select({ createdAt: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.bucket, bucket));
    expect(left).toEqual([{ createdAt: ago(RATE_LIMIT_EVENTS_KEPT_HOURS * HOUR_MS - 60_000) }]);
  });

  it('keeps every rate-limit attempt while any limit can still count it', () => {
    const windows = Object.values(limits).map(
      (limitOf) =>
        (limitOf as (...args: unknown[]) => Limit)('someone@example.ca', '203.0.113.9').windowMs,
    );
    expect(Math.max(...windows)).toBeLessThanOrEqual(RATE_LIMIT_EVENTS_KEPT_HOURS * HOUR_MS);
  });

  it('deletes a lead idle for over a year with its unpaid booking, and keeps younger leads, paying ones and accounts', async () => {
    const idle = await lead((LEADS_KEPT_DAYS + 1) * DAY_MS);
    const young = await lead((LEADS_KEPT_DAYS - 1) * DAY_MS);
    // Made long ago, but the booking was changed lately.
    const active = await lead((LEADS_KEPT_DAYS + 1) * DAY_MS, { updatedAt: ago(10 * DAY_MS) });
    // A booking paid for: a customer, kept with the booking records.
    const paid = await lead((LEADS_KEPT_DAYS + 1) * DAY_MS, {
      status: 'authorized',
      paymentStatus: 'authorized',
    });
    // The person registered since (a password set): an account, not a lead.
    const registered = await lead((LEADS_KEPT_DAYS + 1) * DAY_MS);
    await db()
      .update(users)
      .set({ passwordHash: 'argon2id-hash', activatedAt: ago(DAY_MS) })
      .where(eq(users.id, registered.userId));

    const report = await runRetention();

    expect(await userExists(idle.email)).toBe(false);
    expect(
      await db().select().from(bookings).where(eq(bookings.customerId, idle.customerId)),
    ).toEqual([]);
    expect(report.leads).toBeGreaterThanOrEqual(1);
    for (const kept of [young, active, paid, registered]) {
      expect(await userExists(kept.email), kept.email).toBe(true);
      const keptBookings = await db()
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.customerId, kept.customerId));
      expect(keptBookings, kept.email).toHaveLength(1);
    }
  });
});

describe('the retention job on the queue', { timeout: 60_000 }, () => {
  it('is scheduled daily and runs when asked', async () => {
    const queued = await startTestApp({ clock }, { schedules: true });
    try {
      const schedules = await queued.database.db.execute<{ name: string; cron: string }>(
        sql`select name, cron from pgboss.schedule where name = ${queueNames.retention}`,
      );
      // node-postgres and PGlite both answer `{ rows }`.
      const { rows } = schedules as unknown as { rows: unknown[] };
      expect(rows).toEqual([{ name: 'privacy.retention', cron: RETENTION_CRON }]);
      expect(RETENTION_CRON).toMatch(/^\d+ \d+ \* \* \*$/);

      const [old] = await queued.database.db
        .insert(contactMessages)
        .values({
          name: 'Queued Reader',
          email: 'queued@example.ca',
          mobile: '4165550112',
          message: 'Hello',
          createdAt: ago((CONTACT_MESSAGES_KEPT_DAYS + 1) * DAY_MS),
        })
        .returning({ id: contactMessages.id });
      await queued.app.jobQueue?.requestRetention();
      await expect
        .poll(
          async () =>
            (
              await queued.database.db
                .select()
                .from(contactMessages)
                .where(eq(contactMessages.id, old!.id))
            ).length,
          { timeout: 15_000 },
        )
        .toBe(0);
    } finally {
      await queued.close();
    }
  });
});

describe('the privacy page', () => {
  it('states each retention period', async () => {
    const answer = await call<{ tDescription: string }[]>(server.app, '/api/page/get_all_data', {
      vSlug: 'privacy-policy',
    });
    const text = Buffer.from(answer.body.data![0]!.tDescription, 'base64')
      .toString('utf8')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      `are deleted ${periodText(LEADS_KEPT_DAYS)} after your last change to them, unless you create an account.`,
    );
    expect(text).toContain(
      `Messages you send through the contact form are deleted ${periodText(CONTACT_MESSAGES_KEPT_DAYS)} after we receive them.`,
    );
    expect(text).toContain(
      `Our copies of the e-mails we send you are deleted ${periodText(SENT_MAIL_KEPT_DAYS)} after they are sent, or ${periodText(UNSENT_MAIL_KEPT_DAYS)} after they were written when one could not be delivered.`,
    );
    expect(text).toContain(
      `are deleted within a day once they are ${hoursText(RATE_LIMIT_EVENTS_KEPT_HOURS)} old and no longer count.`,
    );
    expect(text).toContain('Messages you send through the contact form are deleted 1 year after');
    expect(text).toContain('deleted 30 days after they are sent, or 90 days after');
  });
});
