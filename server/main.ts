import path from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { projectRoot } from './project-root.ts';
import { seedOnFirstStart } from './db/seed/seed.ts';
import { firstOperatorOnStart } from './first-operator-on-start.ts';
import { startMetricsServer, createMetrics } from './platform/metrics.ts';
import { systemClock } from './platform/clock.ts';
import { smtpMailer } from './platform/mail/smtp-mailer.ts';
import { paymentGateway } from './payments/index.ts';
import { payoutGateway } from './payouts/index.ts';
import { fileStorage } from './platform/storage/choose-storage.ts';
import { staleTimeZoneDataWarning } from './platform/time-zone-data.ts';
import { taxDataKeys } from './tax-reporting/index.ts';

async function start() {
  const config = readServerConfig();
  // Stale time-zone data places some provinces' bookings an hour off (decision 137): said, not refused.
  const staleTimeZones = staleTimeZoneDataWarning();
  if (staleTimeZones) console.warn(staleTimeZones);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  if (await seedOnFirstStart(database.db, { demoAccounts: config.demoAccounts })) {
    console.log('Seeded a new database.');
  }
  const firstOperator = await firstOperatorOnStart(
    { db: database.db, clock: systemClock },
    { email: config.firstOperatorEmail, dataDir: config.dataDir, publicUrl: config.publicUrl },
  );
  for (const line of firstOperator) console.log(line);

  const payments = paymentGateway(config, systemClock, (problem) => console.error(problem));
  const payouts = payoutGateway(config, (problem) => console.error(problem));
  const storage = fileStorage(config);
  // A key file per machine would seal records other servers of one PostgreSQL cannot open.
  const taxKeys = taxDataKeys({
    key: config.taxDataKey,
    previousKeys: config.taxDataPreviousKeys,
    dataDir: config.dataDir,
    sharedDatabase: database.kind === 'postgres' && !config.devTools,
  });
  const metrics = createMetrics({
    db: database.db,
    pool: database.poolStats,
    processMetrics: true,
  });
  const app = await buildApp({
    db: database.db,
    changes: database.changes,
    webRoot: path.join(projectRoot, 'dist'),
    logLevel: config.logLevel,
    publicUrl: config.publicUrl,
    storage,
    // Background jobs on pg-boss in every server; each job runs on one of them (decision 051).
    jobQueue: {
      connection: database.queueConnection,
      mailTransport: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined,
    },
    payments: payments.gateway,
    payouts: payouts.gateway,
    captcha: config.captcha,
    devTools: config.devTools,
    // Development only: the end-to-end servers, whose every spec calls from 127.0.0.1, take
    // E2E_RATE_LIMIT_FACTOR times each limit (playwright.config.ts); a real server never does.
    rateLimitFactor: config.devTools ? Number(process.env.E2E_RATE_LIMIT_FACTOR ?? 1) || 1 : 1,
    demoBanner: config.demoBanner,
    uiWaitsMs: config.uiWaitsMs,
    thirdParties: config.thirdParties,
    trustProxy: config.trustProxy,
    metrics,
    receiptIssuer: config.receiptIssuer,
    taxKeys,
    // On a port of their own the metrics are not also served beside the app.
    metricsToken: config.metrics.port === undefined ? config.metrics.token : undefined,
  });

  let metricsServer: Server | undefined;
  // SIGTERM/SIGINT (and a crash): app.close() stops accepting connections, answers requests
  // still in flight, then runs the app's onClose hooks (background work registers its stop
  // there); the database closes last. A second signal, or SHUTDOWN_TIMEOUT_MS, exits at once.
  closeWithGrace(
    { delay: config.shutdownTimeoutMs, logger: { error: (message) => console.error(message) } },
    async ({ signal, err }) => {
      if (err) console.error(err);
      else console.log(`${signal ?? 'Exit'} received, shutting down.`);
      await app.close();
      await new Promise<void>((resolve) => {
        if (metricsServer) metricsServer.close(() => resolve());
        else resolve();
      });
      await database.close();
      console.log('Shut down cleanly.');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  const store = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`MapleShine is running at ${config.publicUrl} (database: ${store}).`);
  console.log(`Card payments: ${payments.description}.`);
  console.log(`Cleaner payouts: ${payouts.description}.`);
  console.log(`Uploads: ${storage.description}.`);
  console.log(`Tax details' key: ${taxKeys.description}.`);
  if (config.metrics.port !== undefined) {
    metricsServer = await startMetricsServer({
      port: config.metrics.port,
      host: config.host,
      metrics,
      token: config.metrics.token,
    });
    const { address } = metricsServer.address() as AddressInfo;
    console.log(`Metrics at http://${address}:${config.metrics.port}/metrics.`);
  } else if (config.metrics.token) {
    console.log('Metrics at /metrics for the bearer of METRICS_TOKEN.');
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
