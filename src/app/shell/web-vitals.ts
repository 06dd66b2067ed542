import type { RouteMatches } from './route-template.ts';

/**
 * Spec §7 web-vitals. While developing, CLS, INP and LCP go to the console. In production the
 * five metrics go to POST /api/vitals under the template of the route the page was loaded on
 * (`matchesOf` the routes it), whatever the visitor opens next. The library and the beacon are
 * one chunk, fetched when the browser is idle, so a route's first load carries only these few
 * lines (decision 037). Called once, at start.
 */
export function reportWebVitals(matchesOf: (pathname: string) => RouteMatches) {
  // A constant in each build, so production leaves the console reporter out: read here, not
  // through clientConfig(), because only a literal `import.meta.env.DEV` is folded away.
  // eslint-disable-next-line no-restricted-syntax
  if (import.meta.env.DEV) {
    void import('./web-vitals-console.ts').then(({ logWebVitals }) => logWebVitals());
    return;
  }
  const landingPath = window.location.pathname;
  // Measuring must not slow the page; Safari has no requestIdleCallback.
  const whenIdle: (run: () => void) => unknown = window.requestIdleCallback ?? setTimeout;
  whenIdle(() => {
    void import('./vitals-beacon.ts').then(({ startVitalsBeaconFor }) =>
      startVitalsBeaconFor(matchesOf(landingPath)),
    );
  });
}
