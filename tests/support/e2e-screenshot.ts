import { errors, type Page, type PageScreenshotOptions } from '@playwright/test';

/** Long enough for a full page on a loaded 2-core machine (about 1 s there), short enough to try twice. */
const CAPTURE_TIMEOUT_MS = 20_000;

/**
 * Keeps a screenshot for people to look at. Now and then Chromium never answers a capture on a
 * loaded machine (a CI run hung 60 s on one full-page capture of about 400, on a page that took
 * 3 s in every other run), which failed a test whose checks all passed. A screenshot here is a
 * record, not a check, so a capture that times out is asked for once more, after the page has
 * painted a frame; any other failure, and a second timeout, still fail the test.
 */
export async function keepScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  try {
    await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
    return;
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
  await page.screenshot({ ...options, timeout: CAPTURE_TIMEOUT_MS });
}
