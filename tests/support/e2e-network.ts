import type { Page, Request } from '@playwright/test';

/** How long no request may be under way before the network counts as quiet. */
const QUIET_MS = 150;

/**
 * Follows the requests a page makes from now on, so a test can wait until none is under way.
 * Playwright's `networkidle` waits for half a second of silence after the page's load and only
 * once per document: in the route sweep that was an eighth of a visit, and it could not tell a
 * section's fetch after a scroll from the silence before it. Call `stop` when done.
 */
export function followRequests(page: Page) {
  const underWay = new Set<Request>();
  const started = (request: Request) => underWay.add(request);
  const ended = (request: Request) => underWay.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /**
     * Resolves once no request has been under way for QUIET_MS; fails after `timeout` ms with
     * the addresses still awaited.
     */
    async quiet(timeout = 15_000): Promise<void> {
      const deadline = Date.now() + timeout;
      let quietSince = underWay.size === 0 ? Date.now() : undefined;
      while (quietSince === undefined || Date.now() - quietSince < QUIET_MS) {
        if (Date.now() > deadline) {
          const urls = [...underWay].map((request) => request.url());
          throw new Error(`requests still under way after ${timeout} ms: ${urls.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
        if (underWay.size > 0) quietSince = undefined;
        else quietSince ??= Date.now();
      }
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

export type FollowedRequests = ReturnType<typeof followRequests>;
