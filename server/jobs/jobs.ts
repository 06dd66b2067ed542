import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  contractorJobsToDo,
  contractorPastJobs,
  openJobsFor,
  type OpenWorkFilter,
  type PastFilter,
} from '../db/shared-queries/job-lists.ts';
import { findContractorScope, type ContractorScope } from '../db/shared-queries/jobs.ts';
import { ForbiddenError } from '../domain/errors.ts';
import {
  nextCursorOf,
  pageAsked,
  refuseUnpaged,
  type PageRequest,
} from '../platform/lists/past-pages.ts';
import { contractorJobOnWire, type ContractorJobOnWire } from './job-view.ts';
import { jobRefusals } from './texts.ts';

export const NOT_APPROVED = jobRefusals.notApproved;
export const JOB_NOT_FOUND = jobRefusals.jobNotFound;
export const ONLY_PAST_JOBS_PAGED = jobRefusals.onlyPastJobsPaged.with({
  completed: 'Completed',
  cancelled: 'Cancelled',
});
export const CLEANER_PAUSED = jobRefusals.cleanerPaused;

export type JobListFilter = 'Open' | 'Assigned' | 'InProgress' | 'Completed' | 'Cancelled';

/** Which of the contractor's jobs to do, and which past ones, each filter asks for. */
const toDoOf: Record<JobListFilter | 'All', OpenWorkFilter | null> = {
  All: 'both',
  Open: null,
  Assigned: 'assigned',
  InProgress: 'inProgress',
  Completed: null,
  Cancelled: null,
};
const pastOf: Record<JobListFilter | 'All', PastFilter | null> = {
  All: 'both',
  Open: null,
  Assigned: null,
  InProgress: null,
  Completed: 'completed',
  Cancelled: 'cancelled',
};

export type JobListRequest = PageRequest & { eStatus?: JobListFilter };

/** The caller's contractor record, read fresh: an approval or suspension counts at once. */
export async function contractorScope(db: Database, contractorId: number) {
  const scope = await findContractorScope(db, contractorId);
  // The session found this contractor a moment ago; gone now means the account was removed.
  if (!scope) throw new ForbiddenError(jobRefusals.contractorsOnly);
  return scope;
}

export function isApproved(scope: ContractorScope) {
  return scope.status === 'Approved';
}

/** Approved and not paused: may see open jobs and accept one. */
export function takesNewJobs(scope: ContractorScope) {
  return isApproved(scope) && scope.pausedAt === null;
}

/** Only approved contractors see open jobs or act on jobs. */
export async function approvedContractor(db: Database, contractorId: number) {
  const scope = await contractorScope(db, contractorId);
  if (!isApproved(scope)) throw new ForbiddenError(NOT_APPROVED);
  return scope;
}

/**
 * Open jobs (soonest first), the contractor's jobs to do (assigned, in progress) and a first
 * page of their past jobs (completed, cancelled), newest cleaning first, with the cursor of the
 * next page (decision 054). With a cursor, only the next page of past jobs. A status narrows
 * the list to that kind. A contractor who is not approved gets only their own jobs, and 403 when
 * asking for open jobs alone; a paused one gets no open jobs.
 */
export async function contractorJobs(
  context: AppContext,
  contractorId: number,
  request: JobListRequest,
  locale: Locale,
  /** The scope the session's statement read in this call (decision 058); else read here. */
  knownScope?: ContractorScope | null,
): Promise<{ jobs: ContractorJobOnWire[]; nextCursor: string | null }> {
  const filter = request.eStatus ?? 'All';
  const past = pastOf[filter];
  if (past === null) refuseUnpaged(request, ONLY_PAST_JOBS_PAGED);
  const page = pageAsked(request);
  const scope =
    knownScope?.id === contractorId ? knownScope : await contractorScope(context.db, contractorId);
  if (filter === 'Open' && !isApproved(scope)) throw new ForbiddenError(NOT_APPROVED);

  const db = context.db;
  const firstPage = page.start === null;
  // A paused contractor is still approved: their open-jobs list is empty rather than refused.
  const wantsOpen = firstPage && (filter === 'Open' || filter === 'All') && takesNewJobs(scope);
  const toDo = firstPage ? toDoOf[filter] : null;
  const now = context.clock();
  const [open, own, older] = await Promise.all([
    wantsOpen ? openJobsFor(db, scope, now) : [],
    toDo ? contractorJobsToDo(db, scope.id, toDo) : [],
    past ? contractorPastJobs(db, scope.id, past, page.start, page.limit) : null,
  ]);
  return {
    jobs: [...open, ...own, ...(older?.rows ?? [])].map((row) =>
      contractorJobOnWire(row, now, locale),
    ),
    nextCursor: older ? nextCursorOf(older) : null,
  };
}
