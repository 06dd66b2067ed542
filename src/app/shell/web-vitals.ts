import type { Metric } from 'web-vitals';

let started = false;

function logMetric(metric: Metric) {
  console.info(
    `[web-vitals] ${metric.name} ${Math.round(metric.value * 1000) / 1000} (${metric.rating})`,
  );
}

/**
 * Spec §7 web-vitals: CLS, INP and LCP go to the console while developing; nothing leaves the
 * browser. The library is imported on demand, so it is never part of a production bundle's
 * first load (and production does not import it at all).
 */
export function reportWebVitals(development = import.meta.env.DEV) {
  if (!development || started) return;
  started = true;
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    onCLS(logMetric);
    onINP(logMetric);
    onLCP(logMetric);
  });
}
