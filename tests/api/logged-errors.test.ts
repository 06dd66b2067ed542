import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
