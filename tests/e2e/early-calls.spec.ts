import { expect, test, type Page } from '@playwright/test';
import { newCustomer, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';
import { atWidth, thisWidth } from '#tests/support/e2e-width.ts';

/*
 * Decision 157 at both widths: the HTML of a booking's page and of the console's Today starts
 * their first calls itself, and the app takes those answers instead of asking again. Each call
 * reaches the server exactly once while the page shows, and the HTML alone (the app's code never
 * arriving) already sends it.
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

async function bookingLink(page: Page): Promise<string> {
  const customer = await newCustomer(page.request, `early-${thisWidth()}`);
  // Calgary evenings of days no other spec books (the ledger's and e-mail consent's desktop day
  // is 3: one more booking there left the ledger's without a free cleaner).
  const bookingNo = await paidCalgaryBooking(
    page.request,
    customer,
    atWidth({ desktop: 25, phone: 26 }),
  );
  const link = await page.request.post('/dev/booking-link', { data: { vBookingNo: bookingNo } });
  expect(link.ok()).toBe(true);
  const { data } = (await link.json()) as { data: { path: string } };
  // A new tab from a mail client: no session of the customer's.
  await page.context().clearCookies();
  return data.path;
}

test("a booking's page asks for its booking once, in English and in French", async ({ page }) => {
  const path = await bookingLink(page);
  for (const [address, heading, section] of [
    [path, 'Your booking', 'Shared this link by mistake?'],
    [`/fr${path}`, 'Votre réservation', 'Vous avez partagé ce lien par erreur ?'],
  ] as const) {
    const calls = countCalls(page, ['/api/booking-link']);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(section)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    expect(calls(), address).toEqual({ '/api/booking-link': 1 });
    page.removeAllListeners('request');
  }
});

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

test("the HTML itself sends a booking's first call, before any of the app's code", async ({
  page,
}) => {
  const path = await bookingLink(page);
  await page.route(/\.(js|mjs)(\?|$)/, (route) => route.abort());
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/booking-link',
  );
  await page.goto(path);
  const request = await asked;
  expect(request.method()).toBe('POST');
  expect(request.postDataJSON()).toEqual({ token: path.split('/').pop() });
  expect(request.headers()['x-mapleshine-locale']).toBe('en-CA');
});
