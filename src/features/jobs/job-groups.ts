import type { ContractorJob } from '../../components/job-card.tsx';

export type JobTab = 'available' | 'mine' | 'completed' | 'cancelled';

/** The tab a job of the contractor's list belongs to, by its lifecycle status. */
export function tabOf(job: Pick<ContractorJob, 'eStatus'>): JobTab | null {
  switch (job.eStatus) {
    case 'authorized':
      return 'available';
    case 'assigned':
    case 'inProgress':
      return 'mine';
    case 'completed':
      return 'completed';
    case 'cancelled':
      return 'cancelled';
    default:
      return null;
  }
}

export type JobGroups = Record<JobTab, ContractorJob[]>;

/** The list split into tabs; each keeps the server's order (open soonest first, own newest first). */
export function groupJobs(jobs: readonly ContractorJob[]): JobGroups {
  const groups: JobGroups = {
    available: [],
    mine: [],
    completed: [],
    cancelled: [],
  };
  for (const job of jobs) {
    const tab = tabOf(job);
    if (tab) groups[tab].push(job);
  }
  return groups;
}
