// `npm run bench:api`: the API under load, each figure beside a bare Fastify route measured in the
// same run. Runs inside scripts/with-postgres.sh, which gives it a throwaway PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/database.ts';
import { cities, contractors, customers, services, users } from '#server/db/schema.ts';
import { demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { describeMachine } from '../support/machine.ts';
import { freePort, startNodeServer, type Started } from '../support/processes.ts';
import { projectRoot, updateReadme, writeResultFile, writeResults } from '../support/results.ts';
import { sessionCookieName } from '#server/http/session-cookie.ts';
import { sessionService } from '#server/auth/sessions.ts';
import { systemClock } from '#server/platform/clock.ts';
import {
  BENCH_BOOKINGS,
  insertQuoteDrafts,
  seedBenchBookings,
  seedPlanCleaner,
} from './bench-data.ts';
import {
  CONNECTIONS,
  DURATION_S,
  measure,
  PIPELINING,
  type LoadFigures,
  type Scenario,
} from './load.ts';
import { explainListQueries, type QueryPlan } from './query-plans.ts';
import { floorScenario, measureQuoteAgainstFloor } from './quote-floor.ts';
import { apiBudgets, apiTable, isCatalogRead, plansMarkdown, type Run } from './report.ts';
import {
  DEEP_PAGE,
  listScenarios,
  pastJobsCursor,
  demoCleanerListScenario,
  planCleanerListScenario,
} from './list-scenarios.ts';
import { listBudgets } from './list-budgets.ts';

/** Rounds of each catalog read (bench/README.md: how the figures are made). */
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

async function answers(url: string, body: unknown = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.ok;
}

/** What the quote needs: the ids of Edmonton and Deep Cleaning, and the drafts it prices. */
async function prepareQuote(db: Database) {
  const [edmonton] = await db.select().from(cities).where(eq(cities.name, 'Edmonton'));
  const [deepCleaning] = await db.select().from(services).where(eq(services.slug, 'deep-cleaning'));
  if (!edmonton || !deepCleaning) throw new Error('The seed has no Edmonton or Deep Cleaning.');
  const codes = await insertQuoteDrafts(db);
  return { edmontonId: edmonton.id, serviceId: deepCleaning.id, codes };
}

/** Tomorrow afternoon in Edmonton: clear of the bench cleaners' morning jobs. */
function quoteScenario(prepared: Awaited<ReturnType<typeof prepareQuote>>): Scenario {
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const vDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Edmonton',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(tomorrow);
  let next = 0;
  return {
    name: 'quote (schedule-cleaning)',
    path: '/api/cleaning/schedule-cleaning',
    body: {
      vResidence: 'House',
      iServiceId: prepared.serviceId,
      iCityId: prepared.edmontonId,
      vBedrooms: '3',
      vBathrooms: '2',
      vExtras: ['Inside Oven'],
      vUnit: '',
      vAddress: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
      vPostalCode: 'T5J 1W4',
      vDate,
      vFrom: '1:00PM',
      vUntill: '9:00PM',
    },
    // One draft after another, as many customers quoting at once would.
    rotateHeaders: () => ({ vUniqueCode: prepared.codes[next++ % prepared.codes.length] ?? '' }),
  };
}

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

function startApiServer(env: Record<string, string>, port: number) {
  return startNodeServer({
    name: 'MapleShine server',
    entry: 'server/main.ts',
    cwd: projectRoot,
    env: { LOG_LEVEL: 'warn', ...env },
    port,
    ready: (url) => answers(`${url}/api/city/get_all_data`),
  });
}

/**
 * A database's calls. Each catalog read runs in CATALOG_ROUNDS rounds, each time between two runs
 * of the bare route: the machine's speed drifts (other work shares its CPUs), a ratio is only fair
 * against the bare route measured right around it, and one round's ratio moves by a tenth or more
 * from one round to the next. A read's row is its round with the median ratio; every round's
 * ratio is kept beside it.
 */
async function measurePhase(
  bare: Started,
  server: Started,
  database: string,
  scenarios: Scenario[],
): Promise<Run> {
  const measureBare = () => measure(bare.url, 'none (bare)', bareScenario);
  const bareRuns = [await measureBare()];
  const catalog = scenarios.filter((scenario) => isCatalogRead(scenario.name));
  const rounds = new Map<string, CatalogRound[]>();
  for (let round = 0; round < CATALOG_ROUNDS; round += 1) {
    for (const scenario of catalog) {
      if (round === 0) await checkAnswers(server.url, scenario);
      const before = bareRuns.at(-1);
      const row = await measure(server.url, database, scenario);
      const after = await measureBare();
      bareRuns.push(after);
      const sample = { ...row, bareRequestsPerSecond: meanRate([before, after]) };
      rounds.set(scenario.name, [...(rounds.get(scenario.name) ?? []), sample]);
    }
  }
  const figures: Run['figures'] = catalog.map((scenario) =>
    medianRound(rounds.get(scenario.name) ?? []),
  );
  // The other calls are read against every bare run of the phase.
  const phaseBare = meanRate(bareRuns);
  const others = scenarios.filter((scenario) => !isCatalogRead(scenario.name));
  for (const scenario of others) {
    await checkAnswers(server.url, scenario);
    const row = await measure(server.url, database, scenario);
    figures.push({ ...row, bareRequestsPerSecond: phaseBare });
    // Without catalog reads (BENCH_ONLY=lists) the bare route runs after each call instead.
    if (catalog.length === 0) bareRuns.push(await measureBare());
  }
  if (catalog.length === 0) {
    for (const row of figures) row.bareRequestsPerSecond = meanRate(bareRuns);
  }
  return { database, bare: bareRuns, figures };
}

type CatalogRound = LoadFigures & { bareRequestsPerSecond: number };

/** The round whose ratio to the bare route is the median, with every round's ratio. */
function medianRound(samples: CatalogRound[]): Run['figures'][number] {
  const ratio = (sample: CatalogRound) => sample.requestsPerSecond / sample.bareRequestsPerSecond;
  const sorted = [...samples].sort((a, b) => ratio(a) - ratio(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('A catalog read ran no round.');
  return { ...median, roundShares: samples.map(ratio) };
}

function meanRate(runs: (LoadFigures | undefined)[]) {
  const rates = runs.flatMap((run) => (run ? [run.requestsPerSecond] : []));
  return Math.round(rates.reduce((sum, rate) => sum + rate, 0) / Math.max(rates.length, 1));
}

async function pgliteRun(work: string, bare: Started) {
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
  try {
    return await measurePhase(bare, server, 'PGlite', [
      ...(LISTS_ONLY ? [] : [...catalogScenarios, quoteScenario(prepared)]),
      planCleanerListScenario(planCookies),
      demoCleanerListScenario(demoCookies),
    ]);
  } finally {
    await server.stop();
  }
}

async function postgresRun(bare: Started) {
  const name = 'mapleshine_bench';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;

  console.log(`PostgreSQL: seeding ${BENCH_BOOKINGS.toLocaleString('en-CA')} bookings…`);
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  let prepared: Awaited<ReturnType<typeof prepareQuote>>;
  let cleanerEmail: string;
  let plans: QueryPlan[];
  let cleanerCookies: string[];
  let customerCookies: string[];
  let deepCursor: string;
  let planCookies: string[];
  try {
    await seedOnFirstStart(database.db);
    prepared = await prepareQuote(database.db);
    ({ cleanerEmail } = await seedBenchBookings(database.db, prepared.edmontonId));
    const planned = await seedPlanCleaner(database.db, prepared.edmontonId);
    console.log(
      `PostgreSQL: the plans' cleaner has ${planned.past} past visits, ${planned.future} to come.`,
    );
    await database.db.execute(sql`vacuum analyze`);
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
    plans = await explainListQueries(url.toString(), {
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

  const server = await startApiServer({ DATABASE_URL: url.toString() }, await freePort());
  const lists = [
    ...listScenarios(cleanerCookies, customerCookies, deepCursor),
    planCleanerListScenario(planCookies),
  ];
  if (LISTS_ONLY) {
    try {
      return { run: await measurePhase(bare, server, 'PostgreSQL', lists), plans };
    } finally {
      await server.stop();
    }
  }
  const floor = await startFloorServer(url.toString());
  try {
    const run = await measurePhase(bare, server, 'PostgreSQL', [...catalogScenarios, ...lists]);
    // The quote against its floor (bench/README.md), in rounds as the catalog reads.
    const quote = await measureQuoteAgainstFloor({
      floor,
      server,
      database: 'PostgreSQL',
      quote: quoteScenario(prepared),
      floorScenario: floorScenario(prepared.codes),
      rounds: QUOTE_ROUNDS,
      bareRequestsPerSecond: meanRate(run.bare),
    });
    run.floor = quote.floorRuns;
    run.figures.push(quote.row);
    return { run, plans };
  } finally {
    await floor.stop();
    await server.stop();
  }
}

/** The quote's floor (floor-server.ts) on the bench's PostgreSQL. */
async function startFloorServer(databaseUrl: string) {
  const floor = await startNodeServer({
    name: 'floor route',
    entry: 'bench/api/floor-server.ts',
    cwd: projectRoot,
    env: { DATABASE_URL: databaseUrl },
    port: await freePort(),
    ready: async (baseUrl) => {
      const response = await fetch(`${baseUrl}/api/floor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', vUniqueCode: 'bench-quote-1' },
        body: '{}',
      });
      return response.ok;
    },
  });
  return floor;
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
    const pglite = await pgliteRun(work, bare);
    const postgres = await postgresRun(bare);
    const runs = [pglite, postgres.run];
    const budgets = LISTS_ONLY ? listBudgets(runs) : [...apiBudgets(runs), ...listBudgets(runs)];
    const settings = {
      connections: CONNECTIONS,
      pipelining: PIPELINING,
      durationS: DURATION_S,
      catalogRounds: CATALOG_ROUNDS,
      quoteRounds: QUOTE_ROUNDS,
    };
    const table = apiTable(machine, settings, runs, budgets, LISTS_ONLY);
    const name = LISTS_ONLY ? 'api-lists' : 'api';
    await writeResults(name, { machine, settings, runs, budgets, plans: postgres.plans }, table);
    await writeResultFile('api-plans.md', plansMarkdown(postgres.plans));
    await updateReadme(`${name}-results`, table);
    console.log(`\n${table}`);
    if (budgets.some((budget) => !budget.holds)) process.exitCode = 1;
  } finally {
    await bare.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
