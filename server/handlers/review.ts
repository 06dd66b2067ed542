import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { publicReviews } from '../services/public-reviews.ts';

export function reviewHandlers({ db }: AppContext): OperationHandlers<'reviewGetAllData'> {
  return {
    reviewGetAllData: async (request) =>
      ok(await publicReviews(db, request.body?.eType ?? 'Customer', request.body?.vCity)),
  };
}
