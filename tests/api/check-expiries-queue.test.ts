import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundChecks, contractors } from '#server/db/schema.ts';
import { manualClock } from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The background checks' queued job (decision 134): a requested run pauses a cleaner whose check
// expired today in their city, as the hourly schedule does.

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock }, {});
});
afterAll(() => server.close());

describe("the check expiries' queued job", () => {
  it('pauses a cleaner whose check expires today when a run is requested', async () => {
    const db = server.database.db;
    const cleaner = await newContractor(server.app, db, { city: 'Ottawa', logIn: false });
    await db.insert(backgroundChecks).values({
      contractorId: cleaner.id,
      provider: 'in person',
      checkedOn: '2025-11-22',
      result: 'clear',
      expiresOn: '2026-11-22',
    });
    const jobs = server.app.jobQueue;
    if (!jobs) throw new Error('the test app has no job queue');

    await jobs.requestCheckExpiries();

    await expect
      .poll(
        async () => {
          const [row] = await db
            .select({ reason: contractors.pauseReason })
            .from(contractors)
            .where(eq(contractors.id, cleaner.id));
          return row?.reason ?? null;
        },
        { timeout: 15_000 },
      )
      .toBe('checkExpired');
  });
});
