import type { describeMachine } from '../support/machine.ts';
import type { LoadFigures } from './load.ts';
import type { QueryPlan } from './query-plans.ts';

/** One database's runs: every bare run, and each call with the bare rate it is read against. */
export type Run = {
  database: string;
  bare: LoadFigures[];
  /** The quote's floor (floor-server.ts): every run of it, on PostgreSQL. */
  floor?: LoadFigures[];
  /** A catalog read's row is its median round; `roundShares` are every round's ratios. */
  figures: (LoadFigures & {
    bareRequestsPerSecond: number;
    roundShares?: number[];
    /** The quote's: the floor measured around its median round, and every round's ratios. */
    floor?: QuoteFloor;
  })[];
};
export type QuoteFloor = {
  requestsPerSecond: number;
  latencyP99Ms: number;
  rounds: { rateShare: number; p99Ratio: number }[];
};
export type Budget = { budget: string; measured: string; holds: boolean };

const CATALOG = ['cities', 'services', 'labels (home)'];
const FLOOR_ROW = 'floor: bare route running one prepared durable one-row UPDATE';
/** DESIGN.md "Performance budgets" (API). */
const CATALOG_SHARE_OF_BARE = 0.8;
const QUOTE_SHARE_OF_FLOOR = 0.6;
const QUOTE_P99_OF_FLOOR = 1.5;

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
  const floor = quote?.floor;
  budgets.push({
    budget: `quote ≥ ${percent(QUOTE_SHARE_OF_FLOOR)} of the floor's req/s, p99 ≤ ${QUOTE_P99_OF_FLOOR} × the floor's (PostgreSQL)`,
    measured:
      quote && floor
        ? `${quote.requestsPerSecond} against ${floor.requestsPerSecond} req/s (${percent(quote.requestsPerSecond / floor.requestsPerSecond)}), p99 ${quote.latencyP99Ms} against ${floor.latencyP99Ms.toFixed(1)} ms (${(quote.latencyP99Ms / floor.latencyP99Ms).toFixed(2)} ×)`
        : 'not measured',
    holds:
      quote !== undefined &&
      floor !== undefined &&
      quote.requestsPerSecond >= QUOTE_SHARE_OF_FLOOR * floor.requestsPerSecond &&
      quote.latencyP99Ms <= QUOTE_P99_OF_FLOOR * floor.latencyP99Ms,
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
  settings: {
    connections: number;
    pipelining: number;
    durationS: number;
    catalogRounds: number;
    quoteRounds: number;
  },
  runs: Run[],
  budgets: Budget[],
  /** BENCH_ONLY=lists: the lists only, each followed by a run of the bare route. */
  listsOnly = false,
): string {
  const rows = runs.flatMap(({ database, bare, floor, figures }) => {
    const rates = bare.map((run) => run.requestsPerSecond);
    const floorRates = (floor ?? []).map((run) => run.requestsPerSecond);
    const bareMean = rates.reduce((a, b) => a + b, 0) / Math.max(rates.length, 1);
    return [
      `| ${database} | bare Fastify route (${bare.length} runs: ${rates.join(', ')}) | ${Math.round(rates.reduce((a, b) => a + b, 0) / Math.max(rates.length, 1))} | ${Math.max(...bare.map((run) => run.latencyP50Ms))} | ${Math.max(...bare.map((run) => run.latencyP99Ms))} | ${bare.reduce((sum, run) => sum + run.errors + run.timeouts, 0)} | ${bare.reduce((sum, run) => sum + run.non2xx, 0)} | 100% |`,
      ...(floor && floor.length > 0
        ? [
            `| ${database} | ${FLOOR_ROW} (${floor.length} runs: ${floorRates.join(', ')}) | ${Math.round(floorRates.reduce((a, b) => a + b, 0) / floorRates.length)} | ${Math.max(...floor.map((run) => run.latencyP50Ms))} | ${Math.max(...floor.map((run) => run.latencyP99Ms))} | ${floor.reduce((sum, run) => sum + run.errors + run.timeouts, 0)} | ${floor.reduce((sum, run) => sum + run.non2xx, 0)} | ${percent(floorRates.reduce((a, b) => a + b, 0) / floorRates.length / bareMean)} |`,
          ]
        : []),
      ...figures.map(
        (row) =>
          `| ${database} | ${row.scenario}${row.roundShares ? ` (${row.roundShares.length} rounds: ${row.roundShares.map(percent).join(', ')})` : ''}${row.floor ? ` (${row.floor.rounds.length} rounds against the floor: ${row.floor.rounds.map((round) => `${percent(round.rateShare)} of its req/s, ${round.p99Ratio.toFixed(2)} × its p99`).join('; ')})` : ''} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.errors + row.timeouts} | ${row.non2xx} | ${percent(share(row))} |`,
      ),
    ];
  });
  const intro = listsOnly
    ? `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverageAtStart} at the start, with \`BENCH_ONLY=lists\`: the job and booking lists only; autocannon, ${settings.connections} connections, pipelining ${settings.pipelining}, ${settings.durationS} s per run after a 2 s warm-up; PostgreSQL with its durable defaults. The bare route runs before the first call and after each call; each call is divided by the mean of all bare runs of its database (bare row: that mean, and the worst p50/p99).`
    : undefined;
  return [
    intro ??
      `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverageAtStart} at the start; autocannon, ${settings.connections} connections, pipelining ${settings.pipelining}, ${settings.durationS} s per run after a 2 s warm-up; PostgreSQL with its durable defaults (fsync, synchronous_commit). The bare route runs before the first call and after each catalog read; each catalog read runs in ${settings.catalogRounds} rounds, and its "vs bare" divides its req/s by the mean of the bare runs just before and after it: its row is the round with the median ratio, every round's ratio beside its name. Any other call is divided by the mean of all bare runs of its database (bare row: that mean, and the worst p50/p99). On PostgreSQL the quote runs in ${settings.quoteRounds} rounds between runs of its floor (a bare route running one prepared durable one-row UPDATE on the same drafts) and is read against the mean req/s and mean p99 of the floor runs just before and after it; its row is the round with the median req/s ratio (floor row: the mean of all its runs, the worst p50/p99, and its share of the bare route).`,
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
