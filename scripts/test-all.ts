// `npm test`: every check the project has, cheapest and fastest-failing first, with work that
// does not fight for the same core run side by side (decision 069). At its end it prints every
// step's wall time and writes them, with each test file's time, to test-results/timings.md.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStages, staticChecks, type Stage } from './test-all/run-steps.ts';
import {
  clock,
  fileTable,
  playwrightFileTimings,
  stepTable,
  vitestFileTimings,
} from './test-all/timings-report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
// Times and dates in tests are read in one zone, whatever the machine says.
process.env.TZ = 'UTC';
const results = path.join(root, 'test-results');

/** Where each runner writes its per-file report (read back for timings.md). */
const reports = {
  vitestPglite: path.join(results, 'vitest-pglite.json'),
  vitestPostgres: path.join(results, 'vitest-postgres.json'),
  storybook: path.join(results, 'storybook-report.json'),
  e2e: path.join(results, 'e2e-report.json'),
};

/** Every answer of the API suite on PostgreSQL, one JSON line each, judged after it (decision 091). */
const contractTraffic = path.join(results, 'contract-traffic');

const vitest = (projects: string[], report: string) =>
  `npx vitest run ${projects.map((name) => `--project ${name}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${report}`;

const stages: Stage[] = [
  staticChecks,
  {
    lanes: [
      [
        {
          name: 'Unit, machine and UI tests, and the API set on PGlite',
          command: vitest(['unit', 'ui', 'api-pglite'], reports.vitestPglite),
        },
      ],
    ],
  },
  {
    lanes: [
      [
        {
          name: 'API tests on PostgreSQL, and two server processes on one PostgreSQL',
          command: `bash scripts/with-postgres.sh ${vitest(['api', 'cluster'], reports.vitestPostgres)}`,
          env: { CONTRACT_TRAFFIC_DIR: contractTraffic },
        },
        {
          name: "Every answer of the API suite within openapi.yaml (an independent validator's view)",
          command: `npx tsx scripts/check-contract-traffic.ts ${contractTraffic}`,
        },
      ],
      [
        {
          // With the machine viewer at /machines, which the end-to-end tests visit (decision 016).
          name: 'Build the web app (the one build the budget and the end-to-end tests use)',
          command: 'npx vite build --logLevel warn',
          env: { SHOW_MACHINES: '1' },
        },
        {
          name: 'Build the server (what npm start runs with plain Node; decision 039)',
          command: 'npm run --silent build:server',
        },
        {
          name: 'Bundle-size budget (initial JS and CSS of every route)',
          command: 'npx tsx bench/web/check-bundle-budget.ts --dist dist',
        },
        {
          name: 'Storybook builds',
          command: 'npm run --silent build-storybook >/dev/null && echo "Storybook built."',
        },
        // In the PostgreSQL suite's shadow: the builds take about a minute and a half of its five.
        {
          name: 'Every story passes axe at phone and desktop width, in standard and more contrast',
          command: 'npx playwright test -c playwright.storybook.config.ts',
        },
      ],
    ],
  },
  {
    lanes: [[{ name: 'End-to-end tests in Chromium', command: 'npx playwright test' }]],
  },
];

mkdirSync(results, { recursive: true });
for (const report of Object.values(reports)) rmSync(report, { force: true });
rmSync(contractTraffic, { recursive: true, force: true });

const started = Date.now();
const timings = await runStages(stages, path.join(results, 'logs'));
const totalSeconds = (Date.now() - started) / 1000;
const passed = timings.every((timing) => timing.outcome === 'passed');

const steps = stepTable(timings, totalSeconds);
console.log(
  `\n== ${passed ? 'All checks passed' : 'A check failed'} (${clock(totalSeconds)}) ==\n`,
);
console.log(steps);

const sections = [
  [
    'Vitest on PGlite (unit, machines, UI, the API set)',
    vitestFileTimings(reports.vitestPglite, root),
  ],
  ['Vitest on PostgreSQL (API, cluster)', vitestFileTimings(reports.vitestPostgres, root)],
  ['Playwright: stories', playwrightFileTimings(reports.storybook)],
  ['Playwright: end-to-end', playwrightFileTimings(reports.e2e)],
] as const;
writeFileSync(
  path.join(results, 'timings.md'),
  [
    `# npm test timings (${new Date(started).toISOString()})`,
    '',
    `${passed ? 'Passed' : 'Failed'} in ${clock(totalSeconds)} on ${process.platform}. Steps of a stage with several lanes ran side by side.`,
    '',
    steps,
    ...sections.flatMap(([title, files]) =>
      files.length === 0 ? [] : ['', `## ${title}, slowest first`, '', fileTable(files)],
    ),
    '',
  ].join('\n'),
);
console.log(
  `\nTimings with every test file's: ${path.relative(root, path.join(results, 'timings.md'))}`,
);
process.exitCode = passed ? 0 : 1;
