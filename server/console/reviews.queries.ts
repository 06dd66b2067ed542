import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { containing } from './like-pattern.queries.ts';
import { contractors, reviews } from '../db/schema.ts';

export type ReviewVisibility = 'Shown' | 'Hidden';

export type ReviewFilter = {
  audience?: 'Customer' | 'Contractor' | undefined;
  visibility?: ReviewVisibility | undefined;
  rating?: number | undefined;
  /** Part of the author's name or the text, any case. */
  text?: string | undefined;
};

function reviewWhere(filter: ReviewFilter): SQL | undefined {
  const text = filter.text?.trim();
  return and(
    filter.audience === undefined ? undefined : eq(reviews.audience, filter.audience),
    filter.visibility === undefined
      ? undefined
      : filter.visibility === 'Hidden'
        ? isNotNull(reviews.hiddenAt)
        : isNull(reviews.hiddenAt),
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    text
      ? or(ilike(reviews.authorName, containing(text)), ilike(reviews.body, containing(text)))
      : undefined,
  );
}

const reviewColumns = {
  id: reviews.id,
  audience: reviews.audience,
  authorName: reviews.authorName,
  city: reviews.city,
  body: reviews.body,
  rating: reviews.rating,
  contractorId: reviews.contractorId,
  contractorName: contractors.fullName,
  hiddenAt: reviews.hiddenAt,
  moderationReason: reviews.moderationReason,
  createdAt: reviews.createdAt,
};

export type ModeratedReviewRow = {
  id: number;
  audience: 'Customer' | 'Contractor';
  authorName: string;
  city: string;
  body: string;
  rating: number;
  contractorId: number | null;
  contractorName: string | null;
  hiddenAt: Date | null;
  moderationReason: string;
  createdAt: Date;
};

/** One page of reviews matching the filter, newest first, and how many match. */
export async function searchReviews(
  db: Database,
  filter: ReviewFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ModeratedReviewRow[]; total: number }> {
  const where = reviewWhere(filter);
  const [rows, totals] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(contractors, eq(contractors.id, reviews.contractorId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The review, locked for the rest of the transaction. */
export async function lockReview(
  db: Database,
  reviewId: number,
): Promise<ModeratedReviewRow | null> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(contractors, eq(contractors.id, reviews.contractorId))
    .where(eq(reviews.id, reviewId))
    .for('update', { of: reviews });
  return rows[0] ?? null;
}

export async function setReviewHidden(
  db: Database,
  reviewId: number,
  values: { hiddenAt: Date | null; moderationReason: string },
) {
  await db.update(reviews).set(values).where(eq(reviews.id, reviewId));
}
