import { defineConfig } from '@playwright/test';
import { timeZoneDataDir, timeZoneDataVariable } from './server/platform/time-zone-data.ts';

/*
 * The servers and the test workers, started from this process, place Canadian times with the
 * project's time-zone data (decision 137): ICU reads the variable as each of them starts.
 */
process.env[timeZoneDataVariable] ??= timeZoneDataDir;

/*
 * The axe run over every story of the built Storybook (issue 23): its own config, so the app's
 * server is not started for it and the e2e runs do not need a built Storybook. `npm test` builds
 * Storybook, then runs this (scripts/test-all.ts).
 */
const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/storybook',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/storybook',
  timeout: 60_000,
  workers: 1,
  // The JSON report gives each story's duration, so a runner can list the slowest.
  reporter: [['list'], ['json', { outputFile: 'test-results/storybook-report.json' }]],
  projects: [{ name: 'storybook' }],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    },
  },
  webServer: {
    command: `node_modules/.bin/tsx tests/support/static-server.ts storybook-static ${port}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
