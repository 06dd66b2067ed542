import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '#server/app.ts';
import type { JobQueueOptions } from '#server/platform/queue/job-queue.ts';
import { watchedFeed } from './announcements.ts';
import { recordContractTraffic } from './contract-traffic.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** Resolves once the server has heard of every write committed so far. */
  announced: () => Promise<void>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /**
   * Each request first waits until the server has heard of every write committed before it
   * (`announced`), as a user's next click would. Off for a test of the announcements themselves,
   * which must see what is kept before they arrive.
   */
  announcedBeforeEachRequest?: boolean;
};

/**
 * The real server (buildApp) on a fresh seeded database, for API tests through app.inject().
 * `overrides` replace dependencies such as the clock or PUBLIC_URL; `jobQueue` starts the
 * background jobs on that database, polling fast.
 */
export async function startTestApp(
  overrides: Omit<AppDependencies, 'db' | 'jobQueue'> = {},
  jobQueue?: Omit<JobQueueOptions, 'connection'>,
  { announcedBeforeEachRequest = true }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const watched = watchedFeed(database.changes, database.db);
  const app = await buildApp({
    // The database's change feed, as the server runs: caches on (decision 064).
    changes: watched.feed,
    // No waiting out the even answers' floor: even-answer.test.ts proves it on its own.
    evenAnswerMs: 0,
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
  // For `npm test`'s check of every answer against openapi.yaml (decision 091).
  recordContractTraffic(app);
  if (announcedBeforeEachRequest) {
    app.addHook('onRequest', async () => {
      await watched.delivered();
    });
  }
  await app.ready();
  return {
    app,
    database,
    announced: watched.delivered,
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
