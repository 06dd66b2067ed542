import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type RetentionReport = components['schemas']['AdminRetentionReport'];
export type RetentionDay = components['schemas']['AdminRetentionDay'];
export type RetentionPeriod = components['schemas']['AdminRetentionPeriod'];

/** The retention table and a page of what the job deleted per day (decision 140). */
export const retentionReportQuery = (client: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['admin', 'retention', page],
    queryFn: () => dataOf(client.POST('/api/admin/retention', { body: { page } })),
    placeholderData: keepPreviousData,
  });
