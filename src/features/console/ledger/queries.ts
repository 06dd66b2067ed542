import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type LedgerReport = components['schemas']['AdminLedgerReport'];
export type LedgerSums = components['schemas']['AdminLedgerSums'];

/** The ledger's totals per day and city for a range of days (decision 132). */
export const ledgerReportQuery = (client: ApiClient, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'ledger', range.from, range.to],
    queryFn: () => dataOf(client.POST('/api/admin/ledger', { body: range })),
    placeholderData: keepPreviousData,
    retry: false,
  });
