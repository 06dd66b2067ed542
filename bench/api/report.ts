import type { describeMachine } from '../support/machine.ts';
import type { LoadFigures } from './load.ts';
import type { QueryPlan } from './query-plans.ts';

/**
 * What a call is read against, as measured around it: the same-bytes floor (a catalog read), the
 * one-UPDATE floor (the quote on PostgreSQL) or the bare route (the lists; the quote on PGlite).
 * `rounds`: every round's ratios, when the call ran in rounds between runs of its floor.
 */
export type Floor = {
  kind: 'same-bytes floor' | 'one-UPDATE floor' | 'bare route';
  requestsPerSecond: number;
  latencyP99Ms: number;
  cpuMicrosPerRequest: number;
  rounds?: { rateShare: number; p99Ratio: number; cpuRatio: number }[];
};
export type Row = LoadFigures & { against: Floor };

/** One database's runs: every run of each floor, and each call with the floor it is read against. */
export type Run = {
  database: string;
  floors: { name: string; runs: LoadFigures[] }[];
  figures: Row[];
};
export type Budget = { budget: string; measured: string; holds: boolean };

const CATALOG = ['cities', 'services', 'labels (home)'];
/** DESIGN.md "Performance budgets" (API), issue 46. */
const CATALOG_SHARE_OF_SAME_BYTES = 0.9;
const CATALOG_CPU_OF_SAME_BYTES = 1.3;
const QUOTE_SHARE_OF_FLOOR = 0.6;
const QUOTE_P99_OF_FLOOR = 1.5;
const QUOTE_CPU_OF_FLOOR = 2;

export const isCatalogRead = (scenario: string) => CATALOG.includes(scenario);
export const isQuote = (scenario: string) => scenario.startsWith('quote');

export const rateShare = (row: Row) =>
  row.against.requestsPerSecond > 0 ? row.requestsPerSecond / row.against.requestsPerSecond : 0;
export const cpuRatio = (row: Row) =>
  row.cpuMicrosPerRequest / Math.max(row.against.cpuMicrosPerRequest, 1);
export const percent = (value: number) => `${Math.round(value * 100)}%`;
export const times = (value: number) => `${value.toFixed(2)} ×`;

export function apiBudgets(runs: Run[]): Budget[] {
  const budgets: Budget[] = runs.flatMap(({ database, figures }) => {
    const catalog = figures.filter((row) => isCatalogRead(row.scenario));
    if (catalog.length === 0) return [];
    return [
      {
        budget: `catalog reads ≥ ${percent(CATALOG_SHARE_OF_SAME_BYTES)} of the same-bytes floor's req/s (${database})`,
        measured: catalog.map((row) => `${row.scenario} ${percent(rateShare(row))}`).join(', '),
        holds: catalog.every((row) => rateShare(row) >= CATALOG_SHARE_OF_SAME_BYTES),
      },
      {
        budget: `catalog reads' server CPU per request ≤ ${CATALOG_CPU_OF_SAME_BYTES} × the same-bytes floor's (${database})`,
        measured: catalog
          .map(
            (row) =>
              `${row.scenario} ${row.cpuMicrosPerRequest} against ${row.against.cpuMicrosPerRequest} µs (${times(cpuRatio(row))})`,
          )
          .join(', '),
        holds: catalog.every((row) => cpuRatio(row) <= CATALOG_CPU_OF_SAME_BYTES),
      },
    ];
  });
  budgets.push(...quoteBudgets(runs));
  const pglite = runs.find((run) => run.database === 'PGlite')?.figures;
  if (pglite) {
    const failures = pglite.reduce((sum, row) => sum + row.errors + row.timeouts + row.non2xx, 0);
    const requests = pglite.reduce((sum, row) => sum + row.requests, 0);
    budgets.push({
      budget: 'PGlite serves 50 connections with 0 errors',
      measured: `${failures} errors or non-2xx in ${requests} requests`,
      holds: pglite.length > 0 && failures === 0,
    });
  }
  return budgets;
}

/** The quote against its one-UPDATE floor on PostgreSQL: rate, p99 and server CPU. */
export function quoteBudgets(runs: Run[]): Budget[] {
  const quote = runs
    .find((run) => run.database === 'PostgreSQL')
    ?.figures.find((row) => isQuote(row.scenario) && row.against.kind === 'one-UPDATE floor');
  return [
    {
      budget: `quote ≥ ${percent(QUOTE_SHARE_OF_FLOOR)} of the one-UPDATE floor's req/s, p99 ≤ ${QUOTE_P99_OF_FLOOR} × the floor's (PostgreSQL)`,
      measured: quote
        ? `${quote.requestsPerSecond} against ${quote.against.requestsPerSecond} req/s (${percent(rateShare(quote))}), p99 ${quote.latencyP99Ms} against ${quote.against.latencyP99Ms.toFixed(1)} ms (${times(quote.latencyP99Ms / quote.against.latencyP99Ms)})`
        : 'not measured',
      holds:
        quote !== undefined &&
        rateShare(quote) >= QUOTE_SHARE_OF_FLOOR &&
        quote.latencyP99Ms <= QUOTE_P99_OF_FLOOR * quote.against.latencyP99Ms,
    },
    {
      budget: `quote's server CPU per request ≤ ${QUOTE_CPU_OF_FLOOR} × the one-UPDATE floor's (PostgreSQL)`,
      measured: quote
        ? `${quote.cpuMicrosPerRequest} against ${quote.against.cpuMicrosPerRequest} µs (${times(cpuRatio(quote))}); PostgreSQL's ${quote.databaseCpuMicrosPerRequest ?? '?'} µs per quote`
        : 'not measured',
      holds: quote !== undefined && cpuRatio(quote) <= QUOTE_CPU_OF_FLOOR,
    },
  ];
}

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

function cpuCell(
  figures: Pick<LoadFigures, 'cpuMicrosPerRequest' | 'databaseCpuMicrosPerRequest'>,
) {
  return figures.databaseCpuMicrosPerRequest === undefined
    ? `${figures.cpuMicrosPerRequest}`
    : `${figures.cpuMicrosPerRequest} (PostgreSQL ${figures.databaseCpuMicrosPerRequest})`;
}

function floorRow(database: string, name: string, runs: LoadFigures[]) {
  const rates = runs.map((run) => run.requestsPerSecond);
  const databaseCpu = runs.flatMap((run) =>
    run.databaseCpuMicrosPerRequest === undefined ? [] : [run.databaseCpuMicrosPerRequest],
  );
  const cpu = cpuCell({
    cpuMicrosPerRequest: Math.round(mean(runs.map((run) => run.cpuMicrosPerRequest))),
    ...(databaseCpu.length > 0
      ? { databaseCpuMicrosPerRequest: Math.round(mean(databaseCpu)) }
      : {}),
  });
  return `| ${database} | ${name} (${runs.length} runs: ${rates.join(', ')}) | ${Math.round(mean(rates))} | ${Math.max(...runs.map((run) => run.latencyP50Ms))} | ${Math.max(...runs.map((run) => run.latencyP99Ms))} | ${runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0)} | ${runs.reduce((sum, run) => sum + run.non2xx, 0)} | ${cpu} | | | |`;
}

function callRow(database: string, row: Row) {
  const rounds = row.against.rounds
    ? ` (${row.against.rounds.length} rounds: ${row.against.rounds.map((round) => `${percent(round.rateShare)}, ${times(round.cpuRatio)} CPU${row.against.kind === 'one-UPDATE floor' ? `, ${times(round.p99Ratio)} p99` : ''}`).join('; ')})`
    : '';
  return `| ${database} | ${row.scenario}${rounds} | ${row.requestsPerSecond} | ${row.latencyP50Ms} | ${row.latencyP99Ms} | ${row.errors + row.timeouts} | ${row.non2xx} | ${cpuCell(row)} | ${row.against.kind} (${row.against.requestsPerSecond} req/s, ${row.against.cpuMicrosPerRequest} µs) | ${percent(rateShare(row))} | ${times(cpuRatio(row))} |`;
}

export function apiTable(
  machine: ReturnType<typeof describeMachine>,
  intro: string,
  runs: Run[],
  budgets: Budget[],
): string {
  const rows = runs.flatMap(({ database, floors, figures }) => [
    ...floors
      .filter((floor) => floor.runs.length > 0)
      .map((floor) => floorRow(database, floor.name, floor.runs)),
    ...figures.map((row) => callRow(database, row)),
  ]);
  return [
    `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverageAtStart} at the start. ${intro}`,
    '',
    '| database | call | req/s | p50 ms | p99 ms | errors | non-2xx | server CPU µs/request | read against | req/s share | CPU ratio |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...rows,
    '',
    '| budget (DESIGN.md) | measured | holds |',
    '| --- | --- | --- |',
    ...budgets.map(
      (row) => `| ${row.budget} | ${row.measured} | ${row.holds ? 'yes' : '**no**'} |`,
    ),
  ].join('\n');
}

export function plansMarkdown(plans: QueryPlan[], bookings: number): string {
  return [
    `## With ${bookings.toLocaleString('en-CA')} seeded bookings`,
    '',
    '| query | execution | sequential scans |',
    '| --- | ---: | --- |',
    ...plans.map(
      (plan) =>
        `| ${plan.name} | ${plan.executionMs.toFixed(2)} ms | ${plan.sequentialScans.join(', ') || 'none'} |`,
    ),
    ...plans.flatMap((plan) => ['', `### ${plan.name}`, '', '```', plan.plan, '```']),
  ].join('\n');
}
