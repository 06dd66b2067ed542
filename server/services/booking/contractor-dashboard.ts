import type { AppContext } from '../../context.ts';
import {
  completedEarningsByWeek,
  countOwnJobsByStatus,
  ratingSummary,
  selectContractorReviews,
} from '../../db/queries/contractor-stats.ts';
import { countOpenJobs } from '../../db/queries/jobs.ts';
import { contractorScope, isApproved } from './jobs.ts';
import { localNow } from './local-time.ts';
import { centsToDollars } from './money.ts';

/** Weeks the dashboard lists: this one and the three before it. */
const WEEKS_SHOWN = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of the week of a date ("YYYY-MM-DD"), `back` weeks earlier. */
function mondayOf(date: string, back = 0): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - (sinceMonday + 7 * back) * DAY_MS).toISOString().slice(0, 10);
}

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

/**
 * The contractor's figures; open jobs count only for an approved contractor, who can take them.
 * Earnings are their pay (decision 031), in total and by week in their city's time zone.
 */
export async function contractorDashboard(context: AppContext, contractorId: number) {
  const scope = await contractorScope(context.db, contractorId);
  const [openJobs, byStatus, earned, rating] = await Promise.all([
    isApproved(scope) ? countOpenJobs(context.db, scope, context.clock()) : Promise.resolve(0),
    countOwnJobsByStatus(context.db, scope.id),
    completedEarningsByWeek(context.db, scope.id, scope.timeZone),
    ratingSummary(context.db, scope.id),
  ]);
  const today = localNow(scope.timeZone, context.clock()).date;
  const byWeek = new Map(earned.map((week) => [week.weekStart, week]));
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, back) => {
    const weekStart = mondayOf(today, back);
    const week = byWeek.get(weekStart);
    return {
      vWeekStart: weekStart,
      fEarnings: centsToDollars(week?.cents ?? 0),
      iJobs: week?.jobs ?? 0,
    };
  });
  const totalCents = earned.reduce((total, week) => total + week.cents, 0);
  return {
    iOpenJobs: openJobs,
    iAssignedJobs: byStatus.assigned ?? 0,
    iInProgressJobs: byStatus.inProgress ?? 0,
    iCompletedJobs: byStatus.completed ?? 0,
    fEarnings: centsToDollars(totalCents),
    fEarningsThisWeek: weeks[0]?.fEarnings ?? 0,
    weeks,
    fAverageRating: Math.round(rating.average * 10) / 10,
    iReviews: rating.count,
  };
}
