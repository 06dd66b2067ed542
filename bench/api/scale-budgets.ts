import { isListCall } from './list-budgets.ts';
import {
  cpuRatio,
  isQuote,
  percent,
  rateShare,
  times,
  type Budget,
  type Row,
  type Run,
} from './report.ts';

/** Issue 46: at ten times the data, a call's ratios may be at most 10 % worse than at one. */
const ALLOWED_DRIFT = 0.1;

/**
 * A scaled run's lists and quote against the same calls of the latest full run: the req/s share
 * of its floor at least 90 % of the full run's, and the CPU ratio at most 110 % of it. A call the
 * full run did not measure (or measured before CPU was recorded) fails: run a full
 * `npm run bench:api` first.
 */
export function scaleBudgets(scaled: Run, fullRun: Row[], scale: number): Budget[] {
  const calls = scaled.figures.filter((row) => isListCall(row.scenario) || isQuote(row.scenario));
  return calls.map((row) => {
    const before = fullRun.find((candidate) => candidate.scenario === row.scenario);
    const budget = `${row.scenario} at ${scale} × the data: req/s share and CPU ratio within ${percent(ALLOWED_DRIFT)} of the full run's (PostgreSQL)`;
    if (!before) return { budget, measured: 'not in the latest full run', holds: false };
    return {
      budget,
      measured: `${percent(rateShare(row))} of its ${row.against.kind}'s req/s against ${percent(rateShare(before))}; CPU ${times(cpuRatio(row))} against ${times(cpuRatio(before))}`,
      holds:
        rateShare(row) >= (1 - ALLOWED_DRIFT) * rateShare(before) &&
        cpuRatio(row) <= (1 + ALLOWED_DRIFT) * cpuRatio(before),
    };
  });
}
