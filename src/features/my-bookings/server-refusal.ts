import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';

/*
 * Decision 159: the server renders a booking's page from its link with the answer to the page's
 * own call, and a link that opens nothing (unknown, ended, refused after too many misses) is
 * rendered too, as the refusal the page shows. The browser must show that same refusal without
 * asking again (each ask counts a miss against the visitor's address), so the server's answers
 * carry it under a key of its own, as data, and the page turns it back into its query's error
 * before its first render. Kept here, in the page's code and small, so no route's first download
 * grows.
 */

/** A refusal the server met for the page's call: its status and its sentence. */
export type ServerRefusal = { status: number; message: string };

/** The key a server-rendered page's refusal of `key`'s call travels under. */
export const refusalKeyOf = (key: readonly unknown[]) => ['server-refusal', ...key];

/**
 * Puts the refusal the server rendered the page with (if any) into the query `key` as its error,
 * once: the page then shows what the server showed and does not ask again (its query does not
 * retry on mount). The refusal is taken out as it is adopted.
 */
export function adoptServerRefusal(queryClient: QueryClient, key: readonly unknown[]): void {
  const refusalKey = refusalKeyOf(key);
  const refusal = queryClient.getQueryData<ServerRefusal>(refusalKey);
  if (!refusal) return;
  queryClient.removeQueries({ queryKey: refusalKey, exact: true });
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey: key })
    .setState({ status: 'error', error: new ApiError(refusal.status, refusal.message) });
}
