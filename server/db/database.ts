import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';
import { pgliteQueueConnection, type QueueConnection } from './queue-connection.ts';
import { projectRoot } from '../project-root.ts';

/** One type for both drivers, so every query is written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string };

export type OpenDatabase = {
  db: Database;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
  /** Committed changes announced with NOTIFY (the catalog tables announce theirs). */
  changes: ChangeFeed;
  /** The same database for the job queue (pg-boss), which keeps its tables in schema pgboss. */
  queueConnection: QueueConnection;
  /** Connections right now, for the metrics: pg's pool counts; PGlite is one, in process. */
  poolStats: () => { total: number; idle?: number; waiting?: number };
  /** PGlite only: a snapshot of the whole database, used to start test databases quickly. */
  dump?: () => Promise<Blob | File>;
};

const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePostgres({ client: pool, schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      changes: postgresChangeFeed(target.url),
      // A few connections of its own: the queue polls while requests hold the main pool's.
      queueConnection: { connectionString: target.url, max: 3 },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }

  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: { btree_gist },
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    changes: pgliteChangeFeed(client),
    queueConnection: pgliteQueueConnection(client),
    poolStats: () => ({ total: client.closed ? 0 : 1 }),
    dump: () => client.dumpDataDir('none'),
  };
}
