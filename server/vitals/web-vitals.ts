import { isRouteTemplate } from '#shared/route-templates.ts';
import type { AppContext } from '../context.ts';
import {
  dailyVitalPercentiles,
  deleteVitalSamplesBefore,
  insertVitalSamples,
} from '../db/shared-queries/web-vitals.ts';
import type { Database } from '../db/database.ts';
import { InvalidError } from '../domain/errors.ts';
import { limits } from '../platform/rate-limit.ts';
import { VITALS_KEPT_DAYS } from '../domain/retention.ts';
import { contentAnswers, contentRefusals } from './texts.ts';

export const VITALS_RECEIVED = contentAnswers.vitalsReceived;
export const NOT_A_ROUTE = contentRefusals.notARoute;
// The retention table's period (decision 140); the daily retention job deletes older samples too.
export { VITALS_KEPT_DAYS };
export const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = DAY_MS;

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
export type VitalsReport = {
  vRoute: string;
  metrics: { vName: VitalName; fValue: number; vRating: 'good' | 'needs-improvement' | 'poor' }[];
};

/**
 * web-vitals' own thresholds (web.dev): at or under the first is good, over the second poor.
 * The contract bounds milliseconds; CLS, a score, has its own ceiling here.
 */
const THRESHOLDS: Record<VitalName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};
const MAX_CLS = 100;

export type VitalRating = VitalsReport['metrics'][number]['vRating'];

export function isVitalName(metric: string): metric is VitalName {
  return Object.hasOwn(THRESHOLDS, metric);
}

/** The rating of a (75th percentile) figure by web-vitals' thresholds. */
export function vitalRating(metric: VitalName, value: number): VitalRating {
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

function ratingOf(metric: string, value: number): string {
  if (!isVitalName(metric)) return '';
  return vitalRating(metric, value).replace('-', ' ');
}

/**
 * Keeps one page view's measurements: the route template, metric, value and rating, and the
 * time. Nothing about the visitor is stored; their address only counts towards its limit. Only
 * the web app's own routes are kept, and only so many beacons an hour from everyone together,
 * so made-up routes or many addresses cannot fill the table.
 */
export async function recordVitals(
  context: Pick<AppContext, 'db' | 'clock' | 'rateLimits'>,
  report: VitalsReport,
  ip: string,
) {
  if (!isRouteTemplate(report.vRoute)) throw new InvalidError(NOT_A_ROUTE);
  const names = report.metrics.map((metric) => metric.vName);
  if (new Set(names).size !== names.length) {
    throw new InvalidError(contentRefusals.metricOnce);
  }
  if (report.metrics.some((metric) => metric.vName === 'CLS' && metric.fValue > MAX_CLS)) {
    throw new InvalidError(contentRefusals.clsTooLarge.with({ max: MAX_CLS }));
  }
  await context.rateLimits.consume(limits.vitalsPerIp(ip), limits.vitalsFromEveryone());
  const now = context.clock();
  await insertVitalSamples(
    context.db,
    report.metrics.map((metric) => ({
      route: report.vRoute,
      metric: metric.vName,
      value: metric.fValue,
      rating: metric.vRating,
    })),
    now,
  );
  // Now and then rather than on a schedule: any instance that takes beacons keeps the table small.
  if (Math.random() < 0.01) await pruneVitalSamples(context.db, now);
}

/** Storage stays bounded: samples older than VITALS_KEPT_DAYS go. */
export function pruneVitalSamples(db: Database, now: Date) {
  return deleteVitalSamplesBefore(db, new Date(now.getTime() - VITALS_KEPT_DAYS * DAY));
}

function formatValue(metric: string, value: number): string {
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/**
 * `npm run ops -- vitals`: the 75th percentile of each metric per day and route over the
 * days kept, with the rating of that figure, newest day first.
 */
export async function describeDailyVitals(db: Database, now: Date): Promise<string> {
  await pruneVitalSamples(db, now);
  const rows = await dailyVitalPercentiles(db, new Date(now.getTime() - VITALS_KEPT_DAYS * DAY));
  if (rows.length === 0) return `No web-vitals recorded in the last ${VITALS_KEPT_DAYS} days.`;
  const header = ['Day (UTC)', 'Route', 'Metric', 'p75', 'Rating', 'Samples'];
  const table = [
    header,
    ...rows.map((row) => [
      row.day,
      row.route,
      row.metric,
      formatValue(row.metric, row.p75),
      ratingOf(row.metric, row.p75),
      String(row.samples),
    ]),
  ];
  const widths = header.map((_, column) =>
    Math.max(...table.map((cells) => cells[column]?.length ?? 0)),
  );
  return table
    .map((cells) =>
      cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
