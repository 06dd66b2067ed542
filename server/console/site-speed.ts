import type { AppContext } from '../context.ts';
import { dailyVitalPercentiles } from '../db/shared-queries/web-vitals.ts';
import {
  DAY_MS,
  isVitalName,
  VITALS_KEPT_DAYS,
  vitalRating,
  type VitalName,
  type VitalRating,
} from '../vitals/index.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';

const ORDER: VitalName[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

type Metric = { metric: VitalName; p75: number; rating: VitalRating; samples: number };
type Row = { day: string; route: string; metrics: Metric[] };

/**
 * `npm run ops -- vitals` as a screen: one row per UTC day and route (newest day first), its
 * metrics side by side, so a route's day reads across one line. The figures of 30 days fit in
 * memory (routes × days), so the rows are gathered by the database and paged here. Reading
 * deletes nothing: pruning stays with the beacon and the command.
 */
export async function siteSpeedPage(context: Pick<AppContext, 'db' | 'clock'>, query: PageRequest) {
  const since = new Date(context.clock().getTime() - VITALS_KEPT_DAYS * DAY_MS);
  const figures = await dailyVitalPercentiles(context.db, since);
  const rows: Row[] = [];
  for (const figure of figures) {
    if (!isVitalName(figure.metric)) continue;
    let row = rows.at(-1);
    if (!row || row.day !== figure.day || row.route !== figure.route) {
      row = { day: figure.day, route: figure.route, metrics: [] };
      rows.push(row);
    }
    row.metrics.push({
      metric: figure.metric,
      p75: figure.p75,
      rating: vitalRating(figure.metric, figure.p75),
      samples: figure.samples,
    });
  }
  for (const row of rows) {
    row.metrics.sort((a, b) => ORDER.indexOf(a.metric) - ORDER.indexOf(b.metric));
  }
  const page = pageOf(query);
  return pageAnswer(rows.slice(page.offset, page.offset + page.limit), rows.length, page);
}
