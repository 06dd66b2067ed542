import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDependencies } from '#server/app.ts';
import type { JobQueueOptions } from '#server/services/queue/job-queue.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

/**
 * The real server (buildApp) on a fresh seeded database, for API tests through app.inject().
 * `overrides` replace dependencies such as the clock or PUBLIC_URL; `jobQueue` starts the
 * background jobs on that database, polling fast.
 */
export async function startTestApp(
  overrides: Omit<AppDependencies, 'db' | 'jobQueue'> = {},
  jobQueue?: Omit<JobQueueOptions, 'connection'>,
): Promise<TestApp> {
  const database = await createTestDatabase(inject('pgliteSnapshotPath'));
  const app = await buildApp({
    // The database's change feed, as the server runs: caches on (decision 064).
    changes: database.changes,
    ...overrides,
    db: database.db,
    ...(jobQueue
      ? {
          jobQueue: {
            connection: database.queueConnection,
            pollingIntervalSeconds: 0.5,
            schedules: false,
            log: () => {},
            ...jobQueue,
          },
        }
      : {}),
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** POSTs JSON to the app and returns the status and parsed envelope. */
export async function postJson(app: FastifyInstance, url: string, body?: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message: string; data?: unknown },
    headers: response.headers,
  };
}
