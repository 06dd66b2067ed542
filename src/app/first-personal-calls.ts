import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../api/client.ts';
import { contractorJobsQuery } from '../features/jobs/queries.ts';
import { cleanerTimeRequestsQuery } from '../features/jobs/time-request-queries.ts';
import { todayQuery } from '../features/console/today/queries.ts';
import { adminSessionQuery } from './console/console-session.ts';

/*
 * Decision 155: a personal page's own calls start as soon as its layout is shown, before the
 * layout's texts and the page's code are in, so they leave together with the layout's (the
 * profile, the console's session) instead of one round trip after another. They start in an
 * effect of the layout, not while it renders (React may render a component many times, or drop a
 * render): each layout holds what waits for texts under its own Suspense boundary, so the
 * layout itself is shown, and its effect runs, at once. The addresses are the router's, without
 * the language's prefix (/fr is the French router's basename), so /fr/jobs starts as /jobs does.
 * Only in the browser: the server never renders a person's page (first-page-data.ts is the public
 * pages'). Each is exactly the query its page makes, and is started only when nothing of it is
 * cached yet.
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

/**
 * Starts a layout's first calls (`start`: startConsoleCalls, startContractorJobsCalls) once the
 * layout is shown and whenever its address changes; none while `start` is null.
 */
export function useFirstCalls(start: typeof startConsoleCalls | null, pathname: string) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  useEffect(() => {
    start?.(queryClient, client, pathname);
  }, [start, queryClient, client, pathname]);
}
