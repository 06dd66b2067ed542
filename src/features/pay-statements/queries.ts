import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { dataOf, type ApiClient } from '../../api/client.ts';

export type StatementWeeks = components['schemas']['StatementWeeks'];
export type StatementWeek = StatementWeeks['weeks'][number];
export type Statement = components['schemas']['Statement'];
export type StatementTotals = components['schemas']['StatementTotals'];

/** The weeks, newest first, a page at a time (decision 054). */
export const statementWeeksQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: ['pay-statements'],
    queryFn: ({ pageParam }) =>
      dataOf(
        client.POST('/api/contractor/statements', {
          body: pageParam === null ? {} : { vCursor: pageParam },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.vNextCursor,
    staleTime: 0,
  });

/** One week's statement, by its Monday. */
export const statementQuery = (client: ApiClient, week: string) =>
  queryOptions({
    queryKey: ['pay-statements', week],
    queryFn: () => dataOf(client.POST('/api/contractor/statement', { body: { dWeek: week } })),
    staleTime: 0,
  });

/** The week's CSV or PDF, as the server wrote it in the cleaner's language. */
export async function statementFile(
  client: ApiClient,
  week: string,
  kind: 'csv' | 'pdf',
): Promise<Blob> {
  const { data } =
    kind === 'csv'
      ? await client.POST('/api/contractor/statement/csv', {
          body: { dWeek: week },
          parseAs: 'blob',
        })
      : await client.POST('/api/contractor/statement/pdf', {
          body: { dWeek: week },
          parseAs: 'blob',
        });
  if (!data) throw new Error('No file in the answer.');
  return data as Blob;
}
