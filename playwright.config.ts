import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { timeZoneDataDir, timeZoneDataVariable } from './server/platform/time-zone-data.ts';

/*
 * The servers and the test workers, started from this process, place Canadian times with the
 * project's time-zone data (decision 137): ICU reads the variable as each of them starts.
 */
process.env[timeZoneDataVariable] ??= timeZoneDataDir;

/*
 * Each project has its own server on its own fresh data dir (decision 069): neither width sees
 * the other's bookings, sessions or limits, and the two can run side by side (E2E_WORKERS=2).
 * Each sees what a newcomer sees on first start.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4310);

function serverOf(project: string, port: number) {
  const variable = `E2E_DATA_DIR_${project.toUpperCase()}`;
  const dataDir =
    process.env[variable] ?? mkdtempSync(path.join(tmpdir(), `mapleshine-e2e-${project}-`));
  // Made once, in the runner: the workers load this file again and must find the same folder.
  process.env[variable] = dataDir;
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    webServer: {
      // The binary, not npx: stopping npx would leave the server running.
      command: 'node_modules/.bin/tsx server/main.ts',
      url: `${baseURL}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 120_000,
      /*
       * APP_ENV: the demo accounts, and /dev/outbox and the job tools the journeys drive.
       * PUBLIC_URL: the links of the e-mails in /dev/outbox lead back to the server under test.
       * UI_WAITS_MS: a form moves on, and the booking wizard's loader ends, after 100 ms instead of
       * the spec's two seconds, which the UI and machine tests prove; toasts still show for two
       * seconds, and skeletons are held as long as ever (decision 070).
       */
      env: {
        APP_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        UI_WAITS_MS: '100',
        // Registrations are limited to 20 an hour from one address, and every spec registers
        // from 127.0.0.1: twice each limit, so the suite's own accounts fit (no spec tests a limit).
        E2E_RATE_LIMIT_FACTOR: '2',
      },
    },
  };
}

const desktop = serverOf('desktop', firstPort);
const phone = serverOf('phone', firstPort + 1);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  // What a page shows may take longer than Playwright's 5 s on a loaded 2-core machine (the
  // machine viewer's layout took longer in a CI run): the same checks, with room to wait.
  expect: { timeout: 15_000 },
  /*
   * At most one worker per project (below), so the desktop and the phone run side by side, each on
   * its own server (decision 083): one worker left half of this 2-core machine idle (52 % busy);
   * two made the whole end-to-end step 8.4 minutes instead of 12. E2E_WORKERS=1 runs them one
   * after the other, for a machine with one core.
   */
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The JSON report gives each test's duration, so a runner can list the slowest files.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  /*
   * Both projects run every spec (decision 094): the desktop at 1280×800, the phone at 390×844 with
   * touch, as most customers and cleaners use it. A journey that books takes its days and cities
   * per width (tests/support/e2e-width.ts); a test run at one width only says so, and why, with
   * `onlyAt(width, reason)` in its spec, and the other project reports it skipped.
   */
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: { baseURL: desktop.baseURL, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      workers: 1,
      use: {
        baseURL: phone.baseURL,
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      },
    },
  ],
  use: {
    /*
     * A failing test leaves a picture of its page in test-results/e2e/. The screenshots kept for
     * people to look at (every route, many journey steps, under test-results/screens/) are taken
     * only when asked: `SCREENS=1 npm run test:e2e` (tests/support/e2e-screenshot.ts).
     */
    screenshot: 'only-on-failure',
    /*
     * A press or a fill that finds nothing fails on its own, naming its locator, instead of
     * holding the test to its 60 s: a CI run stopped on "Test timeout of 60000ms exceeded" in the
     * same-day wizard's details with no word of which control it waited for.
     */
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [desktop.webServer, phone.webServer],
});
