import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  findCleaner,
  searchCleaners,
  selectCleanerJobs,
  selectCleanerReviews,
  setCleanerPause,
  type CleanerStanding,
} from './cleaners.queries.ts';
import { completedEarnings } from '../db/shared-queries/contractor-stats.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { centsToDollars } from '../domain/money.ts';
import { weeksShown, getWorkingHours } from '../jobs/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { alertOtherOperatorsOfHeldJobs } from './paused-cleaner-alert.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';
import { cleanerChecks } from '../background-checks/index.ts';

export const CLEANER_NOT_FOUND = consoleRefusals.cleanerNotFound;
export const ONLY_APPROVED_PAUSE = consoleRefusals.onlyApprovedPause;
export const ALREADY_PAUSED = consoleRefusals.alreadyPaused;
export const NOT_PAUSED = consoleRefusals.notPaused;
export const CLEANER_PAUSED_DONE = consoleAnswers.cleanerPaused;
export const CLEANER_RESUMED_DONE = consoleAnswers.cleanerResumed;

/** How many of a cleaner's latest jobs their page lists. */
const JOBS_SHOWN = 20;

type Standing = CleanerStanding;

function standingOf(row: { status: 'Pending' | 'Approved' | 'Rejected'; pausedAt: Date | null }) {
  return (row.status === 'Approved' && row.pausedAt !== null ? 'Paused' : row.status) as Standing;
}

export type CleanerQuery = PageRequest & {
  text?: string | undefined;
  cityId?: number | undefined;
  standing?: Standing | undefined;
};

/** The Cleaners screen: one page of cleaners matching the filters, newest applicants first. */
export async function cleanerPage(db: Database, query: CleanerQuery) {
  const page = pageOf(query);
  const { rows, total } = await searchCleaners(
    db,
    { text: query.text, cityId: query.cityId, standing: query.standing },
    page,
  );
  const items = rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    cityName: row.cityName,
    standing: standingOf(row),
    createdAt: row.createdAt.toISOString(),
  }));
  return pageAnswer(items, total, page);
}

/** A cleaner's page: who they are, their hours, latest jobs, pay by week and every review. */
export async function cleanerDetail(context: AppContext, contractorId: number) {
  const cleaner = await findCleaner(context.db, contractorId);
  if (!cleaner) throw new NotFoundError(CLEANER_NOT_FOUND);
  const weeks = weeksShown(cleaner.timeZone, context.clock());
  const [hours, jobs, reviews, earned, checks] = await Promise.all([
    getWorkingHours(context, contractorId),
    selectCleanerJobs(context.db, contractorId, JOBS_SHOWN),
    selectCleanerReviews(context.db, contractorId),
    completedEarnings(context.db, contractorId, weeks),
    cleanerChecks(context.db, contractorId, cleaner.timeZone, context.clock()),
  ]);
  return {
    id: cleaner.id,
    fullName: cleaner.fullName,
    email: cleaner.email,
    mobile: cleaner.mobile,
    cityId: cleaner.cityId,
    cityName: cleaner.cityName,
    experience: cleaner.experience,
    standing: standingOf(cleaner),
    pausedAt: cleaner.pausedAt?.toISOString() ?? null,
    closed: cleaner.closedAt !== null,
    // Why the background check paused them (decision 134); null for an operator's pause.
    pauseReason: cleaner.pausedAt === null ? null : cleaner.pauseReason,
    backgroundChecks: checks,
    approvedAt: cleaner.approvedAt?.toISOString() ?? null,
    createdAt: cleaner.createdAt.toISOString(),
    hours,
    jobs: jobs.map((job) => ({
      id: job.id,
      bookingNo: job.bookingNo,
      status: job.status,
      localDate: job.localDate,
      serviceName: job.serviceName ?? '',
      pay: job.payCents === null ? null : centsToDollars(job.payCents),
    })),
    pay: {
      totalEarned: centsToDollars(earned.total.cents),
      completedJobs: earned.total.jobs,
      weeks: weeks.map((week, index) => ({
        weekStart: week.monday,
        earned: centsToDollars(earned.periods[index]?.cents ?? 0),
        jobs: earned.periods[index]?.jobs ?? 0,
      })),
    },
    reviews: reviews.map((review) => ({
      id: review.id,
      authorName: review.authorName,
      body: review.body,
      rating: review.rating,
      hidden: review.hiddenAt !== null,
      createdAt: review.createdAt.toISOString(),
    })),
  };
}

/**
 * Pauses (or resumes) an approved cleaner, with the operator's reason in the audit log. A paused
 * cleaner keeps their accepted jobs; the job rules read the pause fresh on every call
 * (server/jobs/jobs.ts takesNewJobs), so it counts at once. The other operators are e-mailed
 * the jobs a paused cleaner still holds (decision 061).
 */
export function setCleanerPaused(
  context: AppContext,
  operatorId: number,
  contractorId: number,
  paused: boolean,
  reason: string,
) {
  return inTransaction(context.db, async (tx) => {
    const at = context.clock();
    const outcome = await setCleanerPause(tx, contractorId, paused ? at : null);
    if (!outcome.found) throw new NotFoundError(CLEANER_NOT_FOUND);
    if (!outcome.changed) {
      if (outcome.before.status !== 'Approved') throw new ConflictError(ONLY_APPROVED_PAUSE);
      throw new ConflictError(paused ? ALREADY_PAUSED : NOT_PAUSED);
    }
    await recordOperatorAction(tx, {
      operatorId,
      action: paused ? 'cleaner.pause' : 'cleaner.resume',
      subjectType: 'cleaner',
      subjectId: String(contractorId),
      before: { standing: standingOf(outcome.before) },
      after: { standing: paused ? 'Paused' : 'Approved', reason },
    });
    if (paused) {
      await alertOtherOperatorsOfHeldJobs(context, tx, {
        operatorId,
        contractorId,
        reason,
        now: at,
      });
    }
  });
}
