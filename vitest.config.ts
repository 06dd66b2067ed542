import { spawnSync } from 'node:child_process';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pgliteApiFiles } from './tests/support/pglite-set.ts';
import { timeZoneDataDir, timeZoneDataVariable } from './server/platform/time-zone-data.ts';

// Times and dates in tests are read in one zone, whatever the machine says.
process.env.TZ = 'UTC';

/*
 * Every test places Canadian times with the project's time-zone data (decision 137). ICU reads
 * ICU_TIMEZONE_FILES_DIR only as a process starts, and this process already has: the UI tests'
 * servers run in it (tests/support/ui-global-setup.ts) and its worker threads share its ICU. The
 * npm scripts set the variable (scripts/with-time-zone-data.sh); a run started without it, such
 * as `npx vitest run …`, is run again, the same way, with it set.
 */
if (process.env[timeZoneDataVariable] === undefined) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, [timeZoneDataVariable]: timeZoneDataDir },
  });
  process.exit(again.status ?? 1);
}

/**
 * What both API projects share: each test file its own database, made from the one the global
 * setup migrated and seeded once (tests/support/test-database.ts).
 */
const apiTests = {
  environment: 'node' as const,
  // The server's modules are loaded once per worker, not again for every file (decision 069):
  // on an idle machine the suite on PostgreSQL took 485 s with a fresh load per file, 235 s
  // without. Each file still starts its own app on its own database; the server keeps no state
  // in its modules between apps, and the files pass in any order (--sequence.shuffle.files).
  isolate: false,
  globalSetup: ['tests/support/api-global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // A worker per core, for every project (Vitest's own default leaves one core out: half of
    // this two-core machine). Test files never share a database or a server (tests/support/
    // ui-global-setup.ts starts one per worker), so running them side by side is safe.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions and machines: their modules are loaded once per worker.
          isolate: false,
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
        },
      },
      {
        // Every API test file: on PostgreSQL through scripts/with-postgres.sh, as npm test runs it
        // (on PGlite without it).
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], ...apiTests },
      },
      {
        // The API test files whose outcome can hang on the engine, on PGlite: the set and why
        // each is in it are in tests/support/pglite-set.ts.
        test: { name: 'api-pglite', include: pgliteApiFiles, ...apiTests },
      },
      {
        // Two server processes on one PostgreSQL (decision 051): run through
        // scripts/with-postgres.sh, as npm test does.
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          // The template database its test database is copied from.
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'ui',
          environment: 'jsdom',
          // The app's modules are loaded once per worker (decision 069); each file still gets a
          // new jsdom and runs the setup file, and the files pass in any order (checked with
          // --sequence.shuffle.files).
          isolate: false,
          include: ['tests/ui/**/*.test.tsx'],
          globalSetup: ['tests/support/ui-global-setup.ts'],
          setupFiles: ['tests/support/ui-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
