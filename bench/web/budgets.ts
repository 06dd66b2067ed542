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
  // Issues 25–28 (working hours, the operator console and its role, the viewer for operators)
  // added about 1.3 kB to code every page shares: the console's route table and role checks in
  // the entry, and chunk splits (Center, use-media-query, get-env) that now cost a file each.
  // /contact-us and /blog-detail stood at 170.0 and 169.9 kB, so they went over; Vite's preload
  // lists no longer repeat the entry's own files (scripts/skip-loaded-preloads-plugin.ts), which
  // won back 0.8 kB. Issue 29 (150 kB for every route) pays both off.
  '/contact-us': 171_400,
  '/blog-detail/:vSlug': 170_900,
  // Before: /blog (171.4 kB, over since issue 19) loaded XState with the form-submit machine only
  // to read the toast's 2000 ms; issue 23 moved that number to machines/ui-delays.ts.
};
