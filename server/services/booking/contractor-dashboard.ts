import type { AppContext } from '../../context.ts';
import {
  completedEarningsCents,
  countOwnJobsByStatus,
  ratingSummary,
  selectContractorReviews,
} from '../../db/queries/contractor-stats.ts';
import { countOpenJobs } from '../../db/queries/jobs.ts';
import { contractorScope, isApproved } from './jobs.ts';
import { centsToDollars } from './money.ts';

/** Reviews customers wrote about the contractor's jobs, newest first (BookingReview). */
export async function contractorReviews(context: AppContext, contractorId: number) {
  const rows = await selectContractorReviews(context.db, contractorId);
  return rows.map((row) => ({
    id: row.id,
    iBookingId: row.bookingId,
    vBookingNo: row.bookingNo,
    vName: row.authorName,
    vContractorName: row.contractorName,
    tDescription: row.body,
    iRating: row.rating,
    vServiceName: row.serviceName ?? '',
    dtAddedDate: row.createdAt.toISOString(),
  }));
}

/** The contractor's figures; open jobs count only for an approved contractor, who can take them. */
export async function contractorDashboard(context: AppContext, contractorId: number) {
  const scope = await contractorScope(context.db, contractorId);
  const [openJobs, byStatus, earningsCents, rating] = await Promise.all([
    isApproved(scope) ? countOpenJobs(context.db, scope, context.clock()) : Promise.resolve(0),
    countOwnJobsByStatus(context.db, scope.id),
    completedEarningsCents(context.db, scope.id),
    ratingSummary(context.db, scope.id),
  ]);
  return {
    iOpenJobs: openJobs,
    iAssignedJobs: byStatus.assigned ?? 0,
    iInProgressJobs: byStatus.inProgress ?? 0,
    iCompletedJobs: byStatus.completed ?? 0,
    fEarnings: centsToDollars(earningsCents),
    fAverageRating: Math.round(rating.average * 10) / 10,
    iReviews: rating.count,
  };
}
