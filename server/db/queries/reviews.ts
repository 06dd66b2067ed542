import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { reviews } from '../schema.ts';

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
    .where(
      and(eq(reviews.audience, audience), city === undefined ? undefined : eq(reviews.city, city)),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
