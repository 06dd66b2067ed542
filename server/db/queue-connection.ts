import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/** How pg-boss reaches the database: its own pool on PostgreSQL, or the embedded PGlite. */
export type QueueConnection = Pick<PgBoss.ConstructorOptions, 'connectionString' | 'max' | 'db'>;

/**
 * pg-boss on the embedded PGlite (decision 051): PGlite is a real PostgreSQL with one connection,
 * so pg-boss's own SQL runs on it unchanged. A statement list without parameters (pg-boss's
 * locked BEGIN…COMMIT blocks) goes through exec, which runs it whole while holding PGlite's one
 * connection, so no request's transaction interleaves with it.
 */
export function pgliteQueueConnection(client: PGlite): QueueConnection {
  return {
    db: {
      async executeSql(text: string, values: unknown[] = []) {
        if (values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        const result = await client.query(text, values);
        return { rows: result.rows };
      },
    },
  };
}
