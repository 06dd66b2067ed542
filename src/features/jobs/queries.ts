import { queryOptions } from '@tanstack/react-query';
import type { JobAction, JobActionOutput } from '#machines/job-action.machine.ts';
import { ApiError, dataOf, type ApiClient } from '../../api/client.ts';

/** Open jobs of the contractor's city that fit their schedule, then their own jobs. */
export const contractorJobsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['contractor-jobs'],
    queryFn: () => dataOf(client.POST('/api/contractor/get_contractor_Job', { body: {} })),
  });

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
  const { data, error, response } = await client.POST(actionPaths[action], {
    body: { iBookingId },
  });
  if (data) return { status: data.data.eStatus, message: data.message };
  throw new ApiError(response.status, error?.message ?? response.statusText);
}
