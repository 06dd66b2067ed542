import { expect, test, type Page } from '@playwright/test';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';

/*
 * Decision 157 at both widths: the HTML of the console's Today starts its first calls itself, and
 * the app takes those answers instead of asking again: each call reaches the server exactly once
 * while the page shows. (A booking's page from its link is rendered by the server with its
 * booking instead, decision 159: booking-link-rendered.spec.ts.)
 */

/** Counts the POSTs the page sends to each of `paths` from now on. */
function countCalls(page: Page, paths: string[]) {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && counts.has(path))
      counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return () => Object.fromEntries(counts);
}

test("the console's Today asks for the session and its figures once", async ({ page }) => {
  await signInAsOperator(page);
  const calls = countCalls(page, ['/api/admin/session', '/api/admin/today']);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  expect(calls()).toEqual({ '/api/admin/session': 1, '/api/admin/today': 1 });
});
