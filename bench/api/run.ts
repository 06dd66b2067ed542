// `npm run bench:api`: the API under load, each figure beside a bare Fastify route measured in the
// same run. Runs inside scripts/with-postgres.sh, which gives it a throwaway PostgreSQL.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/database.ts';
import { contractors, customers, users } from '#server/db/schema.ts';
import { demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { describeMachine } from '../support/machine.ts';
import { freshDatabase } from '../support/fresh-database.ts';
import { freePort, startNodeServer, type Started } from '../support/processes.ts';
import {
  benchRoot,
  projectRoot,
  updateReadme,
  updateResultSection,
  writeResults,
} from '../support/results.ts';
import { cpuMeter, pidsNamed } from '../support/cpu.ts';
import { sessionCookieName } from '#server/http/session-cookie.ts';
import { sessionService } from '#server/auth/sessions.ts';
import { systemClock } from '#server/platform/clock.ts';
import { BENCH_BOOKINGS, seedBenchBookings, seedPlanCleaner } from './bench-data.ts';
import {
  answers,
  prepareQuote,
  quoteScenario,
  startApiServer,
  startFloorServer,
  type PreparedQuote,
} from './quote-servers.ts';
import {
  CONNECTIONS,
  DURATION_S,
  measure,
  PIPELINING,
  target,
  warmUp,
  type LoadFigures,
  type Scenario,
  type Target,
} from './load.ts';
import { explainListQueries, type QueryPlan } from './query-plans.ts';
import { floorOf, measureAgainstFloor, updateFloorScenario } from './against-floor.ts';
import { captureAnswer, sameBytesScenario } from './same-bytes.ts';
import { scaleBudgets } from './scale-budgets.ts';
import { apiBudgets, apiTable, plansMarkdown, quoteBudgets, type Row, type Run } from './report.ts';
import {
  DEEP_PAGE,
  listScenarios,
  pastJobsCursor,
  demoCleanerListScenario,
  planCleanerListScenario,
} from './list-scenarios.ts';
import { listBudgets } from './list-budgets.ts';

/** Rounds of each catalog read against its same-bytes floor (bench/README.md). */
const CATALOG_ROUNDS = Number(process.env.BENCH_CATALOG_ROUNDS ?? 3);
/**
 * Rounds of the quote against its floor. Five, not three: in the runs of 26 November single
 * rounds spread from 45 % to 126 % of the floor, and the median of three still moved by half.
 */
const QUOTE_ROUNDS = Number(process.env.BENCH_QUOTE_ROUNDS ?? 5);
/**
 * `BENCH_ONLY=lists`: the job and booking lists only (and the plans' cleaner's job list on
 * PGlite), each between two runs of the bare route; no catalog reads, no quote. Its table goes
 * to its own part of bench/README.md (api-lists-results) and results/api-lists.*.
 */
const LISTS_ONLY = process.env.BENCH_ONLY === 'lists';
if (process.env.BENCH_ONLY !== undefined && !LISTS_ONLY) {
  console.error(`BENCH_ONLY=${process.env.BENCH_ONLY}: only "lists" is known.`);
  process.exit(2);
}
/**
 * `BENCH_SCALE=10` (issue 46): PostgreSQL only, ten times the data (bench-data.ts), the lists and
 * the quote, each read against the same call of the latest full run (results/api.json).
 */
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
if (!Number.isInteger(SCALE) || SCALE < 1 || (SCALE > 1 && LISTS_ONLY)) {
  console.error(`BENCH_SCALE=${process.env.BENCH_SCALE}: a whole number ≥ 1, without BENCH_ONLY.`);
  process.exit(2);
}
const SCALED = SCALE > 1;

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Run it as `npm run bench:api`: that starts the throwaway PostgreSQL it needs.');
  process.exit(2);
}

const bareScenario: Scenario = { name: 'bare Fastify route', path: '/api/bare', body: {} };
const catalogScenarios: Scenario[] = [
  { name: 'cities', path: '/api/city/get_all_data', body: {} },
  { name: 'services', path: '/api/service/get_all_data', body: {} },
  { name: 'labels (home)', path: '/api/label/get_all_data', body: { vSlug: 'home' } },
];

/** Fails early, with the server's words, when a scenario would only measure refusals. */
async function checkAnswers(baseUrl: string, scenario: Scenario) {
  const response = await fetch(`${baseUrl}${scenario.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...scenario.headers,
      ...scenario.rotateHeaders?.(),
    },
    body: JSON.stringify(scenario.body),
  });
  if (!response.ok) {
    throw new Error(`${scenario.name} answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Signed-in sessions of one account, as after as many logins (the login's rate limits would
 * refuse that many): 50 people at once hold 50 sessions, not one shared by all.
 */
async function sessionCookies(db: Database, email: string): Promise<string[]> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No account ${email}`);
  const sessions = sessionService(db, systemClock);
  const cookies: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    cookies.push(`${sessionCookieName(false)}=${await sessions.start(user.id)}`);
  }
  return cookies;
}

/** The bare route as a target (its own process, no database). */
const bareTarget = (bare: Started) => target(bare);

/**
 * A database's calls. Each catalog read runs in CATALOG_ROUNDS rounds, each between two runs of
 * its same-bytes floor (the machine's speed drifts: a ratio is only fair against the floor
 * measured right around it); its row is the round with the median ratio. Every other call runs
 * between two runs of the bare route and is read against the mean of all bare runs of the phase.
 */
async function measurePhase(options: {
  bare: Started;
  server: Target;
  sameBytes?: Started;
  database: string;
  catalog: Scenario[];
  others: Scenario[];
}): Promise<Run> {
  const { bare, server, sameBytes, database, catalog, others } = options;
  const floors: Run['floors'] = [];
  const figures: Row[] = [];
  for (const scenario of catalog) {
    if (!sameBytes) throw new Error('Catalog reads need their same-bytes floor.');
    await checkAnswers(server.url, scenario);
    const floorScenario = sameBytesScenario(scenario);
    const measured = await measureAgainstFloor({
      kind: 'same-bytes floor',
      floor: target(sameBytes),
      server,
      database,
      call: scenario,
      floorScenario,
      rounds: CATALOG_ROUNDS,
    });
    floors.push({ name: floorScenario.name, runs: measured.floorRuns });
    figures.push(measured.row);
  }
  // Every call once before any is measured, so none pays for the code the others share.
  for (const scenario of others) {
    await checkAnswers(server.url, scenario);
    await warmUp(server, scenario);
  }
  const measureBare = () => measure(bareTarget(bare), database, bareScenario);
  const bareRuns = [await measureBare()];
  const others_: LoadFigures[] = [];
  for (const scenario of others) {
    others_.push(await measure(server, database, scenario));
    bareRuns.push(await measureBare());
  }
  const against = floorOf('bare route', bareRuns);
  figures.push(...others_.map((row) => ({ ...row, against })));
  floors.unshift({ name: 'bare Fastify route', runs: bareRuns });
  return { database, floors, figures };
}

/** The catalog reads' answers, captured from the server, sent back by the same-bytes floor. */
async function startSameBytesServer(work: string, server: Started, database: string) {
  const captured = await Promise.all(
    catalogScenarios.map((scenario) => captureAnswer(server.url, scenario)),
  );
  const file = path.join(work, `same-bytes-${database}.json`);
  writeFileSync(file, JSON.stringify(captured));
  return startNodeServer({
    name: 'same-bytes floor',
    entry: 'bench/api/same-bytes-server.ts',
    cwd: projectRoot,
    env: { SAME_BYTES_ANSWERS: file },
    port: await freePort(),
    ready: (url) => answers(`${url}/api/city/get_all_data`),
  });
}

async function pgliteRun(work: string, bare: Started): Promise<Run> {
  console.log('PGlite: seeding a new database…');
  const dataDir = path.join(work, 'pglite-data');
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await seedOnFirstStart(database.db);
  const prepared = await prepareQuote(database.db);
  const planned = await seedPlanCleaner(database.db, prepared.edmontonId);
  console.log(
    `PGlite: the plans' cleaner has ${planned.past} past visits, ${planned.future} to come.`,
  );
  const planCookies = await sessionCookies(database.db, planned.cleanerEmail);
  const demoCookies = await sessionCookies(database.db, demoContractorEmail('Edmonton'));
  await database.close();

  const server = await startApiServer({ DATA_DIR: dataDir }, await freePort());
  const sameBytes = LISTS_ONLY ? undefined : await startSameBytesServer(work, server, 'PGlite');
  try {
    return await measurePhase({
      bare,
      server: target(server),
      ...(sameBytes ? { sameBytes } : {}),
      database: 'PGlite',
      catalog: LISTS_ONLY ? [] : catalogScenarios,
      others: [
        ...(LISTS_ONLY ? [] : [quoteScenario(prepared)]),
        planCleanerListScenario(planCookies),
        demoCleanerListScenario(demoCookies),
      ],
    });
  } finally {
    await sameBytes?.stop();
    await server.stop();
  }
}

/** What PostgreSQL holds once seeded: the seeding's time and the database's size. */
export type Seeded = { bookings: number; seedingSeconds: number; databaseBytes: number };

async function postgresRun(work: string, bare: Started) {
  const name = 'mapleshine_bench';
  const url = await freshDatabase(adminUrl ?? '', name);

  const bookingCount = BENCH_BOOKINGS * SCALE;
  console.log(`PostgreSQL: seeding ${bookingCount.toLocaleString('en-CA')} bookings…`);
  const seedingStarted = performance.now();
  const database = await openDatabase({ kind: 'postgres', url: url });
  let prepared: PreparedQuote;
  let cleanerEmail: string;
  let plans: QueryPlan[];
  let cleanerCookies: string[];
  let customerCookies: string[];
  let deepCursor: string;
  let planCookies: string[];
  let seeded: Seeded;
  try {
    await seedOnFirstStart(database.db);
    prepared = await prepareQuote(database.db);
    ({ cleanerEmail } = await seedBenchBookings(database.db, prepared.edmontonId, SCALE));
    const planned = await seedPlanCleaner(database.db, prepared.edmontonId);
    console.log(
      `PostgreSQL: the plans' cleaner has ${planned.past} past visits, ${planned.future} to come.`,
    );
    await database.db.execute(sql`vacuum analyze`);
    seeded = {
      bookings: bookingCount,
      seedingSeconds: Math.round((performance.now() - seedingStarted) / 1000),
      databaseBytes: await databaseSize(name),
    };
    console.log(
      `PostgreSQL: seeded in ${seeded.seedingSeconds} s, ${(seeded.databaseBytes / 1e6).toFixed(0)} MB.`,
    );
    const [planCleaner] = await database.db
      .select({ id: contractors.id })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .where(eq(users.email, planned.cleanerEmail));
    if (!planCleaner) throw new Error('The plans’ cleaner is missing.');
    const [cleaner] = await database.db
      .select({ id: contractors.id })
      .from(contractors)
      .innerJoin(users, eq(users.id, contractors.userId))
      .where(eq(users.email, cleanerEmail));
    const [customer] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .innerJoin(users, eq(users.id, customers.userId))
      .where(eq(users.email, demoCustomer.email));
    if (!cleaner || !customer)
      throw new Error('The bench cleaner or the demo customer is missing.');
    plans = await explainListQueries(url, {
      contractorId: cleaner.id,
      customerId: customer.id,
      cityId: prepared.edmontonId,
      planCleanerId: planCleaner.id,
    });
    deepCursor = await pastJobsCursor(database.db, cleaner.id, DEEP_PAGE);
    cleanerCookies = await sessionCookies(database.db, cleanerEmail);
    customerCookies = await sessionCookies(database.db, demoCustomer.email);
    planCookies = await sessionCookies(database.db, planned.cleanerEmail);
  } finally {
    await database.close();
  }

  const postgres = cpuMeter(() => pidsNamed('postgres'));
  const started = await startApiServer({ DATABASE_URL: url }, await freePort());
  const server = target(started, postgres);
  const lists = [
    ...listScenarios(cleanerCookies, customerCookies, deepCursor),
    planCleanerListScenario(planCookies),
  ];
  const withCatalog = !LISTS_ONLY && !SCALED;
  const sameBytes = withCatalog
    ? await startSameBytesServer(work, started, 'PostgreSQL')
    : undefined;
  const floor = LISTS_ONLY ? undefined : await startFloorServer(url);
  try {
    const run = await measurePhase({
      bare,
      server,
      ...(sameBytes ? { sameBytes } : {}),
      database: 'PostgreSQL',
      catalog: withCatalog ? catalogScenarios : [],
      others: lists,
    });
    if (floor) {
      // The quote against its floor (bench/README.md), in rounds as the catalog reads.
      const quote = await measureAgainstFloor({
        kind: 'one-UPDATE floor',
        floor: target(floor, postgres),
        server,
        database: 'PostgreSQL',
        call: quoteScenario(prepared),
        floorScenario: updateFloorScenario(prepared.codes),
        rounds: QUOTE_ROUNDS,
      });
      run.floors.push({ name: UPDATE_FLOOR_ROW, runs: quote.floorRuns });
      run.figures.push(quote.row);
    }
    return { run, plans, seeded };
  } finally {
    await floor?.stop();
    await sameBytes?.stop();
    await started.stop();
  }
}

/** The database's size on disk (pg_database_size), in bytes. */
async function databaseSize(name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ bytes: string }>(
      'select pg_database_size($1)::text as bytes',
      [name],
    );
    return Number(result.rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

const UPDATE_FLOOR_ROW = 'floor: bare route running one prepared durable one-row UPDATE';

function describeRun(settings: {
  catalogRounds: number;
  quoteRounds: number;
  bookings: number;
}): string {
  const load = `autocannon, ${CONNECTIONS} connections, pipelining ${PIPELINING}, ${DURATION_S} s per run after a 2 s warm-up; PostgreSQL with its durable defaults (fsync, synchronous_commit), ${settings.bookings.toLocaleString('en-CA')} bookings. "server CPU" is the server process's CPU time (all threads, /proc) over the measured run divided by its requests; on PostgreSQL the database's (every postgres process) is beside it.`;
  const others =
    'The lists run between runs of the bare route and are read against the mean of all bare runs of their database (bare row: that mean, the worst p50/p99, the mean CPU).';
  const quote = `On PostgreSQL the quote runs in ${settings.quoteRounds} rounds between runs of its floor (a bare route running one prepared durable one-row UPDATE on the same drafts) and is read against the mean req/s, p99 and CPU of the floor runs just before and after it; its row is the round with the median req/s ratio.`;
  if (LISTS_ONLY)
    return `With \`BENCH_ONLY=lists\`: the job and booking lists only; ${load} ${others}`;
  if (SCALED)
    return `With \`BENCH_SCALE=${SCALE}\`: PostgreSQL only, the lists and the quote; ${load} ${others} ${quote} Each ratio is also read against the same call's ratio in the latest full run (results/api.json).`;
  return `${load} Each catalog read runs in ${settings.catalogRounds} rounds, each between two runs of its same-bytes floor (a bare route sending the read's captured answer: same status, headers and compressed bytes) and is read against their mean req/s and CPU; its row is the round with the median req/s ratio. ${others} ${quote}`;
}

/** The latest full run's PostgreSQL rows (results/api.json), which a scaled run is read against. */
function fullRunRows(): Row[] {
  try {
    const saved = JSON.parse(readFileSync(path.join(benchRoot, 'results', 'api.json'), 'utf8')) as {
      runs?: Run[];
    };
    const rows = saved.runs?.find((run) => run.database === 'PostgreSQL')?.figures ?? [];
    return rows.filter((row) => typeof row.against === 'object');
  } catch {
    return [];
  }
}

async function main() {
  const machine = describeMachine();
  const work = mkdtempSync(path.join(tmpdir(), 'mapleshine-bench-api-'));
  const bare = await startNodeServer({
    name: 'bare Fastify',
    entry: 'bench/api/bare-server.ts',
    cwd: projectRoot,
    env: {},
    port: await freePort(),
    ready: (url) => answers(`${url}/api/bare`),
  });
  try {
    const pglite = SCALED ? undefined : await pgliteRun(work, bare);
    const postgres = await postgresRun(work, bare);
    const runs = [...(pglite ? [pglite] : []), postgres.run];
    const bookings = postgres.seeded.bookings.toLocaleString('en-CA');
    const budgets = [
      ...(LISTS_ONLY ? [] : SCALED ? quoteBudgets(runs) : apiBudgets(runs)),
      ...listBudgets(runs, bookings),
      ...(SCALED ? scaleBudgets(postgres.run, fullRunRows(), SCALE) : []),
    ];
    const settings = {
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      durationS: DURATION_S,
      catalogRounds: CATALOG_ROUNDS,
      quoteRounds: QUOTE_ROUNDS,
      scale: SCALE,
    };
    const seeding = `Seeding ${bookings} bookings took ${postgres.seeded.seedingSeconds} s; the database then held ${(postgres.seeded.databaseBytes / 1e6).toFixed(0)} MB.`;
    const table = apiTable(
      machine,
      `${describeRun({ ...settings, bookings: postgres.seeded.bookings })} ${seeding}`,
      runs,
      budgets,
    );
    const name = LISTS_ONLY ? 'api-lists' : SCALED ? `api-scale-${SCALE}` : 'api';
    await writeResults(
      name,
      { machine, settings, seeded: postgres.seeded, runs, budgets, plans: postgres.plans },
      table,
    );
    await updateResultSection(
      'api-plans.md',
      `plans-scale-${SCALE}`,
      plansMarkdown(postgres.plans, postgres.seeded.bookings),
    );
    await updateReadme(`${name}-results`, table);
    console.log(`\n${table}`);
    if (budgets.some((budget) => !budget.holds)) process.exitCode = 1;
  } finally {
    await bare.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
