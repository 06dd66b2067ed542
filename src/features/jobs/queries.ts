import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { JobAction, JobActionOutput } from '#machines/job-action.machine.ts';
import type { ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { ContractorJob } from '../../components/job-card.tsx';

export type JobPage = { jobs: ContractorJob[]; nextCursor: string | null };

async function jobPage(client: ApiClient, cursor: string | null): Promise<JobPage> {
  const answer = await envelopeOf(
    client.POST('/api/contractor/get_contractor_Job', {
      body: cursor === null ? {} : { vCursor: cursor },
    }),
  );
  return { jobs: answer.data, nextCursor: answer.vNextCursor };
}

/**
 * Open jobs of the contractor's city that fit their schedule, their jobs to do and their newest
 * past jobs; each further page is earlier past jobs, loaded when the cleaner asks (decision 054).
 */
export const contractorJobsQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: ['contractor-jobs'],
    queryFn: ({ pageParam }) => jobPage(client, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every job of the pages loaded so far, in the server's order. */
export function loadedJobs(data: InfiniteData<JobPage> | undefined): ContractorJob[] | undefined {
  return data?.pages.flatMap((page) => page.jobs);
}

const actionPaths = {
  accept: '/api/cleaning/accept_job',
  reject: '/api/cleaning/reject_job',
  start: '/api/contractor/start_booking',
  complete: '/api/contractor/complete_booking',
} as const satisfies Record<JobAction, string>;

/** Runs one job action; answers the job's new status and the server's sentence. */
export async function performJobAction(
  client: ApiClient,
  action: JobAction,
  iBookingId: number,
): Promise<JobActionOutput> {
  const answer = await envelopeOf(client.POST(actionPaths[action], { body: { iBookingId } }));
  return { status: answer.data.eStatus, message: answer.message };
}
