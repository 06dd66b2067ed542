import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { contractorJobsQuery } from '../features/jobs/queries.ts';
import { cleanerTimeRequestsQuery } from '../features/jobs/time-request-queries.ts';
import { todayQuery } from '../features/console/today/queries.ts';
import { adminSessionQuery } from './console/console-session.ts';

/*
 * Decision 155: a personal page's own calls start when its layout first runs, before the layout
 * waits for its texts and before the page's code has run, so they leave together with the
 * layout's (the profile, the console's session) instead of one round trip after another. Only in
 * the browser: the server never renders a person's page (first-page-data.ts is the public
 * pages'). Each is exactly the query its page makes, and is started only when nothing of it is
 * cached yet (a layout renders many times).
 */

function startOnce(queryClient: QueryClient, key: QueryKey, start: () => Promise<unknown>) {
  if (queryClient.getQueryState(key)) return;
  void start().catch(() => undefined);
}

/** The console's session, and on Today (`/admin`) the Today call beside it. */
export function startConsoleCalls(queryClient: QueryClient, client: ApiClient, pathname: string) {
  const session = adminSessionQuery(client);
  startOnce(queryClient, session.queryKey, () => queryClient.prefetchQuery(session));
  if (pathname === '/admin' || pathname === '/admin/') {
    const today = todayQuery(client);
    startOnce(queryClient, today.queryKey, () => queryClient.prefetchQuery(today));
  }
}

/** A cleaner's job list (`/jobs`): its first page of jobs and the time requests shown above it. */
export function startContractorJobsCalls(
  queryClient: QueryClient,
  client: ApiClient,
  pathname: string,
) {
  if (pathname !== '/jobs') return;
  const jobs = contractorJobsQuery(client);
  startOnce(queryClient, jobs.queryKey, () => queryClient.prefetchInfiniteQuery(jobs));
  const requests = cleanerTimeRequestsQuery(client);
  startOnce(queryClient, requests.queryKey, () => queryClient.prefetchQuery(requests));
}
