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
