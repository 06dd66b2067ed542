import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';

/**
 * The migrated, seeded database every PostgreSQL test database is copied from
 * (CREATE DATABASE … TEMPLATE), made once per run by a project's global setup: the migrations
 * and the seed run once, not once per test file. Connections to it are refused once it is
 * made: a copy fails while anyone is connected to its template.
 */
export async function createTemplateDatabase(
  adminUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `mapleshine_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await seedOnFirstStart(database.db);
    } finally {
      await database.close();
    }
    await untilUnused(admin, name);
    await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  } catch (error) {
    await admin.end();
    await dropDatabase(adminUrl, name);
    throw error;
  }
  await admin.end();
  return { name, drop: () => dropDatabase(adminUrl, name) };
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until no connection to database `name` is left. pool.end() resolves before the server
 * has seen every connection close, and both DROP DATABASE and CREATE DATABASE … TEMPLATE need the
 * database left alone.
 */
async function untilUnused(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Connections to database ${name} were still open after 5 s.`);
}

/**
 * Drops a database once its pool's connections have really gone: forcing the drop at once would
 * terminate them under the client (an unhandled 57P01 in the test run).
 */
export async function dropDatabase(adminUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    await untilUnused(cleanup, name).catch(() => undefined);
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await cleanup.end();
  }
}
