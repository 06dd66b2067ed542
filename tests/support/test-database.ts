import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';

export type TestDatabase = OpenDatabase & { label: string };

/**
 * A fresh, seeded database for one test file: PGlite from the prepared snapshot, or — when
 * TEST_DATABASE_URL is set by scripts/with-postgres.sh — a new database on that PostgreSQL,
 * dropped again on close.
 */
export async function createTestDatabase(pgliteSnapshotPath: string): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = new Blob([await readFile(pgliteSnapshotPath)]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot });
    return { ...database, label: 'PGlite' };
  }

  const name = `mapleshine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedOnFirstStart(database.db);
  return {
    ...database,
    label: 'PostgreSQL',
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
