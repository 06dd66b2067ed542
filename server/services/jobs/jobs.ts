import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import {
  findContractorScope,
  selectOpenJobs,
  selectOwnJobs,
  type ContractorScope,
} from '../../db/queries/jobs.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { contractorJobOnWire, type ContractorJobOnWire } from './job-view.ts';

export const NOT_APPROVED = 'Your application is not approved yet.';
export const JOB_NOT_FOUND = 'Job not found.';
export const CLEANER_PAUSED =
  'Your account is paused, so you cannot take new jobs. Your accepted jobs are still yours. Please contact us to resume.';

export type JobListFilter = 'Open' | 'Assigned' | 'InProgress' | 'Completed' | 'Cancelled';

const ownStatuses: Record<Exclude<JobListFilter, 'Open'>, JobStatus> = {
  Assigned: 'assigned',
  InProgress: 'inProgress',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

/** The caller's contractor record, read fresh: an approval or suspension counts at once. */
export async function contractorScope(db: Database, contractorId: number) {
  const scope = await findContractorScope(db, contractorId);
  // The session found this contractor a moment ago; gone now means the account was removed.
  if (!scope) throw new ForbiddenError('This is only for contractors.');
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
 * Open jobs (soonest first) and the contractor's own jobs (newest first). Without a filter
 * both come, open ones first; a contractor who is not approved gets only their own then,
 * and 403 when asking for open jobs alone; a paused one gets no open jobs.
 */
export async function contractorJobs(
  context: AppContext,
  contractorId: number,
  filter: JobListFilter | undefined,
): Promise<ContractorJobOnWire[]> {
  const scope = await contractorScope(context.db, contractorId);
  if (filter === 'Open' && !isApproved(scope)) throw new ForbiddenError(NOT_APPROVED);

  // A paused contractor is still approved: their open-jobs list is empty rather than refused.
  const wantsOpen = (filter === 'Open' || filter === undefined) && takesNewJobs(scope);
  const open = wantsOpen ? await selectOpenJobs(context.db, scope, context.clock()) : [];
  const statuses =
    filter === undefined
      ? Object.values(ownStatuses)
      : filter === 'Open'
        ? []
        : [ownStatuses[filter]];
  const own = statuses.length > 0 ? await selectOwnJobs(context.db, scope.id, statuses) : [];
  return [...open, ...own].map(contractorJobOnWire);
}
