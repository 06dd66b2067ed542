import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';

// The booking wizard's catalog reads (spec §7); services and cities are shared in api/queries.ts.

export const residenceTypesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['residence-types'],
    queryFn: () => dataOf(client.POST('/api/residence_type/get_all_data', { body: {} })),
  });

export const extrasQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['extras'],
    queryFn: () => dataOf(client.POST('/api/extra_utility/get_all_data', { body: {} })),
  });

/** The signed-in customer's profile, to prefill the contact stage (spec §4). */
export const customerProfileQuery = (client: ApiClient, uniqueCode: string) =>
  queryOptions({
    queryKey: ['customer', uniqueCode],
    queryFn: () =>
      dataOf(client.POST('/api/customer/get_by_id', { body: { vUniqueCode: uniqueCode } })),
  });
