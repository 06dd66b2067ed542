import type { TestProject } from 'vitest/node';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { seedListHistory } from './ui-history.ts';
import { widenDemoCleaners } from './working-hours.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

/** UI tests talk to the real server: one seeded in-memory instance for the whole UI run. */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite' });
  await seedOnFirstStart(database.db);
  // UI tests book "within the hour" of the real clock, at any hour: the demo cleaners work
  // around the clock here, as every cleaner did before working hours (decision 044).
  await widenDemoCleaners(database.db);
  await seedListHistory(database.db);
  // devTools: the /dev/outbox page, so account tests can follow the links the mail carries.
  // Every UI test calls from 127.0.0.1, so the per-IP limits get room for the whole suite.
  const app = await buildApp({ db: database.db, devTools: true, rateLimitFactor: 10 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('apiUrl', address);
  return async () => {
    await app.close();
    await database.close();
  };
}
