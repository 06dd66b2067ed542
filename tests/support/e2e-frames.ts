import type { Page } from '@playwright/test';

/**
 * How long a wait for one animation frame lasts at most. A headless page may hold its frames back
 * (a CI run hung 60 s on one; a phone run of the route sweep hung for a whole test): every wait
 * for a frame in the e2e and Storybook runs ends after this at the latest, and goes on as if the
 * frame had come.
 */
export const FRAME_WAIT_MS = 100;

/**
 * In the page (page.evaluate; it uses only what it declares itself): `count` animation frames
 * one after the other, each waited for at most `ms`. Resolves whether or not the frames came.
 */
export async function framesInPage({ count, ms }: { count: number; ms: number }): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise<void>((resolve) => {
      requestAnimationFrame(() => resolve());
      setTimeout(resolve, ms);
    });
  }
}

/**
 * Lets the page paint `count` frames (layout and the work of resize observers done), each waited
 * for at most FRAME_WAIT_MS: the one bounded wait for a frame of the tests.
 */
export function nextFrames(page: Page, count = 1): Promise<void> {
  return page.evaluate(framesInPage, { count, ms: FRAME_WAIT_MS });
}

/**
 * In the page (page.evaluate): resolves once every finite animation and transition of the
 * document has ended (spinners and skeletons run for ever and are not waited for), or after
 * `ms`, whichever comes first.
 */
export async function finiteAnimationsInPage({ ms }: { ms: number }): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.race([
    Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, ms)),
  ]);
}

/** The longest wait for the page's transitions to end (Mantine's take about 200 ms). */
export const TRANSITIONS_WAIT_MS = 3_000;

/**
 * Lets drawers, menus, pickers and toasts finish moving in, so their colours are judged as they
 * end, not mid-fade: two frames (a transition just asked for begins), then every finite
 * animation, each wait bounded.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await nextFrames(page, 2);
  await page.evaluate(finiteAnimationsInPage, { ms: TRANSITIONS_WAIT_MS });
}

/** What one painted frame showed the reader: how far down the page was and how many posts it listed. */
export type Frame = { scrollY: number; articles: number };

type FrameLog = { frames: Frame[]; stopped: boolean };

/**
 * Starts writing down, at every animation frame, the page's scroll offset and its number of
 * articles. A poll sees only where the page came to rest; the frames say what the reader saw on
 * the way, such as the foot of a new page before a scroll reached its top. Call the returned
 * function to stop: it waits for one more frame (at most FRAME_WAIT_MS), so the last change is in
 * the log; when the page holds that frame back, the state it has then is written down instead.
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
  return async () => {
    const framesBefore = await page.evaluate(
      () => (window as unknown as { frameLog: FrameLog }).frameLog.frames.length,
    );
    await nextFrames(page);
    return page.evaluate((before) => {
      const { frameLog } = window as unknown as { frameLog: FrameLog };
      frameLog.stopped = true;
      // No frame came in the wait: the page as it is now is what the next frame would show.
      if (frameLog.frames.length === before) {
        frameLog.frames.push({
          scrollY: window.scrollY,
          articles: document.querySelectorAll('article').length,
        });
      }
      return frameLog.frames;
    }, framesBefore);
  };
}
