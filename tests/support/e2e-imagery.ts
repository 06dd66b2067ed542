import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { keepScreenshot } from './e2e-screenshot.ts';

/*
 * What issue 23 asks of every inner page, as the browser lays it out: each picture shown whole
 * (loaded, its box of its own shape or `contain`, inside the window), no heading said twice, and
 * on a wide screen no band whose content leaves half of its row empty.
 */

export type PictureProblem = { src: string; problem: string };

/** Runs in the page: every visible picture of the main region, and what is wrong with it. */
export function pictureProblems(): PictureProblem[] {
  const problems: PictureProblem[] = [];
  for (const image of document.querySelectorAll<HTMLImageElement>('main img')) {
    const box = image.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const src = image.getAttribute('src') ?? '';
    if (!image.complete || image.naturalWidth === 0) {
      problems.push({ src, problem: 'not loaded' });
      continue;
    }
    const fit = getComputedStyle(image).objectFit;
    const boxRatio = box.width / box.height;
    const ownRatio = image.naturalWidth / image.naturalHeight;
    if (fit !== 'contain' && Math.abs(boxRatio - ownRatio) / ownRatio > 0.03) {
      problems.push({
        src,
        problem: `cut: ${fit} in a ${boxRatio.toFixed(2)} box, own ${ownRatio.toFixed(2)}`,
      });
    }
    if (box.left < -1 || box.right > window.innerWidth + 1) {
      problems.push({ src, problem: `outside the window: ${box.left}–${box.right}` });
    }
  }
  return problems;
}

/** Runs in the page: the texts of headings that appear more than once (case and spaces aside). */
export function repeatedHeadings(): string[] {
  const seen = new Map<string, number>();
  for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
    if (heading.getClientRects().length === 0) continue;
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (text) seen.set(text, (seen.get(text) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([text]) => text);
}

export type HalfEmptyBand = { band: string; emptySide: number };

/**
 * Runs in the page: the bands of the main region (its first band, the banner, and its sections)
 * whose visible content leaves more than `share` of the band's row empty on one side: a column
 * with nothing in it. Centred content, empty on both sides alike, is a measure, not a hole.
 */
export function halfEmptyBands(share: number): HalfEmptyBand[] {
  const main = document.querySelector('main');
  if (!main) return [];
  const bands = [main.firstElementChild, ...main.querySelectorAll(':scope section')].filter(
    (band): band is HTMLElement => band instanceof HTMLElement,
  );
  const found: HalfEmptyBand[] = [];
  for (const band of bands) {
    const container = band.querySelector<HTMLElement>('.mantine-Container-root') ?? band;
    const frame = container.getBoundingClientRect();
    const style = getComputedStyle(container);
    const innerLeft = frame.left + parseFloat(style.paddingLeft);
    const innerRight = frame.right - parseFloat(style.paddingRight);
    const inner = innerRight - innerLeft;
    let left = Infinity;
    let right = -Infinity;
    for (const element of band.querySelectorAll<HTMLElement>('*')) {
      const leaf =
        element instanceof HTMLImageElement ||
        (element.children.length === 0 && (element.textContent ?? '').trim() !== '');
      if (!leaf || element.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      const box =
        element instanceof HTMLImageElement
          ? element.getBoundingClientRect()
          : range.getBoundingClientRect();
      if (box.width === 0) continue;
      left = Math.min(left, box.left);
      right = Math.max(right, box.right);
    }
    if (right <= left || inner <= 0) continue;
    const emptySide = Math.max(left - innerLeft, innerRight - right) / inner;
    if (emptySide > share) {
      const name =
        band.getAttribute('aria-labelledby') ?? band.getAttribute('aria-label') ?? band.className;
      found.push({ band: name, emptySide: Math.round(emptySide * 100) / 100 });
    }
  }
  return found;
}

/** The full-page picture of a route, kept for people to look at (with SCREENS=1). */
export async function photograph(page: Page, project: string, name: string) {
  await keepScreenshot(page, {
    path: path.join('test-results', 'screens', 'imagery', project, `${name}.png`),
    fullPage: true,
  });
}

/**
 * Waits until the page has no loading markup left and every picture it shows has arrived. It
 * scrolls through the page first, a screen at a time, as a reader does: a picture far below the
 * first screen (loading="lazy", issue 46) is fetched only as it nears the window.
 */
export async function settled(page: Page) {
  const loading = page.locator('[aria-busy="true"], .mantine-Skeleton-root');
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  // Bounded on every side: a frame that a busy or hidden page never paints gives way to a timer,
  // and a page that grows as it is read (or reports no window height) stops after a hundred
  // screens.
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 250);
      });
    const step = Math.max(window.innerHeight, 200);
    for (let screen = 0; screen < 100; screen += 1) {
      const top = screen * step;
      if (top >= document.documentElement.scrollHeight) break;
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => image.getClientRects().length > 0)
        .every((image) => image.complete),
    undefined,
    { timeout: 15_000 },
  );
}
