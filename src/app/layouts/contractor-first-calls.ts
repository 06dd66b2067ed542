import { startOnce, type FirstCalls } from '../first-personal-calls.ts';
import { contractorJobsQuery } from '../../features/jobs/queries.ts';
import { cleanerTimeRequestsQuery } from '../../features/jobs/time-request-queries.ts';

/** A cleaner's job list (`/jobs`): its first page of jobs and the time requests shown above it. */
export const startContractorJobsCalls: FirstCalls = (queryClient, client, pathname) => {
  if (pathname !== '/jobs') return;
  const jobs = contractorJobsQuery(client);
  startOnce(queryClient, jobs.queryKey, () => queryClient.prefetchInfiniteQuery(jobs));
  const requests = cleanerTimeRequestsQuery(client);
  startOnce(queryClient, requests.queryKey, () => queryClient.prefetchQuery(requests));
};
