import type { Started } from '../support/processes.ts';
import { measure, type LoadFigures, type Scenario } from './load.ts';
import type { Run } from './report.ts';

export const FLOOR_NAME = 'floor: one prepared durable UPDATE';

/** The floor route (floor-server.ts) on the drafts the quote prices, one after another. */
export function floorScenario(codes: string[]): Scenario {
  let next = 0;
  return {
    name: FLOOR_NAME,
    path: '/api/floor',
    body: {},
    rotateHeaders: () => ({ vUniqueCode: codes[next++ % codes.length] ?? '' }),
  };
}

type QuoteRound = LoadFigures & { floorRequestsPerSecond: number; floorP99Ms: number };

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/**
 * The quote against its floor, in `rounds` rounds, each between two runs of the floor: the
 * machine's speed drifts, so a round is read against the floor measured right around it (its
 * mean rate and mean p99). The quote's row is the round with the median rate ratio; every
 * round's ratios are kept beside it.
 */
export async function measureQuoteAgainstFloor(options: {
  floor: Started;
  server: Started;
  database: string;
  quote: Scenario;
  floorScenario: Scenario;
  rounds: number;
  bareRequestsPerSecond: number;
}): Promise<{ floorRuns: LoadFigures[]; row: Run['figures'][number] }> {
  const { floor, server, database, quote, rounds } = options;
  const measureFloor = () => measure(floor.url, database, options.floorScenario);
  const floorRuns = [await measureFloor()];
  const samples: QuoteRound[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const before = floorRuns.at(-1);
    const row = await measure(server.url, database, quote);
    const after = await measureFloor();
    floorRuns.push(after);
    const around = [before, after].flatMap((run) => (run ? [run] : []));
    samples.push({
      ...row,
      floorRequestsPerSecond: Math.round(mean(around.map((run) => run.requestsPerSecond))),
      floorP99Ms: mean(around.map((run) => run.latencyP99Ms)),
    });
  }
  const rateShare = (sample: QuoteRound) =>
    sample.requestsPerSecond / sample.floorRequestsPerSecond;
  const sorted = [...samples].sort((a, b) => rateShare(a) - rateShare(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('The quote ran no round.');
  return {
    floorRuns,
    row: {
      ...median,
      bareRequestsPerSecond: options.bareRequestsPerSecond,
      floor: {
        requestsPerSecond: median.floorRequestsPerSecond,
        latencyP99Ms: median.floorP99Ms,
        rounds: samples.map((sample) => ({
          rateShare: rateShare(sample),
          p99Ratio: sample.latencyP99Ms / sample.floorP99Ms,
        })),
      },
    },
  };
}
