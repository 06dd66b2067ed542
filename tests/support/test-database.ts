import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';

/** `url`: the PostgreSQL database's own URL, for other processes (none on PGlite). */
export type TestDatabase = OpenDatabase & { label: string; url?: string };

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
    url: url.toString(),
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Drops a test database once its pool's connections have really gone. pool.end() resolves
 * before the server has seen every connection close; forcing the drop at once would terminate
 * them under the client (an unhandled 57P01 in the test run), so wait for them first.
 */
async function dropDatabase(adminUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await cleanup.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await cleanup.end();
  }
}
