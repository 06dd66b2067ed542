import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { reviews } from '../db/schema.ts';

function shownTo(audience: 'Customer' | 'Contractor', city?: string) {
  return and(
    eq(reviews.audience, audience),
    // A review an operator hid leaves every public list and figure at once.
    isNull(reviews.hiddenAt),
    city === undefined ? undefined : eq(reviews.city, city),
  );
}

export function listReviews(db: Database, audience: 'Customer' | 'Contractor', city?: string) {
  return db
    .select({
      id: reviews.id,
      vName: reviews.authorName,
      tDescription: reviews.body,
      iRating: reviews.rating,
      vCity: reviews.city,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(shownTo(audience, city))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** How many reviews listReviews lists, and their mean rating (null when there are none). */
export async function countReviews(
  db: Database,
  audience: 'Customer' | 'Contractor',
  city?: string,
): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ average: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(shownTo(audience, city));
  const n = row?.n ?? 0;
  return { count: n, average: n === 0 || row?.average == null ? null : Number(row.average) };
}
