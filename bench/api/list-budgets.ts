import type { Budget, Run } from './report.ts';

/** DESIGN.md "Performance budgets": the job and booking lists, with a 5 000-job history. */
const LIST_SHARE_OF_BARE = 0.3;

/** The calls the list budget reads: their scenario names start with these. */
export const LIST_CALLS = ['contractor job list', 'customer booking list'];

const isListCall = (scenario: string) => LIST_CALLS.some((name) => scenario.startsWith(name));

/**
 * Each list call at ≥ 30 % of the bare route's req/s of its run (PostgreSQL, 100 000 bookings,
 * the bench cleaner holding 5 000 past jobs). Fails when a list call was not measured at all.
 */
export function listBudgets(runs: Run[]): Budget[] {
  const figures = runs.find((run) => run.database === 'PostgreSQL')?.figures ?? [];
  const lists = figures.filter((row) => isListCall(row.scenario));
  const share = (row: Run['figures'][number]) =>
    row.bareRequestsPerSecond > 0 ? row.requestsPerSecond / row.bareRequestsPerSecond : 0;
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return [
    {
      budget: `job and booking lists ≥ ${percent(LIST_SHARE_OF_BARE)} of the bare route's req/s, 5 000 past jobs (PostgreSQL)`,
      measured:
        lists.map((row) => `${row.scenario} ${percent(share(row))}`).join(', ') || 'not measured',
      holds:
        LIST_CALLS.every((name) => lists.some((row) => row.scenario.startsWith(name))) &&
        lists.every((row) => share(row) >= LIST_SHARE_OF_BARE && row.non2xx === 0),
    },
  ];
}
