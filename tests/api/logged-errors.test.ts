import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storableError } from '#server/db/errors.ts';
import { postJson, startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

describe('a failed query in the log', () => {
  it('keeps the statement and the code, never the values sent with it', async () => {
    const email = 'private.person@example.ca';
    const logged = vi.spyOn(server.app.log, 'error');
    // A table gone from under the app: the login's look-up of the e-mail fails in the database.
    await server.database.db.execute(sql`ALTER TABLE users RENAME TO users_elsewhere`);
    try {
      const answer = await postJson(server.app, '/api/auth/login', {
        vEmail: email,
        vPassword: 'Aurora-Borealis-88',
      });
      expect(answer.status).toBe(500);
      expect(answer.body.message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await server.database.db.execute(sql`ALTER TABLE users_elsewhere RENAME TO users`);
    }

    const lines = logged.mock.calls.filter(([, message]) => message === 'request failed');
    expect(lines).toHaveLength(1);
    const [fields] = lines[0] ?? [];
    const written = JSON.stringify(fields);
    expect(written).not.toContain(email);
    expect(written).not.toContain('params');
    expect(fields).toMatchObject({
      err: { code: '42P01', message: expect.stringMatching(/^Failed query: select .*"users"/i) },
      url: '/api/auth/login',
    });
    logged.mockRestore();
  });
});

describe('every error written to the log', () => {
  const lines: string[] = [];
  let logged: TestApp;
  // Whoever sends it, a row with this address is refused by a check: PostgreSQL's detail then
  // repeats the whole row ("Failing row contains (…)"), and the parameters carry it too.
  const sender = 'refused.sender@example.ca';
  const name = 'Philippa Quennevilleau';

  beforeAll(async () => {
    logged = await startTestApp({
      logLevel: 'error',
      logStream: { write: (line) => lines.push(line) },
    });
    await logged.database.db.execute(
      sql`ALTER TABLE contact_messages ADD CONSTRAINT logged_errors_refused
          CHECK (email NOT LIKE 'refused.%') NOT VALID`,
    );
  });
  afterAll(async () => {
    await logged.close();
  });

  /** The lines written since `from`, parsed, each with the error it carries. */
  function writtenSince(from: number) {
    return lines
      .slice(from)
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> });
  }

  function expectNoValues(text: string) {
    expect(text).not.toContain(sender);
    expect(text).not.toContain(name);
    expect(text).not.toMatch(/params|Failing row|detail/i);
  }

  /** A refused insert, as Drizzle raises it and as the driver does on its own (pg-boss's way). */
  async function refusedInserts(): Promise<{ drizzle: unknown; driver: unknown }> {
    const insert =
      'INSERT INTO contact_messages (name, email, mobile, message) VALUES ($1, $2, $3, $4)';
    const values = [name, sender, '6135550110', 'Hello'];
    const drizzle = await logged.database.db
      .execute(
        sql`INSERT INTO contact_messages (name, email, mobile, message)
                   VALUES (${name}, ${sender}, ${'6135550110'}, ${'Hello'})`,
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const { queueConnection } = logged.database;
    let driver: unknown;
    if (queueConnection.db) {
      driver = await queueConnection.db.executeSql(insert, values).then(
        () => undefined,
        (error: unknown) => error,
      );
    } else {
      const client = new pg.Client({ connectionString: queueConnection.connectionString });
      await client.connect();
      driver = await client.query(insert, values).then(
        () => undefined,
        (error: unknown) => error,
      );
      await client.end();
    }
    return { drizzle, driver };
  }

  it("keeps a request's refused row out of its failure's line", async () => {
    const from = lines.length;
    const answer = await postJson(logged.app, '/api/contact_us/create', {
      vName: name,
      vEmail: sender,
      vMobile: '6135550110',
      tMessage: 'Do you clean condos in Kanata on weekends?',
    });
    expect(answer.status).toBe(500);

    const written = writtenSince(from);
    expect(written.map((line) => line.msg)).toEqual(['request failed']);
    expect(written[0]?.err).toMatchObject({
      code: '23514',
      constraint: 'logged_errors_refused',
      message: expect.stringMatching(/^Failed query: insert into "contact_messages"/),
    });
    expectNoValues(lines.slice(from).join('\n'));
  });

  it('keeps the values out of what a background job logs, wrapped or not', async () => {
    const { drizzle, driver } = await refusedInserts();
    expect(drizzle).toBeInstanceOf(Error);
    expect(driver).toBeInstanceOf(Error);
    const from = lines.length;
    // As the job queue logs its failures (app.ts): the app's logger, whatever the error.
    logged.app.log.error({ err: drizzle }, 'Could not queue the outbox e-mails.');
    logged.app.log.error({ err: driver }, 'The job queue failed.');
    logged.app.log.error(
      { err: new Error('No hold placed for booking 7.', { cause: drizzle }) },
      'Could not place the hold on the saved card of booking 7.',
    );

    const written = writtenSince(from);
    expect(written).toHaveLength(3);
    const [direct, raw, wrapped] = written;
    expect(direct?.err).toMatchObject({ code: '23514', constraint: 'logged_errors_refused' });
    expect(raw?.err).toMatchObject({ code: '23514', constraint: 'logged_errors_refused' });
    expect(wrapped?.err).toMatchObject({
      message: 'No hold placed for booking 7.',
      cause: { code: '23514', constraint: 'logged_errors_refused' },
    });
    expectNoValues(lines.slice(from).join('\n'));
  });

  it("keeps the values out of a failed job's error as the queue stores it, and other errors as they are", async () => {
    const { drizzle, driver } = await refusedInserts();
    for (const refused of [drizzle, driver, new Error('No hold placed.', { cause: drizzle })]) {
      const stored = storableError(refused);
      expect(stored).toBeInstanceOf(Error);
      const { message, stack } = stored as Error;
      expectNoValues(JSON.stringify({ message, stack, ...(stored as object) }));
    }
    expect((storableError(drizzle) as Error).message).toMatch(
      /^Failed query: insert into "?contact_messages/i,
    );
    const smtp = new Error('SMTP said no.');
    expect(storableError(smtp)).toBe(smtp);
  });

  it('logs any other error whole', () => {
    const from = lines.length;
    logged.app.log.error(
      { err: Object.assign(new Error('SMTP said no.'), { responseCode: 554 }) },
      'x',
    );
    expect(writtenSince(from)[0]?.err).toMatchObject({
      type: 'Error',
      message: 'SMTP said no.',
      responseCode: 554,
      stack: expect.stringMatching(/^Error: SMTP said no\.\n\s+at /),
    });
  });
});
