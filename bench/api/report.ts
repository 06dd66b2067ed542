import type { describeMachine } from '../support/machine.ts';
import type { LoadFigures } from './load.ts';
import type { QueryPlan } from './query-plans.ts';

/** One database's runs: every bare run, and each call with the bare rate it is read against. */
export type Run = {
  database: string;
  bare: LoadFigures[];
  /** A catalog read's row is its median round; `roundShares` are every round's ratios. */
  figures: (LoadFigures & { bareRequestsPerSecond: number; roundShares?: number[] })[];
};
export type Budget = { budget: string; measured: string; holds: boolean };

const CATALOG = ['cities', 'services', 'labels (home)'];
/** DESIGN.md "Performance budgets" (API). */
const CATALOG_SHARE_OF_BARE = 0.7;
const QUOTE_P99_MS = 25;

export const isCatalogRead = (scenario: string) => CATALOG.includes(scenario);

const share = (row: Run['figures'][number]) =>
  row.bareRequestsPerSecond > 0 ? row.requestsPerSecond / row.bareRequestsPerSecond : 0;
const percent = (value: number) => `${Math.round(value * 100)}%`;

export function apiBudgets(runs: Run[]): Budget[] {
  const budgets: Budget[] = runs.map(({ database, figures }) => {
    const catalog = figures.filter((row) => isCatalogRead(row.scenario));
    return {
      budget: `catalog reads ≥ ${percent(CATALOG_SHARE_OF_BARE)} of the bare route's req/s (${database})`,
      measured: catalog.map((row) => `${row.scenario} ${percent(share(row))}`).join(', '),
      holds: catalog.length > 0 && catalog.every((row) => share(row) >= CATALOG_SHARE_OF_BARE),
    };
  });
  const quote = runs
    .find((run) => run.database === 'PostgreSQL')
    ?.figures.find((row) => row.scenario.startsWith('quote'));
  budgets.push({
    budget: `quote p99 ≤ ${QUOTE_P99_MS} ms at 50 connections (PostgreSQL)`,
    measured: quote ? `p99 ${quote.latencyP99Ms} ms` : 'not measured',
    holds: quote !== undefined && quote.latencyP99Ms <= QUOTE_P99_MS,
  });
  const pglite = runs.find((run) => run.database === 'PGlite')?.figures ?? [];
  const failures = pglite.reduce((sum, row) => sum + row.errors + row.timeouts + row.non2xx, 0);
  const requests = pglite.reduce((sum, row) => sum + row.requests, 0);
  budgets.push({
    budget: 'PGlite serves 50 connections with 0 errors',
    measured: `${failures} errors or non-2xx in ${requests} requests`,
    holds: pglite.length > 0 && failures === 0,
  });
  return budgets;
}

export function apiTable(
  machine: ReturnType<typeof describeMachine>,
  settings: { connections: number; pipelining: number; durationS: number; catalogRounds: number },
  runs: Run[],
  budgets: Budget[],
): string {
  const rows = runs.flatMap(({ database, bare, figures }) => {
    const rates = bare.map((run) => run.requestsPerSecond);
    return [
      `| ${database} | bare Fastify route (${bare.length} runs: ${rates.join(', ')}) | ${Math.round(rates.reduce((a, b) => a + b, 0) / Math.max(rates.length, 1))} | ${Math.max(...bare.map((run) => run.latencyP50Ms))} | ${Math.max(...bare.map((run) => run.latencyP99Ms))} | ${bare.reduce((sum, run) => sum + run.errors + run.timeouts, 0)} | ${bare.reduce((sum, run) => sum + run.non2xx, 0)} | 100% |`,
      ...figures.map(
        (row) =>
          `| ${database} | ${row.scenario}${row.roundShares ? ` (${row.roundShares.length} rounds: ${row.roundShares.map(percent).join(', ')})` : ''} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.errors + row.timeouts} | ${row.non2xx} | ${percent(share(row))} |`,
      ),
    ];
  });
  return [
    `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverageAtStart} at the start; autocannon, ${settings.connections} connections, pipelining ${settings.pipelining}, ${settings.durationS} s per run after a 2 s warm-up; PostgreSQL with its durable defaults (fsync, synchronous_commit). The bare route runs before the first call and after each catalog read; each catalog read runs in ${settings.catalogRounds} rounds, and its "vs bare" divides its req/s by the mean of the bare runs just before and after it: its row is the round with the median ratio, every round's ratio beside its name. Any other call is divided by the mean of all bare runs of its database (bare row: that mean, and the worst p50/p99).`,
    '',
    '| database | call | req/s | p50 ms | p99 ms | errors | non-2xx | vs bare |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '| budget (DESIGN.md) | measured | holds |',
    '| --- | --- | --- |',
    ...budgets.map(
      (row) => `| ${row.budget} | ${row.measured} | ${row.holds ? 'yes' : '**no**'} |`,
    ),
  ].join('\n');
}

export function plansMarkdown(plans: QueryPlan[]): string {
  return [
    '# Query plans of the list calls (PostgreSQL, 100 000 seeded bookings)',
    '',
    'Written by `npm run bench:api`: `EXPLAIN (ANALYZE, BUFFERS)` of each query exactly as the server sends it.',
    '',
    '| query | execution | sequential scans |',
    '| --- | ---: | --- |',
    ...plans.map(
      (plan) =>
        `| ${plan.name} | ${plan.executionMs.toFixed(2)} ms | ${plan.sequentialScans.join(', ') || 'none'} |`,
    ),
    ...plans.flatMap((plan) => ['', `## ${plan.name}`, '', '```', plan.plan, '```']),
  ].join('\n');
}
