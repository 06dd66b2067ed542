import type { Database } from '../db/database.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { publicReviews, publicReviewSummary } from '../services/public-reviews.ts';

export function reviewHandlers(
  db: Database,
): OperationHandlers<'reviewGetAllData' | 'reviewGetSummary'> {
  return {
    reviewGetAllData: async (request) =>
      ok(await publicReviews(db, request.body?.eType ?? 'Customer', request.body?.vCity)),
    reviewGetSummary: async (request) =>
      ok(await publicReviewSummary(db, request.body?.eType ?? 'Customer', request.body?.vCity)),
  };
}
