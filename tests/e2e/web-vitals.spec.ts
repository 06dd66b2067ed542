import { expect, test, type Request } from '@playwright/test';

// Leaving for another address hides the page too, and its beacon reaches the server, but
// Playwright reports no request of a document being unloaded: switching to another tab hides the
// page while it lives. A beacon's Blob is not readable here: the route template and the metrics
// are held by tests/ui/web-vitals-reporter.test.tsx, the server's side by tests/api/vitals.test.ts.
// fixme: the beacon is seen with its JSON type, but Playwright never reports it finished, and
// the page's close then waits until the test times out (Chromium headless; not yet understood).
// The unload path was checked by hand against a running server (decision 035).
test.fixme('a page hidden behind another tab sends its web-vitals to /api/vitals as JSON', async ({
  page,
  context,
}) => {
  await page.goto('/service-detail/deep-cleaning');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reporter loads when the browser is idle and marks the moment it listens.
  await page.waitForFunction(
    () => performance.getEntriesByName('mapleshine:vitals-ready').length > 0,
  );

  const isBeacon = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals';
  const beacon = page.waitForRequest(isBeacon);
  const answered = page.waitForEvent('requestfinished', isBeacon);
  const otherTab = await context.newPage();
  await otherTab.goto('/about-us');
  await otherTab.bringToFront();
  const request = await beacon;

  expect(request.headers()['content-type']).toBe('application/json');
  expect(request.frame().page()).toBe(page);
  await answered;
});
