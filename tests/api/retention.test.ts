import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  contactMessages,
  contractors,
  customers,
  discardedUploads,
  outbox,
  rateLimitEvents,
  retentionDeletions,
  sessions,
  users,
  webVitalSamples,
} from '#server/db/schema.ts';
import {
  CONTACT_MESSAGES_KEPT_DAYS,
  DECLINED_APPLICATIONS_KEPT_DAYS,
  DISCARDED_UPLOADS_KEPT_DAYS,
  EXPIRED_SESSIONS_KEPT_DAYS,
  JOB_KINDS,
  LEADS_KEPT_DAYS,
  RATE_LIMIT_EVENTS_KEPT_HOURS,
  RETENTION_TABLE,
  SENT_MAIL_KEPT_DAYS,
  UNSENT_MAIL_KEPT_DAYS,
  VITALS_KEPT_DAYS,
} from '#server/domain/retention.ts';
import { retentionPeriodText } from '#server/domain/retention-section.ts';
import * as enRetention from '#shared/catalogue/en-CA/retention.ts';
import * as frRetention from '#shared/catalogue/fr-CA/retention.ts';
import { limits, type Limit } from '#server/platform/rate-limit.ts';
import { RETENTION_CRON, queueNames } from '#server/platform/queue/job-queue.ts';
import { localFileStorage } from '#server/platform/storage/local-storage.ts';
import { enforceRetention } from '#server/retention/retention.ts';
import { call, DEMO_CUSTOMER_EMAIL, manualClock, pngBytes, randomIp } from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issues 38 and 44 (decision 140): every kind of personal data has a retention period in one
// table (server/domain/retention.ts), enforced by a daily job that records what it deleted per
// kind, and stated on the privacy page, written from the table.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SECOND_MS = 1000;
const clock = manualClock(new Date('2026-11-28T15:00:00Z'));
const ago = (ms: number) => new Date(clock().getTime() - ms);
/** Just inside a period (kept) and just past it (deleted): one second either side of the cutoff. */
const keptAge = (ms: number) => ms - SECOND_MS;
const goneAge = (ms: number) => ms + SECOND_MS;

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'mapleshine-retention-'));
const storage = localFileStorage(uploadsDir);

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock, storage });
});
afterAll(() => server.close());

const db = () => server.database.db;
const runRetention = () => enforceRetention({ db: db(), clock, storage });

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
    expect(report.sentMail + report.unsentMail).toBeGreaterThanOrEqual(3);
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

/** The privacy page's text in a language, tags gone, no-break spaces as spaces. */
async function privacyText(locale: 'en-CA' | 'fr-CA') {
  const answer = await call<{ tDescription: string }[]>(
    server.app,
    '/api/page/get_all_data',
    { vSlug: 'privacy-policy' },
    { headers: { 'x-mapleshine-locale': locale } },
  );
  expect(answer.status).toBe(200);
  return Buffer.from(answer.body.data![0]!.tDescription, 'base64')
    .toString('utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0]+/g, ' ');
}

describe('the privacy page', () => {
  it.each([
    ['en-CA', enRetention],
    ['fr-CA', frRetention],
  ] as const)('states each period of the retention table, in %s', async (locale, catalogue) => {
    const text = await privacyText(locale);
    const plain = (words: string) => words.replace(/[\s\u00a0]+/g, ' ');
    for (const entry of RETENTION_TABLE) {
      const kind = catalogue.retentionKinds[entry.kind];
      const period = plain(retentionPeriodText(entry.period, locale));
      expect(text, entry.kind).toContain(plain(kind.WHAT));
      expect(text, entry.kind).toContain(plain(kind.WHEN.replace('{period}', period)));
    }
    expect(text).not.toContain('[[retention-periods]]');
  });

  it('says the periods in words: a year, hours, months, years', async () => {
    const english = await privacyText('en-CA');
    expect(english).toContain(
      'Messages you send through the contact form are deleted 1 year after we receive them.',
    );
    expect(english).toContain('once they are 24 hours old and no longer count.');
    expect(english).toContain('is kept at least 24 months and never deleted automatically.');
    expect(english).toContain('are kept 6 years after the end of the tax year');
    const french = await privacyText('fr-CA');
    expect(french).toContain('sont supprimés 1 an après leur réception.');
    expect(french).toContain('sont supprimées 30 jours après leur envoi.');
  });
});

let applicants = 0;
/** A cleaner's application declined `age` ago, with a stored photo. */
async function declinedApplication(age: number) {
  applicants += 1;
  const cleaner = await newContractor(server.app, db(), {
    status: 'Rejected',
    fullName: `Declined Applicant ${applicants}`,
    logIn: false,
  });
  const photo = await storage.saveImage(pngBytes, PNG);
  const [row] = await db()
    .update(contractors)
    .set({ rejectedAt: ago(age), imagePath: photo })
    .where(eq(contractors.id, cleaner.id))
    .returning({ userId: contractors.userId });
  return { ...cleaner, userId: row!.userId, photo };
}

const PNG = { extension: 'png', contentType: 'image/png' } as const;
const fileOf = (urlPath: string) => path.join(uploadsDir, urlPath.replace('/uploads/', ''));

describe('every kind of the table, one second either side of its cutoff', () => {
  it('deletes exactly what is past its period, keeps what is not, and records the counts', async () => {
    // What earlier runs left is all young: this run deletes only the rows below.
    await runRetention();
    const day = (days: number) => days * DAY_MS;
    const bucket = `exact:${Date.now()}`;

    const leadKept = await lead(keptAge(day(LEADS_KEPT_DAYS)));
    const leadGone = await lead(goneAge(day(LEADS_KEPT_DAYS)));

    const messages = await db()
      .insert(contactMessages)
      .values(
        [keptAge, goneAge].map((age, index) => ({
          name: index === 0 ? 'Kept Reader' : 'Gone Reader',
          email: 'exact@example.ca',
          mobile: '4165550111',
          message: 'Hello',
          createdAt: ago(age(day(CONTACT_MESSAGES_KEPT_DAYS))),
        })),
      )
      .returning({ id: contactMessages.id, name: contactMessages.name });

    const mailIds = [
      await mail('exact sent kept', {
        status: 'sent',
        sentAt: ago(keptAge(day(SENT_MAIL_KEPT_DAYS))),
      }),
      await mail('exact sent gone', {
        status: 'sent',
        sentAt: ago(goneAge(day(SENT_MAIL_KEPT_DAYS))),
      }),
      await mail('exact unsent kept', { createdAt: ago(keptAge(day(UNSENT_MAIL_KEPT_DAYS))) }),
      await mail('exact unsent gone', {
        status: 'failed',
        createdAt: ago(goneAge(day(UNSENT_MAIL_KEPT_DAYS))),
      }),
    ];

    const hours = RATE_LIMIT_EVENTS_KEPT_HOURS * HOUR_MS;
    await db()
      .insert(rateLimitEvents)
      .values([
        { bucket, createdAt: ago(keptAge(hours)) },
        { bucket, createdAt: ago(goneAge(hours)) },
      ]);

    const vitals = await db()
      .insert(webVitalSamples)
      .values(
        [keptAge, goneAge].map((age) => ({
          route: '/exact',
          metric: 'LCP',
          value: 1200,
          rating: 'good',
          recordedAt: ago(age(day(VITALS_KEPT_DAYS))),
        })),
      )
      .returning({ id: webVitalSamples.id });

    const [customer] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    const expiredAgo = (age: number) => ({
      userId: customer!.id,
      idHash: `exact-${age}-${Date.now()}`,
      lastSeenAt: ago(age + DAY_MS),
      createdAt: ago(age + DAY_MS),
      expiresAt: ago(age),
    });
    const sessionRows = [
      expiredAgo(keptAge(day(EXPIRED_SESSIONS_KEPT_DAYS))),
      expiredAgo(goneAge(day(EXPIRED_SESSIONS_KEPT_DAYS))),
    ];
    await db().insert(sessions).values(sessionRows);

    const keptFile = await storage.saveImage(pngBytes, PNG);
    const goneFile = await storage.saveImage(pngBytes, PNG);
    const discarded = await db()
      .insert(discardedUploads)
      .values([
        { urlPath: keptFile, discardedAt: ago(keptAge(day(DISCARDED_UPLOADS_KEPT_DAYS))) },
        { urlPath: goneFile, discardedAt: ago(goneAge(day(DISCARDED_UPLOADS_KEPT_DAYS))) },
      ])
      .returning({ id: discardedUploads.id });
    expect(existsSync(fileOf(goneFile))).toBe(true);

    const applicationKept = await declinedApplication(
      keptAge(day(DECLINED_APPLICATIONS_KEPT_DAYS)),
    );
    const applicationGone = await declinedApplication(
      goneAge(day(DECLINED_APPLICATIONS_KEPT_DAYS)),
    );

    const report = await runRetention();

    expect(report).toEqual({
      leads: 1,
      contactMessages: 1,
      sentMail: 1,
      unsentMail: 1,
      rateLimitEvents: 1,
      webVitals: 1,
      sessions: 1,
      discardedUploads: 1,
      declinedApplications: 1,
    });
    const recorded = await db()
      .select({ kind: retentionDeletions.kind, deleted: retentionDeletions.deleted })
      .from(retentionDeletions)
      .where(eq(retentionDeletions.ranAt, clock()))
      .orderBy(asc(retentionDeletions.id));
    // Every run so far ran at the same instant: this run's rows are the last of each kind.
    const lastOfEach = Object.fromEntries(recorded.map((row) => [row.kind, row.deleted]));
    expect(Object.keys(lastOfEach).sort()).toEqual([...JOB_KINDS].sort());
    expect(lastOfEach).toEqual(report);

    expect(await userExists(leadKept.email)).toBe(true);
    expect(await userExists(leadGone.email)).toBe(false);
    const leftMessages = await db()
      .select({ name: contactMessages.name })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.id,
          messages.map((row) => row.id),
        ),
      );
    expect(leftMessages).toEqual([{ name: 'Kept Reader' }]);
    expect(await remainingMail(mailIds)).toEqual(['exact sent kept', 'exact unsent kept']);
    const leftAttempts = await db()
      .select({ createdAt: rateLimitEvents.createdAt })
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.bucket, bucket));
    expect(leftAttempts).toEqual([{ createdAt: ago(keptAge(hours)) }]);
    const leftVitals = await db()
      .select({ id: webVitalSamples.id })
      .from(webVitalSamples)
      .where(
        inArray(
          webVitalSamples.id,
          vitals.map((row) => row.id),
        ),
      );
    expect(leftVitals).toEqual([{ id: vitals[0]!.id }]);
    const leftSessions = await db()
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(
        inArray(
          sessions.idHash,
          sessionRows.map((row) => row.idHash),
        ),
      );
    expect(leftSessions).toEqual([{ idHash: sessionRows[0]!.idHash }]);

    // The discarded file is gone from the storage, then its row; the younger stays, file and row.
    expect(existsSync(fileOf(goneFile))).toBe(false);
    expect(existsSync(fileOf(keptFile))).toBe(true);
    const leftDiscarded = await db()
      .select({ id: discardedUploads.id })
      .from(discardedUploads)
      .where(
        inArray(
          discardedUploads.id,
          discarded.map((row) => row.id),
        ),
      );
    expect(leftDiscarded).toEqual([{ id: discarded[0]!.id }]);

    // The declined application past its period: profile and login gone, its photo handed to
    // the discarded uploads (removed from the storage a day later); the younger one kept.
    expect(await userExists(applicationGone.email)).toBe(false);
    expect(
      await db().select().from(contractors).where(eq(contractors.id, applicationGone.id)),
    ).toEqual([]);
    const handed = await db()
      .select({ discardedAt: discardedUploads.discardedAt })
      .from(discardedUploads)
      .where(eq(discardedUploads.urlPath, applicationGone.photo));
    expect(handed).toEqual([{ discardedAt: clock() }]);
    expect(await userExists(applicationKept.email)).toBe(true);
    const keptDiscards = await db()
      .select()
      .from(discardedUploads)
      .where(eq(discardedUploads.urlPath, applicationKept.photo));
    expect(keptDiscards).toEqual([]);
  });

  it('deletes a declined application’s profile but keeps the login of someone who is also a customer', async () => {
    const applicant = await declinedApplication(
      DECLINED_APPLICATIONS_KEPT_DAYS * DAY_MS + SECOND_MS,
    );
    await db()
      .insert(customers)
      .values({
        userId: applicant.userId,
        uniqueCode: `exact-customer-${Date.now()}`,
        firstName: 'Declined',
        lastName: 'Applicant',
        mobile: '4165550123',
      });

    const report = await runRetention();

    expect(report.declinedApplications).toBe(1);
    expect(await userExists(applicant.email)).toBe(true);
    expect(await db().select().from(contractors).where(eq(contractors.id, applicant.id))).toEqual(
      [],
    );
  });

  it('an operator’s rejection stamps the time the period counts from', async () => {
    const applicant = await newContractor(server.app, db(), {
      status: 'Pending',
      fullName: 'Pending Applicant',
      logIn: false,
    });
    const operator = await logInAsDemoOperator(server.app);
    const rejected = await call(
      server.app,
      '/api/admin/applications/reject',
      { contractorId: applicant.id, reason: 'References could not be reached.' },
      { cookie: operator.cookie },
    );
    expect(rejected.status).toBe(200);
    const [row] = await db()
      .select({ status: contractors.status, rejectedAt: contractors.rejectedAt })
      .from(contractors)
      .where(and(eq(contractors.id, applicant.id)));
    expect(row).toEqual({ status: 'Rejected', rejectedAt: clock() });
  });
});
