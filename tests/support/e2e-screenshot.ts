import { errors, type Page, type PageScreenshotOptions } from '@playwright/test';
import { nextFrames } from './e2e-frames.ts';

/** Long enough for a full page on a loaded 2-core machine (about 1 s there), short enough to try twice. */
const CAPTURE_TIMEOUT_MS = 20_000;

/**
 * Whether the run keeps its screenshots for people to look at: only when asked, with `SCREENS=1`
 * in the environment (`SCREENS=1 npm run test:e2e`). They are records, not checks, and a full-page
 * capture of every route and journey step cost the run minutes; without it the tests prove the
 * same. A failing test leaves its picture either way (`screenshot: 'only-on-failure'` in
 * playwright.config.ts, under test-results/e2e/).
 */
export const KEEP_SCREENS = process.env.SCREENS === '1';

/**
 * Keeps a screenshot for people to look at, when the run was asked for them (KEEP_SCREENS);
 * otherwise returns at once. Now and then Chromium never answers a capture on a loaded machine
 * (a CI run hung 60 s on one full-page capture of about 400, on a page that took 3 s in every
 * other run), which failed a test whose checks all passed. A screenshot here is a record, not a
 * check, so a capture that times out is asked for once more, after the page has painted a frame
 * (waited for at most a tenth of a second: a page that paints none is captured all the same);
 * any other failure, and a second timeout, still fail the test.
 */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (!KEEP_SCREENS) return;
  try {
    await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
    return;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }
  await nextFrames(page);
  await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
}
