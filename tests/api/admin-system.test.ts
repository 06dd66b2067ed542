import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVitalSamples } from '#server/db/shared-queries/web-vitals.ts';
import { operatorActions, outbox, users, webVitalSamples } from '#server/db/schema.ts';
import { call, codeFromMail, DEMO_CUSTOMER_EMAIL, latestMail, logIn } from '../support/accounts.ts';
import {
  DEMO_OPERATOR_EMAIL,
  demoOperatorCode,
  logInAsDemoOperator,
} from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The rest of `npm run ops` in the console (decision 052): operators, mail and jobs, site speed.

type Page<Item> = { items: Item[]; total: number; page: number; perPage: number };
type OperatorRow = {
  operatorId: number;
  email: string;
  fullName: string;
  createdAt: string;
  lastSignInAt: string | null;
};
type FailedMail = { id: number; toAddress: string; subject: string; attempts: number };
type SiteSpeedRow = {
  day: string;
  route: string;
  metrics: { metric: string; p75: number; rating: string; samples: number }[];
};

let server: TestApp;
let cookie: string;
beforeAll(async () => {
  server = await startTestApp();
  cookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

/** A call of the demo operator's; adding an operator carries a fresh code of their app (078). */
const admin = async <Data>(path: string, body: Record<string, unknown>) =>
  call<Data>(
    server.app,
    path,
    path === '/api/admin/operators/create' && !('code' in body)
      ? { ...body, code: await demoOperatorCode(server.app) }
      : body,
    { cookie },
  );

async function counts() {
  const { db } = server.database;
  const [people] = await db.select({ n: count() }).from(users);
  const [mail] = await db.select({ n: count() }).from(outbox);
  const [audit] = await db.select({ n: count() }).from(operatorActions);
  return { users: people?.n, mail: mail?.n, audit: audit?.n };
}

async function auditEntries(action: string) {
  return server.database.db
    .select()
    .from(operatorActions)
    .where(eq(operatorActions.action, action));
}

describe('/api/admin/operators', () => {
  it('adds an operator, e-mails the link that sets their password, audits it and lists them', async () => {
    const email = `new.operator.${Date.now()}@example.ca`;
    const answer = await admin('/api/admin/operators/create', {
      email: email.toUpperCase(),
      fullName: 'Élise Gagnon',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `Added ${email} as an operator; they have been e-mailed a link to choose their password (valid 7 days).`,
    );
    const mail = await latestMail(server.database.db, email);
    expect(mail?.subject).toBe('Your MapleShine operator account');
    expect(mail?.textBody).toContain('Morgan Ouellette has made you an operator');

    const [entry] = (await auditEntries('operator.create')).filter(
      (row) => row.subjectId === email,
    );
    expect(entry).toMatchObject({
      subjectType: 'operator',
      before: null,
      after: { email, fullName: 'Élise Gagnon' },
    });

    const listed = await admin<Page<OperatorRow>>('/api/admin/operators/list', {});
    expect(listed.body.data?.items[0]).toMatchObject({
      email,
      fullName: 'Élise Gagnon',
      lastSignInAt: null,
    });

    const code = await codeFromMail(server.database.db, email, '/reset-password');
    const password = 'Operator-Console-2026';
    const reset = await call(server.app, '/api/auth/reset-password', {
      vUniqueCode: code,
      vPassword: password,
      vConfirmPassword: password,
    });
    expect(reset.status).toBe(200);
    const session = await logIn(server.app, email, password);
    expect(session.data).toHaveProperty('vOperatorUniqueCode', expect.stringMatching(/^opr_/));
    const relisted = await admin<Page<OperatorRow>>('/api/admin/operators/list', {});
    const row = relisted.body.data?.items.find((item) => item.email === email);
    expect(row?.lastSignInAt).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('refuses an e-mail that already has an account with 409, writing nothing', async () => {
    const before = await counts();
    const answer = await admin('/api/admin/operators/create', { email: DEMO_CUSTOMER_EMAIL });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      `${DEMO_CUSTOMER_EMAIL} already has an account; an operator needs an account of their own.`,
    );
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Invalid Email Format.'],
    [{ email: '' }, 'Email is Required.'],
    [{ email: 'a@b.ca', fullName: 'x'.repeat(101) }, 'Please keep the name under 100 characters.'],
  ])('answers 400 to %j with "%s", writing nothing', async (body, message) => {
    const before = await counts();
    // Refused by the contract before any code is looked at.
    const answer = await admin('/api/admin/operators/create', { ...body, code: '000000' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('lists the demo operator, paged', async () => {
    const answer = await admin<Page<OperatorRow>>('/api/admin/operators/list', { perPage: 100 });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.items.map((item) => item.email)).toContain(DEMO_OPERATOR_EMAIL);
    const bad = await admin('/api/admin/operators/list', { perPage: 101 });
    expect(bad.status).toBe(400);
  });
});

describe('/api/admin/system', () => {
  async function failedMailTo(to: string) {
    const [row] = await server.database.db
      .insert(outbox)
      .values({
        toAddress: to,
        subject: 'Activate your MapleShine account',
        textBody: 'Hi',
        status: 'failed',
        attempts: 9,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      })
      .returning({ id: outbox.id });
    return row?.id ?? 0;
  }

  it('counts e-mails by status and names every queue, with no failed job on a fresh database', async () => {
    await failedMailTo('counted@example.ca');
    const answer = await admin<{
      queues: { queue: string }[];
      mail: { failed: number };
      failedJobs: unknown[];
    }>('/api/admin/system/status', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data?.queues.map((queue) => queue.queue).sort()).toEqual([
      'bookings.unaccepted',
      'cleaners.check-expiries',
      'jobs.digest',
      'mail.deliver',
      'mail.sweep',
      'marketing.book-again',
      'news.reminders',
      'news.untold',
      'payments.authorize-due',
      'payouts.transfer',
      'plans.visits',
      'privacy.export',
      'privacy.retention',
    ]);
    expect(answer.body.data?.mail.failed).toBeGreaterThanOrEqual(1);
    expect(answer.body.data?.failedJobs).toEqual([]);
  });

  it('lists a failed e-mail with its last error and sends it again, audited', async () => {
    const id = await failedMailTo('retry.me@example.ca');
    const listed = await admin<Page<FailedMail & { lastError: string }>>(
      '/api/admin/system/failed-mail',
      {},
    );
    expect(listed.body.data?.items[0]).toMatchObject({
      id,
      toAddress: 'retry.me@example.ca',
      attempts: 9,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });

    const answer = await admin('/api/admin/system/retry-mail', { id });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(
      `E-mail #${id} to retry.me@example.ca will be sent again within a minute.`,
    );
    const [row] = await server.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, queuedAt: null });
    const [entry] = (await auditEntries('mail.retry')).filter(
      (audit) => audit.subjectId === String(id),
    );
    expect(entry).toMatchObject({
      subjectType: 'email',
      before: { status: 'failed', attempts: 9, lastError: 'connect ECONNREFUSED 127.0.0.1:25' },
      after: { status: 'pending', attempts: 0 },
    });
    const relisted = await admin<Page<FailedMail>>('/api/admin/system/failed-mail', {});
    expect(relisted.body.data?.items.map((item) => item.id)).not.toContain(id);

    // A French operator reads it in French (decision 114).
    const again = await failedMailTo('encore@example.ca');
    const french = await call(
      server.app,
      '/api/admin/system/retry-mail',
      { id: again },
      { cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(french.body.message).toBe(
      `Le courriel nº\u00a0${again} à encore@example.ca sera renvoyé d’ici une minute.`,
    );
  });

  it('answers 404 for an unknown e-mail and 409 for one that has not failed, writing nothing', async () => {
    const before = await counts();
    const unknown = await admin('/api/admin/system/retry-mail', { id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No e-mail #999999.');

    const [pending] = await server.database.db
      .insert(outbox)
      .values({ toAddress: 'waiting@example.ca', subject: 'S', textBody: 'T' })
      .returning({ id: outbox.id });
    const id = pending?.id ?? 0;
    const notFailed = await admin('/api/admin/system/retry-mail', { id });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.message).toBe(
      `E-mail #${id} is still waiting to be sent; only a failed e-mail can be sent again.`,
    );
    const after = await counts();
    expect(after).toEqual({ ...before, mail: (before.mail ?? 0) + 1 });
  });

  it.each([{ id: 0 }, { id: 'seven' }, {}])('answers 400 to retry-mail %j', async (body) => {
    const answer = await admin('/api/admin/system/retry-mail', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});

describe('/api/admin/site-speed', () => {
  it('shows each day and route with its metrics side by side, rated in words, over 30 days', async () => {
    const { db } = server.database;
    const now = Date.now();
    const today = new Date(now);
    const day = (offset: number) => new Date(now - offset * 24 * 60 * 60 * 1000);
    await insertVitalSamples(
      db,
      [
        { route: '/faq', metric: 'TTFB', value: 900, rating: 'needs-improvement' },
        { route: '/faq', metric: 'LCP', value: 1200, rating: 'good' },
        { route: '/faq', metric: 'CLS', value: 0.3, rating: 'poor' },
      ],
      today,
    );
    await insertVitalSamples(
      db,
      [{ route: '/faq', metric: 'LCP', value: 5000, rating: 'poor' }],
      day(1),
    );
    await insertVitalSamples(
      db,
      [{ route: '/old', metric: 'LCP', value: 100, rating: 'good' }],
      day(31),
    );

    const answer = await admin<Page<SiteSpeedRow>>('/api/admin/site-speed', {});
    expect(answer.status).toBe(200);
    const items = answer.body.data?.items ?? [];
    expect(items.map((item) => item.route)).toEqual(['/faq', '/faq']);
    expect(items[0]?.day).toBe(today.toISOString().slice(0, 10));
    expect(items[0]?.metrics).toEqual([
      { metric: 'LCP', p75: 1200, rating: 'good', samples: 1 },
      { metric: 'CLS', p75: 0.3, rating: 'poor', samples: 1 },
      { metric: 'TTFB', p75: 900, rating: 'needs-improvement', samples: 1 },
    ]);
    expect(items[1]?.metrics).toEqual([{ metric: 'LCP', p75: 5000, rating: 'poor', samples: 1 }]);
    // Reading deletes nothing: the 31-day-old sample is only left out.
    const [kept] = await db
      .select({ n: count() })
      .from(webVitalSamples)
      .where(eq(webVitalSamples.route, '/old'));
    expect(kept?.n).toBe(1);
  });

  it('answers 400 to a page out of range', async () => {
    const answer = await admin('/api/admin/site-speed', { page: 0 });
    expect(answer.status).toBe(400);
  });
});

describe('/dev/outbox/fail (how the UI and e2e tests reach "Send again" without SMTP)', () => {
  it('is not there when development tools are off (the default)', async () => {
    const answer = await call(server.app, '/dev/outbox/fail', { to: DEMO_CUSTOMER_EMAIL });
    expect(answer.status).toBe(404);
  });

  it('marks the newest e-mail to an address failed, and refuses a body without `to`', async () => {
    const dev = await startTestApp({ devTools: true });
    try {
      const { db } = dev.database;
      await db.insert(outbox).values({ toAddress: 'hook@example.ca', subject: 'S', textBody: 'T' });
      expect((await call(dev.app, '/dev/outbox/fail', {})).status).toBe(400);
      expect((await call(dev.app, '/dev/outbox/fail', { to: 'nobody@example.ca' })).status).toBe(
        404,
      );
      const answer = await call<{ id: number }>(dev.app, '/dev/outbox/fail', {
        to: 'hook@example.ca',
      });
      expect(answer.status).toBe(200);
      const [row] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.id, answer.body.data?.id ?? 0));
      expect(row).toMatchObject({
        status: 'failed',
        lastError: '550 Mailbox unavailable (simulated in development)',
      });
    } finally {
      await dev.close();
    }
  });
});
