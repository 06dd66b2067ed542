/**
 * DESIGN.md "Performance budgets", in bytes (1 kB = 1000 bytes, as Vite reports sizes) and points.
 * DESIGN sets the bundle budget for the home route; every route is held to it, since any of them
 * can be a visitor's first page.
 */
export const budgets = {
  initialJsGzip: 170_000,
  initialCssGzip: 40_000,
  /** Lighthouse performance score on mobile emulation. */
  lighthousePerformance: 95,
} as const;

/** The routes Lighthouse visits (DESIGN.md), which the bundle table also lists first. */
export const keyRoutes = ['/', '/book-now', '/blog'] as const;

/**
 * Routes over the bundle budget that `npm test` tolerates for now, each with the initial JS it had
 * when listed (gzip bytes, rounded up to 0.1 kB): it fails when a route is over the budget and not
 * listed here, when a listed route grows (by more than the chunking noise of `bundle-ratchet.ts`),
 * and when a listed route fits again (take it off the list). The home route is never listed:
 * DESIGN.md's budget is its own. Empty since the five form pages (/login 179.0 kB, /register
 * 178.8, /forgot-password 175.1, /reset-password 177.9, /contractor-application 187.4) load their
 * form, with XState and @mantine/form, after the page's first paint (145–149 kB); kept so a
 * future debt is recorded here rather than by raising the budget.
 */
export const knownOverBudget: Readonly<Record<string, number>> = {
  // Since the dashboard's navigation became a drawer (decision 029), rolldown puts Mantine's Transition
  // and Loader in chunks of their own instead of the entry: the same code, 0.8 kB more of chunk
  // wrapping on every route, which leaves the blog listing just over. To be won back. Own page meta (decision 036) added
  // 0.3 kB to the entry (a page's own title and summary, Open Graph and Twitter tags on every
  // route: src/app/shell/document-head.ts, use-page-meta.ts) and 0.2 kB for production's
  // web-vitals reporter (decision 037), the least that can load a chunk when the browser is idle
  // (web-vitals and the beacon are in that chunk, not counted here).
  '/blog': 171_400,
};
