import type { Database } from '../db/database.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { publicReviews } from '../services/public-reviews.ts';

export function reviewHandlers(db: Database): OperationHandlers<'reviewGetAllData'> {
  return {
    reviewGetAllData: async (request) =>
      ok(await publicReviews(db, request.body?.eType ?? 'Customer', request.body?.vCity)),
  };
}
