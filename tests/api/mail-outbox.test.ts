import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { failedMail, retryFailedMail } from '#server/db/shared-queries/outbox.ts';
import { outbox, users } from '#server/db/schema.ts';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer.ts';
import { queueNames } from '#server/platform/queue/job-queue.ts';
import { call } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const ACTIVATION_SUBJECT = 'Activate your MapleShine account';

/** An SMTP server the test turns off and on: while down, every send fails as nodemailer's would. */
function switchableSmtp() {
  const state = { up: true, sent: [] as MailMessage[] };
  const transport: Mailer = {
    async send(message) {
      if (!state.up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      state.sent.push(message);
    },
  };
  return { state, transport };
}

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function startWithSmtp(transport: Mailer, retries: number) {
  server = await startTestApp(
    {},
    { mailTransport: transport, mailRetry: { limit: retries, delaySeconds: 1 } },
  );
  return server;
}

let people = 0;
async function register(app: TestApp['app']) {
  people += 1;
  const email = `outbox.${Date.now()}.${people}@example.ca`;
  const answer = await call(app, '/api/auth/register', {
    vFirstName: 'Nora',
    vLastName: 'Fraser',
    vEmail: email,
    vMobile: '6045550123',
    vPassword: 'Granville-Island-Ferry-9',
  });
  return { email, answer };
}

async function mailTo(app: TestApp, email: string) {
  const rows = await app.database.db.select().from(outbox).where(eq(outbox.toAddress, email));
  return rows;
}

describe('e-mail through the outbox and the job queue', { timeout: 90_000 }, () => {
  it('sends a committed change’s e-mail once, and marks it sent', async () => {
    const smtp = switchableSmtp();
    const app = await startWithSmtp(smtp.transport, 3);
    const { email, answer } = await register(app.app);
    expect(answer.status).toBe(200);

    await expect
      .poll(async () => (await mailTo(app, email))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    const [row] = await mailTo(app, email);
    expect(row).toMatchObject({ subject: ACTIVATION_SUBJECT, attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(smtp.state.sent.filter((message) => message.to === email)).toHaveLength(1);
    expect(smtp.state.sent[0]?.subject).toBe(ACTIVATION_SUBJECT);
  });

  it('keeps the e-mail in the outbox while SMTP is down and sends it when SMTP is back', async () => {
    const smtp = switchableSmtp();
    smtp.state.up = false;
    const app = await startWithSmtp(smtp.transport, 10);
    const { email, answer } = await register(app.app);
    // The registration itself succeeds: a mail server that is down is not the visitor's problem.
    expect(answer.status).toBe(200);

    await expect
      .poll(async () => (await mailTo(app, email))[0]?.attempts ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    const [waiting] = await mailTo(app, email);
    expect(waiting).toMatchObject({
      status: 'pending',
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(smtp.state.sent).toHaveLength(0);

    smtp.state.up = true;
    await expect
      .poll(async () => (await mailTo(app, email))[0]?.status, { timeout: 20_000 })
      .toBe('sent');
    expect(smtp.state.sent.filter((message) => message.to === email)).toHaveLength(1);
    expect((await mailTo(app, email))[0]?.lastError).toBeNull();
  });

  it('marks an e-mail failed with its last error once its retries are spent, and sends it on retry-mail', async () => {
    const smtp = switchableSmtp();
    smtp.state.up = false;
    const app = await startWithSmtp(smtp.transport, 1);
    const { email } = await register(app.app);

    await expect
      .poll(async () => (await mailTo(app, email))[0]?.status, { timeout: 15_000 })
      .toBe('failed');
    const [row] = await mailTo(app, email);
    expect(row?.attempts).toBe(2);
    const failures = await failedMail(app.database.db);
    expect(failures).toEqual([
      expect.objectContaining({
        id: row?.id,
        toAddress: email,
        subject: ACTIVATION_SUBJECT,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
    ]);
    const queue = app.app.jobQueue;
    expect((await queue?.stats())?.queues[queueNames.deliverMail]?.failed).toBe(1);
    expect((await queue?.stats())?.mail.failed).toBe(1);

    smtp.state.up = true;
    expect(await retryFailedMail(app.database.db, row?.id ?? 0)).toBe(true);
    await queue?.sweepMail();
    await expect
      .poll(async () => (await mailTo(app, email))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    expect(smtp.state.sent).toHaveLength(1);
    expect(await failedMail(app.database.db)).toEqual([]);
  });

  it('writes no e-mail when the change it reports is rolled back', async () => {
    const smtp = switchableSmtp();
    const app = await startWithSmtp(smtp.transport, 3);
    const { db } = app.database;
    // The registration's transaction fails at its very end (at commit), after the e-mail was
    // written in it: as if the database had gone away just then.
    await db.execute(sql`
      create function fail_at_commit() returns trigger language plpgsql as $$
      begin raise exception 'the disk is full'; end $$`);
    await db.execute(sql`
      create constraint trigger registration_fails_at_commit after insert on account_tokens
      deferrable initially deferred for each row execute function fail_at_commit()`);

    const { email, answer } = await register(app.app);
    expect(answer.status).toBe(500);
    await app.app.jobQueue?.sweepMail();

    expect(await mailTo(app, email)).toEqual([]);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(smtp.state.sent).toHaveLength(0);
  });
});
