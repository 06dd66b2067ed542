import { expect, test, type Page } from '@playwright/test';
import { todayLabels as todayEn } from '#shared/catalogue/en-CA/admin-core.ts';
import { todayLabels as todayFr } from '#shared/catalogue/fr-CA/admin-core.ts';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';

/*
 * Decision 160 at both widths: the server's shell of the console's Today paints each section's
 * heading and hint where the app's loading state, and then the loaded page, have them; the data
 * only turns the skeletons into figures and rows. The places are measured, not Chromium's layout
 * shift, which is only noted: the loaded sections are new elements, and an element that appears
 * is not counted as one that moved, so it reads 0 even where the page does move.
 */

const TODAY_CALL = '**/api/admin/today';

/**
 * Where a heading, a line of text or a skeleton lies, rounded to the pixel. A text's box is as
 * wide as its container (the shell's heading block is the page's width, the app's hugs its text),
 * so a text is placed by its start and height, a skeleton also by its width.
 */
type Box = { what: string; x: number; y: number; width?: number; height: number };

/** The texts and skeletons under `scope`, in the document's order, as laid out now. */
async function layoutOf(page: Page, scope: string): Promise<Box[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`nothing at ${selector}`);
    const parts = root.querySelectorAll('h1, h2, h3, p, .ps-sk, .mantine-Skeleton-root');
    return [...parts].map((part) => {
      const box = part.getBoundingClientRect();
      const text = part.matches('h1, h2, h3, p');
      return {
        what: text ? `${part.tagName} ${part.textContent}` : 'skeleton',
        x: Math.round(box.x),
        y: Math.round(box.y),
        ...(text ? {} : { width: Math.round(box.width) }),
        height: Math.round(box.height),
      };
    });
  }, scope);
}

/** Layout shifts from the document's start, without those after an input. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

type Day = {
  atRisk: unknown[];
  failedHolds: unknown[];
  days: { day: string; counts: unknown[] }[];
};

/** A booking as the Today call lists it (the e2e server's own day is whatever its specs booked). */
const A_BOOKING = {
  bookingNo: 'MS-000001',
  city: 'Calgary',
  timeZone: 'America/Edmonton',
  service: 'Standard cleaning',
  startsAt: '2026-12-01T17:00:00.000Z',
  status: 'paid',
  paymentStatus: 'held',
  total: 142.5,
};

const emptyDay = (day: Day): Day => ({
  ...day,
  atRisk: [],
  failedHolds: [],
  days: day.days.map((entry) => ({ ...entry, counts: [] })),
});

const oneOfEach = (day: Day): Day => ({
  ...day,
  atRisk: [{ ...A_BOOKING, noCleaner: true, customerToldAt: null }],
  failedHolds: [{ ...A_BOOKING, bookingNo: 'MS-000002' }],
  days: day.days.map((entry) => ({
    ...entry,
    counts: [{ city: 'Calgary', status: 'paid', count: 1 }],
  })),
});

/**
 * The shell alone (the app's scripts never arrive; it is the same for everyone, signed in or
 * not), then the app's loading state with the Today call held, then the day `answer` makes of
 * the server's: each one's layout, and the layout shift Chromium counted after the shell.
 */
async function shellLoadingAndDay(page: Page, answer: (day: Day) => Day, french = false) {
  const address = french ? '/fr/admin' : '/admin';
  const todayLabels = french ? todayFr : todayEn;
  await page.route(/\.(js|mjs)(\?|$)/, (route) => route.abort());
  await page.goto(address);
  await expect(page.locator(`#${PAGE_SHELL_ID}`)).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const shell = await layoutOf(page, `#${PAGE_SHELL_ID} .ps-main`);
  await page.screenshot({ path: test.info().outputPath('shell.png') });
  await page.unrouteAll();

  await signInAsOperator(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(TODAY_CALL, async (route) => {
    await held;
    const response = await route.fetch();
    const body = (await response.json()) as { data: Day };
    await route.fulfill({ response, json: { data: answer(body.data) } });
  });
  await watchLayoutShifts(page);
  await page.goto(address);
  const status = page.getByRole('status', { name: todayLabels.LOADING });
  await expect(status).toBeVisible();
  await expect(page.locator(`#${PAGE_SHELL_ID}`)).toHaveCount(0);
  for (const heading of headingsOf(todayLabels)) {
    await expect(status.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await page.evaluate(() => document.fonts.ready);
  const loading = await layoutOf(page, 'main');
  await page.screenshot({ path: test.info().outputPath('loading.png') });
  // The loading state as a reader meets it, the whole page (its colours are the loaded page's).
  expect(await axeFindings(page)).toEqual([]);

  release();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: todayLabels.MONEY_HEADING })).toContainText('$');
  const day = await layoutOf(page, 'main');
  const shift = await page.evaluate(
    () => (window as unknown as { layoutShift: number }).layoutShift,
  );
  await page.screenshot({ path: test.info().outputPath('day.png'), fullPage: true });
  return { shell, loading, day, shift };
}

type TodayTexts = typeof todayEn;

const headingsOf = (todayLabels: TodayTexts) => [
  todayLabels.MONEY_HEADING,
  todayLabels.AT_RISK_HEADING,
  todayLabels.FAILED_HEADING,
  todayLabels.BOOKINGS_HEADING,
];

/** The place of each of the page's static texts (headings, hints, labels) in a layout. */
function staticTexts(layout: Box[], todayLabels: TodayTexts = todayEn): Box[] {
  const texts = [
    todayLabels.HEADING,
    todayLabels.INTRO,
    ...headingsOf(todayLabels),
    todayLabels.HELD,
    todayLabels.CAPTURED,
    todayLabels.RELEASED,
    todayLabels.AT_RISK_HINT,
    todayLabels.FAILED_HINT,
    todayLabels.TOMORROW,
  ];
  return layout.filter((box) => texts.some((text) => box.what.endsWith(` ${text}`)));
}

for (const french of [false, true]) {
  const address = french ? '/fr/admin' : '/admin';
  test(`${address} on an empty day: the shell, the loading state and the day put every heading and hint in one place`, async ({
    page,
  }) => {
    const texts = french ? todayFr : todayEn;
    const { shell, loading, day, shift } = await shellLoadingAndDay(page, emptyDay, french);
    // The whole of the shell to the pixel: its texts and its skeletons.
    expect(loading).toEqual(shell);
    // Then the skeletons turn into the day and nothing else moves.
    expect(staticTexts(day, texts)).toEqual(staticTexts(loading, texts));
    expect(staticTexts(day, texts)).toHaveLength(13);
    test.info().annotations.push({ type: 'layout shift', description: String(shift) });
  });
}

test('/admin with a row in each place: what is above the rows stays', async ({ page }) => {
  const { shell, loading, day, shift } = await shellLoadingAndDay(page, oneOfEach);
  expect(loading).toEqual(shell);
  const before = staticTexts(loading);
  const after = staticTexts(day);
  // Down to the first list's hint, nothing moves; below it the rows push the page down.
  const hint = before.findIndex((box) => box.what.endsWith(todayEn.AT_RISK_HINT));
  expect(after.slice(0, hint + 1)).toEqual(before.slice(0, hint + 1));
  const moved = after.map((box, index) => box.y - (before[index]?.y ?? 0));
  test
    .info()
    .annotations.push(
      { type: 'layout shift', description: String(shift) },
      { type: 'moved (px)', description: JSON.stringify(moved) },
    );
});
