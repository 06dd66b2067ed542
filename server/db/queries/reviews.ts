import { desc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { reviews } from '../schema.ts';

export function listReviews(db: Database, audience: 'Customer' | 'Contractor') {
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
    .where(eq(reviews.audience, audience))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}
