import { expect, test, type Page, type Request } from '@playwright/test';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { acceptedBy } from '#tests/support/e2e-admin-bookings.ts';
import { builtChunksNamed } from '#tests/support/e2e-built-chunks.ts';
import { watchHydration } from '#tests/support/e2e-hydration.ts';
import { newCustomer, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { atWidth, thisWidth } from '#tests/support/e2e-width.ts';
import { rescheduleTexts } from '#shared/catalogue/en-CA/reschedule.ts';
import { reschedulePickerTexts } from '#shared/catalogue/en-CA/reschedule-picker.ts';
import { rescheduleTexts as rescheduleFr } from '#shared/catalogue/fr-CA/reschedule.ts';

/*
 * Decision 159 at both widths: a booking's page from its e-mail's link comes from the server with
 * its booking in it, so the HTML alone (the app's code never arriving) shows it; the app then
 * takes that page over without asking for the booking again and without a mismatch, in a
 * browser whose time zone is not the server's nor the booking city's (its dates are the city's,
 * written by the server), and every action on the page works as before.
 */

/** Far from Calgary and from the server's zone: a date the browser would write itself differs. */
test.use({ timezoneId: 'Pacific/Kiritimati' });

/** Counts the POSTs the page sends to `path` from now on. */
function countCalls(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/**
 * The errors the page logs (React's hydration mismatches among them) and throws; not the browser's
 * line about a fetch the test itself cut (`cut`, the paths of those files).
 */
function watchErrors(page: Page, cut: readonly string[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    const cutFetch =
      /^Failed to load resource/.test(message.text()) &&
      from !== '' &&
      cut.includes(new URL(from).pathname);
    if (!cutFetch) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Records every part of the server's page the app removes while it takes the page over (decision
 * 168): the parts hydrated once their code is in must stay the server's nodes, or the page jumps.
 */
async function watchServerParts(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedParts: string[] }).removedParts = removed;
    const parts = 'h1, h2, section[aria-label], footer';
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          const part = node.matches(parts) ? node : node.querySelector(parts);
          if (part) removed.push(part.getAttribute('aria-label') ?? part.tagName);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedParts: string[] }).removedParts);
}

/** A paid booking's link, opened as from a mail client: no session of the customer's. */
async function bookingLink(page: Page): Promise<{ path: string; bookingNo: string }> {
  const customer = await newCustomer(page.request, `ssr-${thisWidth()}`);
  // Calgary evenings of days no other spec books (those early-calls.spec.ts booked until
  // decision 159; the ledger's and e-mail consent's desktop day is 3).
  const bookingNo = await paidCalgaryBooking(
    page.request,
    customer,
    atWidth({ desktop: 25, phone: 26 }),
  );
  const link = await page.request.post('/dev/booking-link', { data: { vBookingNo: bookingNo } });
  expect(link.ok()).toBe(true);
  const { data } = (await link.json()) as { data: { path: string } };
  await page.context().clearCookies();
  return { path: data.path, bookingNo };
}

/** The booking page in English and in French, from the server's HTML alone. */
async function shownWithoutScripts(page: Page, path: string, bookingNo: string) {
  // The app's scripts never arrive: what shows is the server's page alone.
  await page.route(/\.(js|mjs)(\?|$)/, (route) => route.abort());
  // The reschedule's sentence: the element Lighthouse took for the page's largest paint (issue 46).
  for (const [address, heading, reschedule] of [
    [path, 'Your booking', rescheduleTexts.intro],
    [`/fr${path}`, 'Votre réservation', rescheduleFr.intro],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(bookingNo).first()).toBeVisible();
    await expect(page.getByText(reschedule)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeFindings(page), address).toEqual([]);
  }
  await page.unrouteAll();
}

test("a booking's page: the HTML alone shows it; the app takes it over without asking again, and its actions work", async ({
  page,
  playwright,
  baseURL,
}) => {
  // One booking for the whole test: the Calgary evening of each width's day has room for one.
  const { path, bookingNo } = await bookingLink(page);
  await shownWithoutScripts(page, path, bookingNo);

  // The cancel question's code is asked for once the page has rendered (decision 155). On a
  // patchy connection that fetch fails: the question asks again when the customer presses
  // Cancel, rather than failing (decision 168). After the cleaner accepts, the connection drops
  // the page's fetches of that code (its preload link and its import) until Cancel is pressed.
  const questionChunks = builtChunksNamed(/^cancel-question$/);
  const errors = watchErrors(page, questionChunks);
  const hydrated = await watchHydration(page);
  const removedParts = await watchServerParts(page);
  const calls = countCalls(page, '/api/booking-link');
  await page.goto(path);
  await hydrated();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await expect(page.getByText(bookingNo).first()).toBeVisible();

  // Once a cleaner has accepted, the page shows their card, whose code comes after the page's
  // first render (decision 166): the server's card stays as it is while the app takes the page
  // over, then is the app's, with nothing logged.
  const cleaner = await playwright.request.newContext({ baseURL });
  try {
    await acceptedBy(cleaner, bookingNo);
  } finally {
    await cleaner.dispose();
  }
  const html = await (await page.request.get(path)).text();
  expect(html, "the server's page").toContain('Jordan');
  // Chromium may serve the import from the preload's fetch or fetch it apart: one or two cut.
  // Only the failures of the fetches cut here count: on a busy machine the page loaded before
  // may still be fetching that code when the next load cancels it, a failure of another cause.
  let connected = false;
  const cutFetches = new Set<Request>();
  let fetchedAfter = 0;
  let failed = 0;
  await page.route(
    (url) => questionChunks.includes(url.pathname),
    async (route) => {
      if (connected) {
        fetchedAfter += 1;
        await route.continue();
      } else {
        cutFetches.add(route.request());
        await route.abort('internetdisconnected');
      }
    },
  );
  page.on('requestfailed', (request) => {
    if (cutFetches.has(request)) failed += 1;
  });
  await page.goto(path);
  await hydrated();
  const card = page.getByRole('region', { name: 'Your cleaner' });
  await expect(card.getByText('Jordan', { exact: true })).toBeVisible();
  await expect(card.getByText(/^(\d+ cleanings|1 cleaning) done$/)).toBeVisible();
  await expect(card.locator('img')).toBeVisible();
  // The cancellation line's countdown shows once its code has hydrated it; until then, and after,
  // the headings, the sections and the footer are the server's own nodes.
  await expect(page.getByTestId('cancellation-line')).toContainText(/ left$/);
  expect(await removedParts(), "the server's parts the app drew anew").toEqual([]);
  await keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/booking-link-accepted.png`,
    fullPage: true,
  });

  // Reschedule: the day chooser opens with the days asked for now.
  await press(page.getByRole('button', { name: rescheduleTexts.open }));
  const times = page.getByRole('dialog');
  await expect(times).toBeVisible();
  await press(times.getByRole('button', { name: reschedulePickerTexts.close }).first());
  await expect(times).toHaveCount(0);

  // The cancel question, with what cancelling costs now, though its code's fetches failed.
  await expect
    .poll(() => failed > 0 && failed === cutFetches.size, {
      message: "the question's code asked for after the page rendered, and every fetch failed",
    })
    .toBe(true);
  connected = true;
  await press(page.getByRole('button', { name: 'Cancel booking' }));
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel).toBeVisible();
  expect(fetchedAfter, 'the question asked again after its fetches failed').toBe(1);
  // The dialog fades in; scanned and kept as the customer reads it.
  await expect(cancel).toHaveCSS('opacity', '1');
  expect(await axeFindings(page), 'the cancel question after its code was asked again').toEqual([]);
  await keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/booking-link-cancel-question.png`,
  });
  await press(cancel.getByRole('button', { name: 'Keep Booking' }));
  await expect(cancel).toHaveCount(0);

  // Stop this link.
  await press(page.getByRole('button', { name: 'Stop this link working' }));
  const stop = page.getByRole('dialog', { name: 'Stop the links to this booking?' });
  await press(stop.getByRole('button', { name: 'Yes, stop the links' }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link no longer works' }),
  ).toBeVisible();

  expect(calls(), 'the booking asked for again').toBe(0);
  expect(errors).toEqual([]);

  // The stopped link, opened again: the server renders its refusal, and the app asks nothing.
  await page.goto(path);
  await hydrated();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link does not open a booking' }),
  ).toBeVisible();
  expect(calls()).toBe(0);
  expect(errors).toEqual([]);
});
