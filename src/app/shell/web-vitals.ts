import type { Metric } from 'web-vitals';

let started = false;

function logMetric(metric: Metric) {
  console.info(
    `[web-vitals] ${metric.name} ${Math.round(metric.value * 1000) / 1000} (${metric.rating})`,
  );
}

/** After the page has loaded and the browser is idle: measuring must not slow what it measures. */
function afterLoadAndIdle(run: () => void) {
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(run, { timeout: 5000 });
    } else {
      setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Spec §7 web-vitals. While developing, CLS, INP and LCP go to the console. In production the
 * five metrics go to POST /api/vitals under the route template the page was loaded on
 * (`routeTemplate`, asked for once). The library and the beacon are their own chunk, fetched
 * after load and idle, so they add nothing to a route's first load (decision 035).
 */
export function reportWebVitals(
  routeTemplate: () => string,
  development: boolean = import.meta.env.DEV,
) {
  if (started) return;
  started = true;
  if (development) {
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      onCLS(logMetric);
      onINP(logMetric);
      onLCP(logMetric);
    });
    return;
  }
  afterLoadAndIdle(() => {
    void Promise.all([import('web-vitals'), import('./vitals-beacon.ts')]).then(
      ([library, { startVitalsBeacon }]) => startVitalsBeacon(routeTemplate(), library),
    );
  });
}
