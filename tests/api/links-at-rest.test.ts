import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer.ts';
import { call, codeFromMail } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Issue 38, "Links and personal data at rest": no live account link is kept in the request log
// or, once the e-mail is sent, in the outbox; a server without SMTP (development, the tests and
// the end-to-end journeys) keeps the links in the outbox, where /dev/outbox shows them.

const PUBLIC_URL = 'https://mapleshine.example';
const TOKEN = 'Zq3xV9-live_token_of_43_characters_0123456789';

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

let people = 0;
async function register(app: TestApp) {
  people += 1;
  const email = `links.${Date.now()}.${people}@example.ca`;
  const answer = await call(app.app, '/api/auth/register', {
    vFirstName: 'Maïka',
    vLastName: 'Gagnon',
    vEmail: email,
    vMobile: '4185550170',
    vPassword: 'Chateau-Frontenac-Snow-8',
  });
  expect(answer.status).toBe(200);
  return email;
}

async function mailRows(app: TestApp, email: string) {
  return app.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(outbox.id);
}

describe('the request log', () => {
  it('masks the token of /reset-password/… and /account-activation/… addresses', async () => {
    const lines: string[] = [];
    server = await startTestApp({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(line) },
    });
    const paths = [
      `/reset-password/${TOKEN}`,
      `/account-activation/${TOKEN}?utm_source=mail`,
      `/Reset-Password/${TOKEN}`,
    ];
    for (const path of paths) await server.app.inject({ method: 'GET', url: path });

    const urls = lines
      .map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url)
      .filter((url) => url !== undefined);
    expect(urls).toEqual([
      '/reset-password/[token]',
      '/account-activation/[token]?utm_source=mail',
      '/Reset-Password/[token]',
    ]);
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});

describe('e-mail with an account link', { timeout: 60_000 }, () => {
  it('is sent with its live link and kept with the link masked once sent', async () => {
    const sent: MailMessage[] = [];
    const transport: Mailer = {
      async send(message) {
        sent.push(message);
      },
    };
    server = await startTestApp(
      { publicUrl: PUBLIC_URL },
      { mailTransport: transport, mailRetry: { limit: 2, delaySeconds: 1 } },
    );
    const app = server;
    const email = await register(app);
    await expect
      .poll(async () => (await mailRows(app, email))[0]?.status, { timeout: 10_000 })
      .toBe('sent');

    const activation = sent.find((message) => message.to === email);
    const live = activation?.text.match(/\/account-activation\/([A-Za-z0-9_-]{20,})/)?.[1];
    expect(live).toBeDefined();
    expect((await call(app.app, '/api/auth/activate', { vUniqueCode: live })).status).toBe(200);

    const [kept] = await mailRows(app, email);
    expect(kept?.textBody).toContain(`\n${PUBLIC_URL}/account-activation/[token]\n`);
    expect(kept?.textBody).not.toContain(live);

    // The password reset link the same way.
    expect((await call(app.app, '/api/auth/forgot-password', { vEmail: email })).status).toBe(200);
    await expect
      .poll(async () => (await mailRows(app, email)).map((row) => row.status), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    const reset = sent.filter((message) => message.to === email)[1];
    const resetToken = reset?.text.match(/\/reset-password\/([A-Za-z0-9_-]{20,})/)?.[1];
    expect(resetToken).toBeDefined();
    const [, resetKept] = await mailRows(app, email);
    expect(resetKept?.textBody).toContain(`\n${PUBLIC_URL}/reset-password/[token]\n`);
    expect(resetKept?.textBody).not.toContain(resetToken);
    // What was sent still works: masking the copy ends nothing.
    const checked = await call(app.app, '/api/auth/reset-password/check', {
      vUniqueCode: resetToken,
    });
    expect(checked.status).toBe(200);
  });

  it('keeps the live link in the outbox of a server without SMTP, for /dev/outbox', async () => {
    server = await startTestApp({ publicUrl: PUBLIC_URL, devTools: true });
    const email = await register(server);
    const code = await codeFromMail(server.database.db, email, '/account-activation');
    const page = await server.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain(`${PUBLIC_URL}/account-activation/${code}`);
    expect((await call(server.app, '/api/auth/activate', { vUniqueCode: code })).status).toBe(200);
  });
});
