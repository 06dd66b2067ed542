import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rateLimitEvents } from '../schema.ts';

export async function countEventsSince(db: Database, bucket: string, since: Date) {
  const rows = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), gt(rateLimitEvents.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function addEvent(db: Database, bucket: string, at: Date) {
  await db.insert(rateLimitEvents).values({ bucket, createdAt: at });
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
