import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import type { AppContext } from '../context.ts';
import { JOB_KINDS, RETENTION_TABLE } from '../domain/retention.ts';
import { localNow } from '../domain/local-time.ts';
import { deletionsSince } from './retention.queries.ts';

/** How far back the console's report reaches: the job's runs of the last 90 days. */
export const REPORT_DAYS = 90;
const DEFAULT_PER_PAGE = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The console's Data retention page (decision 140): the retention table, and what the job
 * deleted per day (head office's clock) and kind over the last REPORT_DAYS days, newest day
 * first, a page of days at a time.
 */
export async function retentionReport(
  context: Pick<AppContext, 'db' | 'clock'>,
  query: { page?: number | undefined; perPage?: number | undefined },
) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? DEFAULT_PER_PAGE;
  const since = new Date(context.clock().getTime() - REPORT_DAYS * DAY_MS);
  const rows = await deletionsSince(context.db, since);
  // The day by the runtime's time-zone data, as the rest of the server reads it (decision 136).
  const days = new Map<string, { runs: Set<number>; counts: Map<string, number> }>();
  for (const row of rows) {
    const date = localNow(HEAD_OFFICE_ZONE, row.ranAt).date;
    const day = days.get(date) ?? { runs: new Set<number>(), counts: new Map<string, number>() };
    day.runs.add(row.ranAt.getTime());
    day.counts.set(row.kind, (day.counts.get(row.kind) ?? 0) + row.deleted);
    days.set(date, day);
  }
  const all = [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, { runs, counts }]) => ({
      day,
      runs: runs.size,
      deleted: [...counts.values()].reduce((sum, value) => sum + value, 0),
      counts: JOB_KINDS.map((kind) => ({ kind, deleted: counts.get(kind) ?? 0 })),
    }));
  return {
    periods: RETENTION_TABLE.map((entry) => ({
      kind: entry.kind,
      amount: entry.period.amount,
      unit: entry.period.unit,
      deletion: entry.deletion,
    })),
    days: REPORT_DAYS,
    items: all.slice((page - 1) * perPage, page * perPage),
    total: all.length,
    page,
    perPage,
  };
}
