// `npm run bench:quote-scales` (issue 46): does the quote's server CPU per request grow with the
// data? Two full runs compared (bench:api and BENCH_SCALE=10, minutes or hours apart) cannot say:
// the machine's speed drifts more than the question's answer. This seeds both databases on one
// PostgreSQL, starts the real server on each, and runs the quote on them alternately in the same
// minutes, each run followed by a run of its floor (the one prepared UPDATE). Printed only, like
// LIGHTHOUSE_PAGES: the budgets stay with bench:api.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/database.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { cpuMeter, pidsNamed } from '../support/cpu.ts';
import { freshDatabase } from '../support/fresh-database.ts';
import { freePort, type Started } from '../support/processes.ts';
import { updateFloorScenario } from './against-floor.ts';
import { BENCH_BOOKINGS, seedBenchBookings, seedPlanCleaner } from './bench-data.ts';
import { DURATION_S, measure, target, warmUp, type LoadFigures, type Target } from './load.ts';
import {
  prepareQuote,
  quoteScenario,
  startApiServer,
  startFloorServer,
  type PreparedQuote,
} from './quote-servers.ts';

/** The larger database's scale (BENCH_SCALE, 10 unless said); the smaller is the full run's. */
const SCALE = Number(process.env.BENCH_SCALE ?? 10);
/** Rounds: each runs the quote once on each database, in turn first. */
const ROUNDS = Number(process.env.BENCH_QUOTE_ROUNDS ?? 5);
if (!Number.isInteger(SCALE) || SCALE < 2 || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error('BENCH_SCALE: a whole number ≥ 2; BENCH_QUOTE_ROUNDS: ≥ 1.');
  process.exit(2);
}
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Run through scripts/with-postgres.sh (npm run bench:quote-scales).');
  process.exit(2);
}

/** A new database seeded as bench:api seeds it at `scale`, with the quote's drafts. */
async function seeded(scale: number) {
  const url = await freshDatabase(adminUrl ?? '', `mapleshine_quote_scale_${scale}`);
  console.log(`Seeding ${(BENCH_BOOKINGS * scale).toLocaleString('en-CA')} bookings…`);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await seedOnFirstStart(database.db);
    const prepared = await prepareQuote(database.db);
    await seedBenchBookings(database.db, prepared.edmontonId, scale);
    await seedPlanCleaner(database.db, prepared.edmontonId);
    await database.db.execute(sql`vacuum analyze`);
    return { scale, url, prepared };
  } finally {
    await database.close();
  }
}

type Side = { scale: number; prepared: PreparedQuote; server: Started; runs: LoadFigures[] };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function main() {
  const databases = [await seeded(1), await seeded(SCALE)];
  const postgres = cpuMeter(() => pidsNamed('postgres'));
  const sides: Side[] = [];
  let floor: Started | undefined;
  try {
    for (const database of databases) {
      const server = await startApiServer({ DATABASE_URL: database.url }, await freePort());
      sides.push({ ...database, server, runs: [] });
    }
    const large = databases[1];
    if (!large) throw new Error('No larger database.');
    floor = await startFloorServer(large.url);
    const floorTarget: Target = target(floor, postgres);
    const floorScenario = updateFloorScenario(large.prepared.codes);
    const scenarios = new Map(sides.map((side) => [side, quoteScenario(side.prepared)]));
    // A server just started serves its first measured call slower (bench/README.md).
    for (const [side, scenario] of scenarios) await warmUp(target(side.server, postgres), scenario);
    const floorRuns: LoadFigures[] = [await measure(floorTarget, 'PostgreSQL', floorScenario)];
    /** Each quote run's CPU over the mean of the floor runs just before and after it. */
    const ratios = new Map<Side, number[]>(sides.map((side) => [side, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        console.log(`Round ${round + 1}, ${side.scale} ×, load average ${loadAverage()}`);
        const scenario = scenarios.get(side);
        if (!scenario) throw new Error('No scenario.');
        const run = await measure(target(side.server, postgres), `${side.scale} ×`, scenario);
        if (run.non2xx > 0 || run.errors > 0)
          throw new Error(`The quote failed at ${side.scale} ×.`);
        side.runs.push(run);
        const before = floorRuns.at(-1);
        const after = await measure(floorTarget, 'PostgreSQL', floorScenario);
        floorRuns.push(after);
        const floorCpu = ((before?.cpuMicrosPerRequest ?? 0) + after.cpuMicrosPerRequest) / 2;
        ratios.get(side)?.push(run.cpuMicrosPerRequest / Math.max(floorCpu, 1));
      }
    }
    const rows = sides.map((side) => {
      const cpu = side.runs.map((run) => run.cpuMicrosPerRequest);
      const sideRatios = ratios.get(side) ?? [];
      return {
        side,
        cpu: median(cpu),
        ratio: median(sideRatios),
        line: `| ${side.scale} × (${(BENCH_BOOKINGS * side.scale).toLocaleString('en-CA')} bookings) | ${cpu.join(', ')} | ${median(cpu)} | ${sideRatios.map((ratio) => ratio.toFixed(2)).join(', ')} | ${median(sideRatios).toFixed(2)} × | ${median(side.runs.map((run) => run.latencyP99Ms))} | ${median(side.runs.map((run) => run.requestsPerSecond))} | ${median(side.runs.map((run) => run.databaseCpuMicrosPerRequest ?? 0))} |`,
      };
    });
    const floorCpu = floorRuns.map((run) => run.cpuMicrosPerRequest);
    const [small, larger] = rows;
    console.log(
      [
        '',
        `The quote on ${BENCH_BOOKINGS.toLocaleString('en-CA')} and ${(BENCH_BOOKINGS * SCALE).toLocaleString('en-CA')} bookings, alternately, ${ROUNDS} rounds of ${DURATION_S} s each; load average ${loadAverage()} at the end.`,
        '',
        '| data | server CPU µs/request, each round | median | CPU ratio to the floor runs around it | median ratio | p99 ms (median) | req/s (median) | PostgreSQL CPU µs/request (median) |',
        '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |',
        ...rows.map((row) => row.line),
        `| floor (one prepared UPDATE) | ${floorCpu.join(', ')} | ${median(floorCpu)} | | | ${median(floorRuns.map((run) => run.latencyP99Ms))} | ${median(floorRuns.map((run) => run.requestsPerSecond))} | ${median(floorRuns.map((run) => run.databaseCpuMicrosPerRequest ?? 0))} |`,
        '',
        small && larger
          ? `At ${SCALE} × the data the quote's median CPU ratio is ${((100 * larger.ratio) / small.ratio).toFixed(0)} % of the full data's (its median CPU ${((100 * larger.cpu) / small.cpu).toFixed(0)} %).`
          : '',
      ].join('\n'),
    );
  } finally {
    await floor?.stop();
    for (const side of sides) await side.server.stop();
  }
}

await main();
