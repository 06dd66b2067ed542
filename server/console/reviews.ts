import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  lockReview,
  searchReviews,
  setReviewHidden,
  type ModeratedReviewRow,
  type ReviewFilter,
} from './reviews.queries.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';

export const REVIEW_NOT_FOUND = consoleRefusals.reviewNotFound;
export const ALREADY_HIDDEN = consoleRefusals.reviewAlreadyHidden;
export const ALREADY_PUBLISHED = consoleRefusals.reviewAlreadyPublished;
export const REVIEW_HIDDEN = consoleAnswers.reviewHidden;
export const REVIEW_PUBLISHED = consoleAnswers.reviewPublished;

function reviewOnWire(row: ModeratedReviewRow) {
  return {
    id: row.id,
    audience: row.audience,
    authorName: row.authorName,
    city: row.city,
    body: row.body,
    rating: row.rating,
    contractorId: row.contractorId,
    contractorName: row.contractorName,
    visibility: row.hiddenAt === null ? ('Shown' as const) : ('Hidden' as const),
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    moderationReason: row.moderationReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The Reviews screen: one page of reviews matching the filters, newest first. */
export async function reviewPage(db: Database, query: ReviewFilter & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await searchReviews(db, query, page);
  return pageAnswer(rows.map(reviewOnWire), total, page);
}

/**
 * Hides a review from every public page or publishes it again. The public lists and figures
 * leave hidden reviews out (server/reviews/reviews.queries.ts), and the reviews table's trigger announces the
 * change so the read-mostly cache and the rendered pages are renewed at once.
 */
export function moderateReview(
  context: AppContext,
  operatorId: number,
  reviewId: number,
  visibility: 'Shown' | 'Hidden',
  reason: string,
) {
  return inTransaction(context.db, async (tx) => {
    const before = await lockReview(tx, reviewId);
    if (!before) throw new NotFoundError(REVIEW_NOT_FOUND);
    const hidden = visibility === 'Hidden';
    if ((before.hiddenAt !== null) === hidden) {
      throw new ConflictError(hidden ? ALREADY_HIDDEN : ALREADY_PUBLISHED);
    }
    const hiddenAt = hidden ? context.clock() : null;
    await setReviewHidden(tx, reviewId, { hiddenAt, moderationReason: reason });
    await recordOperatorAction(tx, {
      operatorId,
      action: hidden ? 'review.hide' : 'review.publish',
      subjectType: 'review',
      subjectId: String(reviewId),
      before: { visibility: hidden ? 'Shown' : 'Hidden', reason: before.moderationReason },
      after: { visibility, reason },
    });
    return reviewOnWire({ ...before, hiddenAt, moderationReason: reason });
  });
}
