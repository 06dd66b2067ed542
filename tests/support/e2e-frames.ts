import type { Page } from '@playwright/test';

/** What one painted frame showed the reader: how far down the page was and how many posts it listed. */
export type Frame = { scrollY: number; articles: number };

type FrameLog = { frames: Frame[]; stopped: boolean };

/**
 * Starts writing down, at every animation frame, the page's scroll offset and its number of
 * articles. A poll sees only where the page came to rest; the frames say what the reader saw on
 * the way, such as the foot of a new page before a scroll reached its top. Call the returned
 * function to stop: it waits for one more frame, so the last change is in the log.
 */
export async function watchFrames(page: Page): Promise<() => Promise<Frame[]>> {
  await page.evaluate(() => {
    const log: FrameLog = { frames: [], stopped: false };
    Object.assign(window, { frameLog: log });
    const write = () => {
      if (log.stopped) return;
      log.frames.push({
        scrollY: window.scrollY,
        articles: document.querySelectorAll('article').length,
      });
      requestAnimationFrame(write);
    };
    requestAnimationFrame(write);
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<Frame[]>((resolve) => {
          requestAnimationFrame(() => {
            const { frameLog } = window as unknown as { frameLog: FrameLog };
            frameLog.stopped = true;
            resolve(frameLog.frames);
          });
        }),
    );
}
