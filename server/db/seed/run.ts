import path from 'node:path';
import { ConfigError, readServerConfig } from '../../config.ts';
import { openDatabase } from '../database.ts';
import { reseedSiteContent, seedOnFirstStart } from './seed.ts';

/** `npm run db:seed`: seeds a new database, or re-seeds the site content of an existing one. */
async function main() {
  const config = readServerConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    if (await seedOnFirstStart(database.db, { demoAccounts: config.demoAccounts })) {
      console.log('Seeded a new database.');
    } else {
      await reseedSiteContent(database.db);
      console.log('Re-seeded the site content (accounts, bookings and comments kept).');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
