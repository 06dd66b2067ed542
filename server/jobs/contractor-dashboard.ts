import { fullNameOf } from '../domain/person-names.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import {
  completedEarnings,
  countOwnJobsByStatus,
  ratingSummary,
  selectContractorReviews,
} from '../db/shared-queries/contractor-stats.ts';
import { countOpenJobs } from '../db/shared-queries/jobs.ts';
import { contractorScope, takesNewJobs } from './jobs.ts';
import { localNow, zonedInstant } from '../domain/local-time.ts';
import { centsToDollars } from '../domain/money.ts';

/** Weeks the dashboard lists: this one and the three before it. */
const WEEKS_SHOWN = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday of the week of a date ("YYYY-MM-DD"), `back` weeks earlier. */
function mondayOf(date: string, back = 0): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - (sinceMonday + 7 * back) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * This week and the ones before it: Monday 12:00AM to the next Monday in the city's zone. The
 * operator's page of a cleaner shows the same weeks.
 */
export function weeksShown(timeZone: string, now: Date) {
  const today = localNow(timeZone, now).date;
  return Array.from({ length: WEEKS_SHOWN }, (_, back) => {
    const monday = mondayOf(today, back);
    return {
      monday,
      from: zonedInstant(monday, 0, timeZone),
      until: zonedInstant(mondayOf(today, back - 1), 0, timeZone),
    };
  });
}

/** Reviews customers wrote about the contractor's jobs, newest first (BookingReview). */
export async function contractorReviews(context: AppContext, contractorId: number, locale: Locale) {
  const rows = await selectContractorReviews(context.db, contractorId);
  return rows.map((row) => ({
    id: row.id,
    iBookingId: row.bookingId,
    vBookingNo: row.bookingNo,
    vName: fullNameOf(row.authorName, locale),
    vContractorName: fullNameOf(row.contractorName, locale),
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
  const shown = weeksShown(scope.timeZone, context.clock());
  const [openJobs, byStatus, earned, rating] = await Promise.all([
    takesNewJobs(scope) ? countOpenJobs(context.db, scope, context.clock()) : Promise.resolve(0),
    countOwnJobsByStatus(context.db, scope.id),
    completedEarnings(context.db, scope.id, shown),
    ratingSummary(context.db, scope.id),
  ]);
  const weeks = shown.map((week, index) => ({
    vWeekStart: week.monday,
    fEarnings: centsToDollars(earned.periods[index]?.cents ?? 0),
    iJobs: earned.periods[index]?.jobs ?? 0,
  }));
  return {
    iOpenJobs: openJobs,
    iAssignedJobs: byStatus.assigned ?? 0,
    iInProgressJobs: byStatus.inProgress ?? 0,
    iCompletedJobs: byStatus.completed ?? 0,
    fEarnings: centsToDollars(earned.total.cents),
    fEarningsThisWeek: weeks[0]?.fEarnings ?? 0,
    weeks,
    fAverageRating: Math.round(rating.average * 10) / 10,
    iReviews: rating.count,
  };
}
