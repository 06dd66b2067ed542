import { expect, test, type Page } from '@playwright/test';

/** Web Vitals' "good" cumulative layout shift. */
export const GOOD_CLS = 0.1;

/** The public pages whose shifts were reported (issue 23: /about-us at 0.33). */
export const measuredRoutes = [
  { path: '/', heading: 'Home cleaning in nine Canadian cities' },
  { path: '/about-us' },
  // Decision 059: rendered by the server, its cards' pictures sized before they arrive.
  { path: '/services', heading: 'Our Services' },
  { path: '/deep-cleaning' },
  // Decision 056: its form arrives after the first paint, in a skeleton as tall as the empty form.
  { path: '/contact-us' },
] as const;

type Shift = { value: number; startTime: number; sources: string[] };

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of the page from its first paint (buffered), as web-vitals does:
 * shifts right after an input do not count.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.layoutShifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const describe = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const name = node.tagName.toLowerCase();
      const className = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
      return `${name}${className ? `.${className}` : ''} "${(node.textContent ?? '').slice(0, 40)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * CLS as web-vitals computes it: the largest session window (shifts less than 1 s apart, at
 * most 5 s long) of the shifts recorded so far.
 */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let previous = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.startTime - previous < 1000 && shift.startTime - first < 5000) {
      current += shift.value;
    } else {
      current = shift.value;
      first = shift.startTime;
    }
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Opens `path`, waits until it has settled (its requests done, its fonts drawn, its h1 shown, the
 * browser idle) and returns its CLS with the shifts that made it, for the failure's message.
 */
export async function layoutShiftOf(page: Page, path: string, heading?: string) {
  await recordShifts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(heading ? h1.filter({ hasText: heading }) : h1).toBeVisible();
  const shifts = await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestIdleCallback(done, { timeout: 2000 }));
    return window.layoutShifts ?? [];
  });
  return { cls: cumulativeLayoutShift(shifts), shifts };
}

/** One test per measured route at the project's size (desktop 1280, phone 390). */
export function layoutShiftTests() {
  for (const route of measuredRoutes) {
    test(`${route.path} shifts its layout by no more than a CLS of ${GOOD_CLS}`, async ({
      page,
    }) => {
      const { cls, shifts } = await layoutShiftOf(
        page,
        route.path,
        'heading' in route ? route.heading : undefined,
      );
      expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(GOOD_CLS);
    });
  }
}
