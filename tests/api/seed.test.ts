import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { cities, services } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

describe('the first-start seed', () => {
  it('does not run again on a database that was seeded', async () => {
    const { db } = server.database;
    expect(await seedOnFirstStart(db)).toBe(false);
    expect((await db.select({ n: count() }).from(cities))[0]!.n).toBe(8);
    expect((await db.select({ n: count() }).from(services))[0]!.n).toBe(5);
  });
});
