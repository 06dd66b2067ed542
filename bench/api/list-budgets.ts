import { DEMO_CLEANER_LIST, PLAN_CLEANER_LIST } from './list-scenarios.ts';
import type { Budget, Run } from './report.ts';

/** DESIGN.md "Performance budgets": the job and booking lists, with a 5 000-job history. */
const LIST_SHARE_OF_BARE = 0.3;

/** The calls the list budget reads: their scenario names start with these. */
export const LIST_CALLS = ['contractor job list', 'customer booking list'];

const isListCall = (scenario: string) => LIST_CALLS.some((name) => scenario.startsWith(name));

/**
 * Each list call at ≥ 30 % of the bare route's req/s of its run (PostgreSQL, 100 000 bookings,
 * the bench cleaner holding 5 000 past jobs, the plans' cleaner 20 regular plans with a year of
 * visits). Fails when a list call was not measured at all. The plans' cleaner's job list is also
 * measured on PGlite (issue 45 "Done when") and read there by the same rule, beside the job
 * list of the seed's demo cleaner in the same run.
 */
export function listBudgets(runs: Run[]): Budget[] {
  const figures = runs.find((run) => run.database === 'PostgreSQL')?.figures ?? [];
  const lists = figures.filter((row) => isListCall(row.scenario));
  const share = (row: Run['figures'][number]) =>
    row.bareRequestsPerSecond > 0 ? row.requestsPerSecond / row.bareRequestsPerSecond : 0;
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  const pglite = runs.find((run) => run.database === 'PGlite')?.figures ?? [];
  const pglitePlanList = pglite.find((row) => row.scenario === PLAN_CLEANER_LIST);
  const pgliteDemoList = pglite.find((row) => row.scenario === DEMO_CLEANER_LIST);
  return [
    {
      budget: `job and booking lists ≥ ${percent(LIST_SHARE_OF_BARE)} of the bare route's req/s, 5 000 past jobs; 20 regular plans with a year of visits (PostgreSQL)`,
      measured:
        lists.map((row) => `${row.scenario} ${percent(share(row))}`).join(', ') || 'not measured',
      holds:
        LIST_CALLS.every((name) => lists.some((row) => row.scenario.startsWith(name))) &&
        lists.some((row) => row.scenario === PLAN_CLEANER_LIST) &&
        lists.every((row) => share(row) >= LIST_SHARE_OF_BARE && row.non2xx === 0),
    },
    {
      budget: `job list of the cleaner of 20 regular plans ≥ ${percent(LIST_SHARE_OF_BARE)} of the bare route's req/s (PGlite)`,
      measured: pglitePlanList
        ? `${percent(share(pglitePlanList))} (the demo cleaner's job list in the same run: ${pgliteDemoList ? percent(share(pgliteDemoList)) : 'not measured'})`
        : 'not measured',
      holds:
        pglitePlanList !== undefined &&
        share(pglitePlanList) >= LIST_SHARE_OF_BARE &&
        pglitePlanList.non2xx === 0,
    },
  ];
}
