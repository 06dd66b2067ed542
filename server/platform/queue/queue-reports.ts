import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { outboxCounts } from '../../db/shared-queries/outbox.ts';
import { queueNames } from './queue-names.ts';

export type QueueCounts = { waiting: number; active: number; failed: number };

export type QueueStats = {
  /** Jobs by queue: waiting (created or due for a retry), running, failed for good. */
  queues: Record<string, QueueCounts>;
  /** E-mails by delivery status. */
  mail: Record<'pending' | 'sent' | 'failed', number>;
};

export type FailedJob = { id: string; queue: string; data: unknown; error: unknown; at: Date };

/** The rows of a raw query: both drivers (node-postgres, PGlite) answer with `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  if (typeof result !== 'object' || result === null || !('rows' in result)) return [];
  return Array.isArray(result.rows) ? (result.rows as Row[]) : [];
}

/** pg-boss makes its tables when a server first starts its queue; before that none are there. */
async function queueInstalled(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('pgboss.job') is not null as installed`);
  return rowsOf<{ installed: boolean }>(result)[0]?.installed === true;
}

/**
 * Queue depth and failures for metrics and operators, read from pg-boss's job table (its
 * documented storage) with the app's own connection, so any process can ask. Only MapleShine's
 * queues are counted: pg-boss's own (`__pgboss__send-it`, which carries its cron) is nothing an
 * operator can act on, and a job of it that fails still shows among the failed jobs.
 */
export async function queueStats(db: Database): Promise<QueueStats> {
  const queues: QueueStats['queues'] = {};
  for (const name of Object.values(queueNames)) queues[name] = { waiting: 0, active: 0, failed: 0 };
  if (await queueInstalled(db)) {
    const result = await db.execute(
      sql`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state`,
    );
    for (const row of rowsOf<{ name: string; state: string; n: number }>(result)) {
      const counts = queues[row.name];
      if (counts === undefined) continue;
      if (row.state === 'created' || row.state === 'retry') counts.waiting += row.n;
      if (row.state === 'active') counts.active += row.n;
      if (row.state === 'failed') counts.failed += row.n;
    }
  }
  return { queues, mail: await outboxCounts(db) };
}

/** Jobs that spent their retries, newest first, with the error pg-boss kept as their output. */
export async function failedJobs(db: Database, limit = 50): Promise<FailedJob[]> {
  if (!(await queueInstalled(db))) return [];
  const result = await db.execute(
    sql`select id::text as id, name, data, output, completed_on from pgboss.job
        where state = 'failed' order by completed_on desc limit ${limit}`,
  );
  type Row = {
    id: string;
    name: string;
    data: unknown;
    output: unknown;
    completed_on: Date | string;
  };
  return rowsOf<Row>(result).map((row) => ({
    id: row.id,
    queue: row.name,
    data: row.data,
    error: row.output,
    at: new Date(row.completed_on),
  }));
}
