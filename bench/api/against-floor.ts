import { measure, type LoadFigures, type Scenario, type Target } from './load.ts';
import type { Floor, Row } from './report.ts';

export const UPDATE_FLOOR_NAME = 'floor: one prepared durable UPDATE';

/** The quote's floor route (floor-server.ts) on the drafts the quote prices, one after another. */
export function updateFloorScenario(codes: string[]): Scenario {
  let next = 0;
  return {
    name: UPDATE_FLOOR_NAME,
    path: '/api/floor',
    body: {},
    rotateHeaders: () => ({ vUniqueCode: codes[next++ % codes.length] ?? '' }),
  };
}

type Round = LoadFigures & { around: LoadFigures[] };

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

/** A floor as the runs just before and after a round measured it: their means. */
export function floorOf(kind: Floor['kind'], runs: LoadFigures[]): Omit<Floor, 'rounds'> {
  return {
    kind,
    requestsPerSecond: Math.round(mean(runs.map((run) => run.requestsPerSecond))),
    latencyP99Ms: mean(runs.map((run) => run.latencyP99Ms)),
    cpuMicrosPerRequest: Math.round(mean(runs.map((run) => run.cpuMicrosPerRequest))),
  };
}

/**
 * A call against its floor, in `rounds` rounds, each between two runs of the floor: the
 * machine's speed drifts, so a round is read against the floor measured right around it (the
 * mean rate, p99 and CPU per request of those two runs). The call's row is the round with the
 * median rate ratio; every round's ratios are kept beside it.
 */
export async function measureAgainstFloor(options: {
  kind: Floor['kind'];
  floor: Target;
  server: Target;
  database: string;
  call: Scenario;
  floorScenario: Scenario;
  rounds: number;
}): Promise<{ floorRuns: LoadFigures[]; row: Row }> {
  const { kind, floor, server, database, call, rounds } = options;
  const measureFloor = () => measure(floor, database, options.floorScenario);
  const floorRuns = [await measureFloor()];
  const samples: Round[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const before = floorRuns.at(-1);
    const row = await measure(server, database, call);
    const after = await measureFloor();
    floorRuns.push(after);
    samples.push({ ...row, around: [before, after].flatMap((run) => (run ? [run] : [])) });
  }
  const read = (sample: Round) => floorOf(kind, sample.around);
  const rateShare = (sample: Round) => sample.requestsPerSecond / read(sample).requestsPerSecond;
  const sorted = [...samples].sort((a, b) => rateShare(a) - rateShare(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error(`${call.name} ran no round.`);
  // A row holds one run's figures; the floor runs around it are reported apart.
  const { around, ...figures } = median;
  return {
    floorRuns,
    row: {
      ...figures,
      against: {
        ...read(median),
        rounds: samples.map((sample) => ({
          rateShare: rateShare(sample),
          p99Ratio: sample.latencyP99Ms / read(sample).latencyP99Ms,
          cpuRatio: sample.cpuMicrosPerRequest / Math.max(read(sample).cpuMicrosPerRequest, 1),
        })),
      },
    },
  };
}
