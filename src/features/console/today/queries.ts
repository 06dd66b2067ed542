import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type Today = components['schemas']['AdminToday'];
export type TodayBooking = components['schemas']['AdminTodayBooking'];
export type TodayAtRisk = components['schemas']['AdminTodayAtRisk'];

/** The Today screen's figures; fetched again every minute while it is open. */
export const todayQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'today'],
    queryFn: () => dataOf(client.POST('/api/admin/today', { body: {} })),
    refetchInterval: 60_000,
  });
