import type { ContractorJob } from '../../components/job-card.tsx';

/** What /jobs passes to /job-details in navigation state (spec §2: the booking id and the job). */
export type JobDetailsState = { iBookingId: number; job: ContractorJob };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The state's booking id and job, or null when the page was opened without them. */
export function jobDetailsFromState(state: unknown): JobDetailsState | null {
  if (!isRecord(state) || typeof state.iBookingId !== 'number' || !isRecord(state.job)) {
    return null;
  }
  const job = state.job;
  // A state written by an older app (before the privacy fields) is treated as no job at all.
  if (
    job.iBookingId !== state.iBookingId ||
    typeof job.eStatus !== 'string' ||
    typeof job.bContactShared !== 'boolean' ||
    !isRecord(job.customer)
  ) {
    return null;
  }
  return { iBookingId: state.iBookingId, job: job as ContractorJob };
}
