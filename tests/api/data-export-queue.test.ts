import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports } from '#server/db/schema.ts';
import { call, manualClock, newActiveCustomer } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The data exports' queued job (decision 138): a request asks the queue for a run, which builds
// the archive without waiting for the minute's schedule.

const clock = manualClock(new Date('2026-11-30T15:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock }, {});
});
afterAll(() => server.close());

describe("the data exports' queued job", () => {
  it('builds an archive as soon as it is asked for', async () => {
    const db = server.database.db;
    const customer = await newActiveCustomer(server.app, db);
    const asked = await call<{ aExports: { iExportId: number }[] }>(
      server.app,
      '/api/account/data-exports/request',
      {},
      { cookie: customer.cookie },
    );
    expect(asked.status).toBe(201);
    const id = asked.body.data?.aExports[0]?.iExportId ?? 0;
    await expect
      .poll(
        async () => {
          const [row] = await db
            .select({ status: dataExports.status })
            .from(dataExports)
            .where(eq(dataExports.id, id));
          return row?.status ?? null;
        },
        { timeout: 15_000 },
      )
      .toBe('ready');
  });
});
