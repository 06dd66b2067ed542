import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rateLimitEvents } from '../schema.ts';

export async function countEventsSince(db: Database, bucket: string, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function addEvent(db: Database, bucket: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitEvents)
    .values({ bucket, createdAt: at })
    .returning({ id: rateLimitEvents.id });
  return row?.id ?? 0;
}

export async function deleteEvents(db: Database, ids: number[]) {
  if (ids.length > 0) await db.delete(rateLimitEvents).where(inArray(rateLimitEvents.id, ids));
}

/**
 * Holds the buckets' transaction-scoped locks: another attempt on one of them waits until this
 * transaction ends. In one order (sorted), so two attempts sharing buckets cannot deadlock.
 */
export async function lockBuckets(tx: Database, buckets: string[]) {
  for (const bucket of [...new Set(buckets)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
  }
}

export async function deleteEventsBefore(db: Database, before: Date) {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, before));
}

/** When the oldest attempt still counted was made: the window frees a place after it. */
export async function oldestEventSince(db: Database, bucket: string, since: Date) {
  const rows = await db
    .select({ at: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.createdAt, since)));
  return rows[0]?.at ?? null;
}
