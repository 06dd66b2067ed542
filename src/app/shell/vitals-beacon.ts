import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric, type MetricType } from 'web-vitals';
import type { components } from '#shared/api-schema.d.ts';

import { routeTemplateOf, type RouteMatches } from './route-template.ts';

type VitalsReport = components['schemas']['VitalsReport'];
type VitalMetric = components['schemas']['VitalMetric'];

/** The library's reporters this module uses; tests pass their own. */
export type VitalsLibrary = Record<
  'onCLS' | 'onINP' | 'onLCP' | 'onFCP' | 'onTTFB',
  (report: (metric: MetricType) => void) => void
>;

/** The contract's bounds (openapi.yaml VitalMetric); a value outside them would spoil the rest. */
const MAX_MILLISECONDS = 600_000;
const MAX_CLS = 100;

export const VITALS_READY_MARK = 'mapleshine:vitals-ready';

function withinBounds(metric: Metric): boolean {
  const max = metric.name === 'CLS' ? MAX_CLS : MAX_MILLISECONDS;
  return Number.isFinite(metric.value) && metric.value >= 0 && metric.value <= max;
}

/**
 * A beacon outlives the page it leaves, and carries no answer back to wait for; fetch with
 * keepalive where there is none. Its Blob's type makes it application/json, as the contract asks.
 */
export function sendVitals(report: VitalsReport) {
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/vitals', body)) {
    return;
  }
  void fetch('/api/vitals', { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/**
 * Spec §7, decision 037: LCP, INP, CLS, FCP and TTFB of this page view, each sent once, under
 * the template of the route the page was loaded on (`route`). web-vitals gives CLS, INP
 * and LCP their final values when the page is hidden; they go in one beacon then, with FCP and
 * TTFB if not yet sent.
 */
export function startVitalsBeacon(
  route: string,
  library: VitalsLibrary = { onCLS, onINP, onLCP, onFCP, onTTFB },
  send: (report: VitalsReport) => void = sendVitals,
) {
  const pending = new Map<string, VitalMetric>();
  const sent = new Set<string>();
  const keep = (metric: MetricType) => {
    if (sent.has(metric.name) || !withinBounds(metric)) return;
    pending.set(metric.name, { vName: metric.name, fValue: metric.value, vRating: metric.rating });
  };
  library.onCLS(keep);
  library.onINP(keep);
  library.onLCP(keep);
  library.onFCP(keep);
  library.onTTFB(keep);

  const flush = () => {
    if (document.visibilityState !== 'hidden' || pending.size === 0) return;
    const metrics = [...pending.values()];
    pending.clear();
    for (const metric of metrics) sent.add(metric.vName);
    send({ vRoute: route, metrics });
  };
  // Leaving, reloading or switching tabs hides the page (pagehide would come before it). On the
  // document, so web-vitals' own listeners (window, capture) report the final values first.
  document.addEventListener('visibilitychange', flush);
  // A user timing entry, so a test can wait until the page reports instead of guessing.
  performance.mark(VITALS_READY_MARK);
}

/** The beacon for the route of `matches`: the template is worked out here, not in the entry. */
export function startVitalsBeaconFor(matches: RouteMatches) {
  startVitalsBeacon(routeTemplateOf(matches));
}
