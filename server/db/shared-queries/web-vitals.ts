import { asc, count, desc, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { webVitalSamples } from '../schema.ts';

export type VitalSample = { route: string; metric: string; value: number; rating: string };

export async function insertVitalSamples(db: Database, samples: VitalSample[], at: Date) {
  await db.insert(webVitalSamples).values(samples.map((sample) => ({ ...sample, recordedAt: at })));
}

export async function deleteVitalSamplesBefore(db: Database, before: Date) {
  await db.delete(webVitalSamples).where(lt(webVitalSamples.recordedAt, before));
}

/** The calendar day (UTC) a sample was taken, as YYYY-MM-DD. */
const dayOf = sql<string>`to_char(${webVitalSamples.recordedAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The 75th percentile of each metric per UTC day and route since `since`, computed by the
 * database (percentile_cont runs on PostgreSQL and PGlite alike), newest day first.
 */
export function dailyVitalPercentiles(db: Database, since: Date) {
  return db
    .select({
      day: dayOf,
      route: webVitalSamples.route,
      metric: webVitalSamples.metric,
      samples: count(),
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitalSamples.value})`.mapWith(
        Number,
      ),
    })
    .from(webVitalSamples)
    .where(gte(webVitalSamples.recordedAt, since))
    .groupBy(dayOf, webVitalSamples.route, webVitalSamples.metric)
    .orderBy(desc(dayOf), asc(webVitalSamples.route), asc(webVitalSamples.metric));
}
