import type { AppContext } from '../context.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { localeOf } from '../i18n/index.ts';
import { publicReviews, publicReviewSummary } from './public-reviews.ts';

export function reviewHandlers({
  db,
}: AppContext): OperationHandlers<'reviewGetAllData' | 'reviewGetSummary'> {
  return {
    reviewGetAllData: async (request) =>
      ok(
        await publicReviews(
          db,
          request.body?.eType ?? 'Customer',
          request.body?.vCity,
          localeOf(request),
        ),
      ),
    reviewGetSummary: async (request) =>
      ok(await publicReviewSummary(db, request.body?.eType ?? 'Customer', request.body?.vCity)),
  };
}
