import type { Job } from '../../components/job-card.tsx';

/** What /jobs passes to /job-details in navigation state (spec §2: the booking id and the job). */
export type JobDetailsState = { iBookingId: number; job: Job };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The state's booking id and job, or null when the page was opened without them. */
export function jobDetailsFromState(state: unknown): JobDetailsState | null {
  if (!isRecord(state) || typeof state.iBookingId !== 'number' || !isRecord(state.job)) {
    return null;
  }
  const job = state.job;
  if (job.iBookingId !== state.iBookingId || typeof job.eStatus !== 'string') return null;
  return { iBookingId: state.iBookingId, job: job as Job };
}
