import { availableParallelism } from 'node:os';
import type { TestProject } from 'vitest/node';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { seedListHistory } from './ui-history.ts';
import { seedUiOperators } from './ui-operators-seed.ts';
import { widenDemoCleaners } from './working-hours.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the files of a worker run one after the other on theirs (ui-api-url.ts). */
    apiUrls: string[];
  }
}

/**
 * UI tests talk to the real server: one seeded in-memory instance per worker, each worker's
 * files one after the other on it as one server used to take the whole run. Files side by side
 * on one server would meet: a dashboard compared with the figures read just before it, while
 * another file pays or completes a job of the same cleaner or the same week.
 */
export default async function setup(project: TestProject) {
  const prepared = await openDatabase({ kind: 'pglite' });
  await seedOnFirstStart(prepared.db);
  // UI tests book "within the hour" of the real clock, at any hour: the demo cleaners work
  // around the clock here, as every cleaner did before working hours (decision 044).
  await widenDemoCleaners(prepared.db);
  await seedListHistory(prepared.db);
  await seedUiOperators(prepared.db);
  const snapshot = await prepared.dump!();
  await prepared.close();

  const servers: { url: string; close: () => Promise<void> }[] = [];
  for (let worker = 0; worker < workerCount(project); worker += 1) {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot });
    // devTools: the /dev/outbox page, so account tests can follow the links the mail carries.
    // Every UI test calls from 127.0.0.1, so the per-IP limits get room for the whole suite.
    const app = await buildApp({ db: database.db, devTools: true, rateLimitFactor: 10 });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    servers.push({ url, close: () => app.close().then(() => database.close()) });
  }
  project.provide(
    'apiUrls',
    servers.map((server) => server.url),
  );
  return async () => {
    for (const server of servers) await server.close();
  };
}

/** How many workers Vitest runs this project's files in, read as Vitest reads it. */
function workerCount(project: TestProject): number {
  return (
    project.config.maxWorkers ||
    project.globalConfig.maxWorkers ||
    Math.max(availableParallelism() - 1, 1)
  );
}
