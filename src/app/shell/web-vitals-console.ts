import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

function logMetric(metric: Metric) {
  console.info(
    `[web-vitals] ${metric.name} ${Math.round(metric.value * 1000) / 1000} (${metric.rating})`,
  );
}

/** Development only: CLS, INP and LCP in the console; nothing leaves the browser. */
export function logWebVitals() {
  onCLS(logMetric);
  onINP(logMetric);
  onLCP(logMetric);
}
