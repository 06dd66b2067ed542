import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToOutbox,
  claimMailAttempt,
  markMailAttemptFailed,
  markMailSent,
} from '#server/db/shared-queries/outbox.ts';
import { outbox } from '#server/db/schema.ts';
import { desc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let dev: TestApp;
beforeAll(async () => {
  dev = await startTestApp({ devTools: true });
});
afterAll(() => dev.close());

/** Writes one e-mail as a change would and returns its id. */
async function mail(subject: string) {
  const db = dev.database.db;
  await addToOutbox(db, { to: 'status@example.ca', subject, text: 'Hello.' });
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.subject, subject))
    .orderBy(desc(outbox.id));
  if (!row) throw new Error('mail not written');
  return row.id;
}

/** The article of the /dev/outbox page about the e-mail with this subject. */
async function articleAbout(subject: string) {
  const response = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(response.statusCode).toBe(200);
  return response.body
    .split('<article>')
    .find((article) => article.includes(`<h2>${subject}</h2>`));
}

describe('/dev/outbox delivery status', () => {
  it('shows a new e-mail as pending', async () => {
    await mail('Waiting in the outbox');

    expect(await articleAbout('Waiting in the outbox')).toContain(
      '<p class="status pending"><strong>Status:</strong> pending.</p>',
    );
  });

  it('shows a sent e-mail as sent, with when', async () => {
    const id = await mail('Sent by SMTP');
    await claimMailAttempt(dev.database.db, id);
    await markMailSent(dev.database.db, id, new Date('2026-11-24T15:30:00Z'));

    expect(await articleAbout('Sent by SMTP')).toContain(
      '<p class="status sent"><strong>Status:</strong> sent on 2026-11-24T15:30:00.000Z.</p>',
    );
  });

  it('shows a pending e-mail whose attempt failed with its attempts and last error', async () => {
    const id = await mail('Retried later');
    await claimMailAttempt(dev.database.db, id);
    await markMailAttemptFailed(dev.database.db, id, 'connect ECONNREFUSED 127.0.0.1:2525', false);

    expect(await articleAbout('Retried later')).toContain(
      '<strong>Status:</strong> pending, 1 attempt so far. Last error: connect ECONNREFUSED 127.0.0.1:2525</p>',
    );
  });

  it('shows a failed e-mail with its attempts and last error, escaped', async () => {
    const id = await mail('Given up');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await claimMailAttempt(dev.database.db, id);
      await markMailAttemptFailed(
        dev.database.db,
        id,
        '550 <b>mailbox</b> unavailable',
        attempt === 3,
      );
    }

    const article = await articleAbout('Given up');

    expect(article).toContain(
      '<p class="status failed"><strong>Status:</strong> failed after 3 attempts. Last error: 550 &#60;b&#62;mailbox&#60;/b&#62; unavailable</p>',
    );
    expect(article).not.toContain('<b>');
  });
});
