import { DEMO_CLEANER_LIST, PLAN_CLEANER_LIST } from './list-scenarios.ts';
import { cpuRatio, percent, rateShare, times, type Budget, type Row, type Run } from './report.ts';

/** DESIGN.md "Performance budgets": the job and booking lists, with a 5 000-job history. */
const LIST_SHARE_OF_BARE = 0.3;
/** Issue 46: a list's server CPU per request at most this many times the bare route's. */
const LIST_CPU_OF_BARE = 4;

/** The calls the list budget reads: their scenario names start with these. */
export const LIST_CALLS = ['contractor job list', 'customer booking list'];

export const isListCall = (scenario: string) =>
  LIST_CALLS.some((name) => scenario.startsWith(name));

const holdsFor = (row: Row) =>
  rateShare(row) >= LIST_SHARE_OF_BARE && cpuRatio(row) <= LIST_CPU_OF_BARE && row.non2xx === 0;
const describe = (row: Row) =>
  `${row.scenario} ${percent(rateShare(row))}, CPU ${row.cpuMicrosPerRequest} µs (${times(cpuRatio(row))})`;

/**
 * Each list call at ≥ 30 % of the bare route's req/s of its run and at most 4 × its server CPU per
 * request (PostgreSQL, the bench cleaner holding 5 000 past jobs, the plans' cleaner 20 regular
 * plans with a year of visits). Fails when a list call was not measured at all. The plans'
 * cleaner's job list is also measured on PGlite (issue 45 "Done when") and read there by the
 * same rule, beside the job list of the seed's demo cleaner in the same run.
 */
export function listBudgets(runs: Run[], bookings: string): Budget[] {
  const figures = runs.find((run) => run.database === 'PostgreSQL')?.figures ?? [];
  const lists = figures.filter((row) => isListCall(row.scenario));
  const pglite = runs.find((run) => run.database === 'PGlite')?.figures;
  const pglitePlanList = pglite?.find((row) => row.scenario === PLAN_CLEANER_LIST);
  const pgliteDemoList = pglite?.find((row) => row.scenario === DEMO_CLEANER_LIST);
  const rule = `≥ ${percent(LIST_SHARE_OF_BARE)} of the bare route's req/s and server CPU per request ≤ ${LIST_CPU_OF_BARE} × the bare route's`;
  return [
    {
      budget: `job and booking lists ${rule}; ${bookings} bookings, 5 000 past jobs; 20 regular plans with a year of visits (PostgreSQL)`,
      measured: lists.map(describe).join('; ') || 'not measured',
      holds:
        LIST_CALLS.every((name) => lists.some((row) => row.scenario.startsWith(name))) &&
        lists.some((row) => row.scenario === PLAN_CLEANER_LIST) &&
        lists.every(holdsFor),
    },
    ...(pglite
      ? [
          {
            budget: `job list of the cleaner of 20 regular plans ${rule} (PGlite)`,
            measured: pglitePlanList
              ? `${describe(pglitePlanList)} (the demo cleaner's job list in the same run: ${pgliteDemoList ? describe(pgliteDemoList) : 'not measured'})`
              : 'not measured',
            holds: pglitePlanList !== undefined && holdsFor(pglitePlanList),
          },
        ]
      : []),
  ];
}
