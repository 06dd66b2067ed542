import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '#server/db/database.ts';
import { databaseUrl, dropDatabase } from './postgres-template.ts';

/** `url`: the PostgreSQL database's own URL, for other processes (none on PGlite). */
export type TestDatabase = OpenDatabase & { label: string; url?: string };

/**
 * A fresh, seeded database for one test file: PGlite from the snapshot the project's global
 * setup prepared, or — when TEST_DATABASE_URL is set by scripts/with-postgres.sh — a new database
 * on that PostgreSQL copied from the migrated, seeded template the global setup made
 * (tests/support/postgres-template.ts), dropped again on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshotPath'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: snapshot });
    return { ...database, label: 'PGlite' };
  }

  const template = inject('postgresTemplate');
  if (!template) {
    throw new Error(
      "No PostgreSQL template database: the project's globalSetup must be tests/support/api-global-setup.ts.",
    );
  }
  const name = `mapleshine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }

  const url = databaseUrl(adminUrl, name);
  // Migrating finds nothing to do: a quick check that the copy's migrations table is whole.
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    label: 'PostgreSQL',
    url,
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
