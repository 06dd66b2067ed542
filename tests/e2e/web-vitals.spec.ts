import { expect, test } from '@playwright/test';
import { onlyAt } from '#tests/support/e2e-width.ts';

onlyAt('desktop', 'the beacon of a hidden page is sent alike at every width');

type Beacon = { vRoute: string; metrics: { vName: string; fValue: number }[] };

// A page that is hidden (another tab, leaving, locking the phone) sends what it measured. The
// beacon is caught on its way to /api/vitals and answered here: Playwright reports no request of a
// document being unloaded, and a real tab switch leaves the beacon unfinished in headless
// Chromium. The server's side is tests/api/vitals.test.ts; the unload path was checked by hand
// against a running server (decision 037).
test('a page that is hidden sends its web-vitals to /api/vitals as JSON, under its route template', async ({
  page,
}) => {
  const beacons: { type: string | undefined; body: Beacon }[] = [];
  await page.route('**/api/vitals', async (route) => {
    const request = route.request();
    beacons.push({
      type: request.headers()['content-type'],
      body: request.postDataJSON() as Beacon,
    });
    await route.fulfill({ status: 200, json: { code: 200, message: 'Thank you.' } });
  });

  await page.goto('/blog-detail/no-such-post-for-vitals');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reporter loads when the browser is idle and marks the moment it listens.
  await page.waitForFunction(
    () => performance.getEntriesByName('mapleshine:vitals-ready').length > 0,
  );

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await expect.poll(() => beacons.length).toBe(1);
  const [beacon] = beacons;
  expect(beacon?.type).toBe('application/json');
  // The template, never the address: a slug could name a person.
  expect(beacon?.body.vRoute).toBe('/blog-detail/:vSlug');
  expect(beacon?.body.metrics.map((metric) => metric.vName)).toContain('TTFB');
});
