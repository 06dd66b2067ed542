import type { Database } from '../db/database.ts';
import { listReviews } from '../db/queries/reviews.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';

export function reviewHandlers(db: Database): OperationHandlers<'reviewGetAllData'> {
  return {
    reviewGetAllData: async (request) => {
      const rows = await listReviews(db, request.body?.eType ?? 'Customer');
      return ok(
        rows.map(({ createdAt, ...review }) => ({
          ...review,
          dtAddedDate: createdAt.toISOString(),
        })),
      );
    },
  };
}
