import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// A fresh data dir per run: the end-to-end tests see what a newcomer sees on first start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'mapleshine-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  /*
   * Most customers and cleaners use a phone: the phone project runs, at 390×844 with touch, the
   * journeys of a phone (`*.phone.spec.ts`), the sweep of every route, the states reached by
   * interaction and the whole account journey; the desktop project runs every spec but the
   * phone's own.
   */
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      testMatch: [
        '**/*.phone.spec.ts',
        '**/every-route.spec.ts',
        '**/interaction-states.spec.ts',
        '**/account-journey.spec.ts',
      ],
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    },
  ],
  use: {
    baseURL,
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
  webServer: {
    // The binary, not npx: stopping npx would leave the server running.
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `${baseURL}/favicon.svg`,
    reuseExistingServer: false,
    timeout: 120_000,
    // PUBLIC_URL: the links of the e-mails in /dev/outbox lead back to the server under test.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
    },
  },
});
