import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, readServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { projectRoot } from './project-root.ts';
import { seedOnFirstStart } from './db/seed/seed.ts';
import { systemClock } from './services/clock.ts';
import { smtpMailer } from './services/mail/smtp-mailer.ts';
import { paymentGateway } from './services/payments/choose-gateway.ts';
import { localFileStorage } from './services/storage/file-storage.ts';

async function start() {
  const config = readServerConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  if (await seedOnFirstStart(database.db, { demoAccounts: config.demoAccounts })) {
    console.log('Seeded a new database.');
  }

  const payments = paymentGateway(config, systemClock, (problem) => console.error(problem));
  const app = await buildApp({
    db: database.db,
    changes: database.changes,
    webRoot: path.join(projectRoot, 'dist'),
    logLevel: config.logLevel,
    publicUrl: config.publicUrl,
    storage: localFileStorage(path.join(config.dataDir, 'uploads')),
    // Background jobs on pg-boss in every server; each job runs on one of them (decision 051).
    jobQueue: {
      connection: database.queueConnection,
      mailTransport: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : undefined,
    },
    payments: payments.gateway,
    captcha: config.captcha,
    devTools: config.devTools,
    thirdParties: config.thirdParties,
    trustProxy: config.trustProxy,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down.`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const store = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  console.log(`MapleShine is running at ${config.publicUrl} (database: ${store}).`);
  console.log(`Card payments: ${payments.description}.`);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
