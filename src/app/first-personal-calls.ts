import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../api/client.ts';

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
 * cached yet. Each layout's calls are written beside it (console/console-first-calls.ts,
 * layouts/contractor-first-calls.ts), so a layout's first load names no other layout's queries
 * (decision 165).
 */

/** A layout's first calls at the router's address. */
export type FirstCalls = (queryClient: QueryClient, client: ApiClient, pathname: string) => void;

/** Starts a query's call unless something of it is cached (or on its way) already. */
export function startOnce(queryClient: QueryClient, key: QueryKey, start: () => Promise<unknown>) {
  if (queryClient.getQueryState(key)) return;
  void start().catch(() => undefined);
}

/**
 * Starts a layout's first calls (`start`: startConsoleCalls, startContractorJobsCalls) once the
 * layout is shown and whenever its address changes; none while `start` is null.
 */
export function useFirstCalls(start: FirstCalls | null, pathname: string) {
  const queryClient = useQueryClient();
  const client = useApiClient();
  useEffect(() => {
    start?.(queryClient, client, pathname);
  }, [start, queryClient, client, pathname]);
}
