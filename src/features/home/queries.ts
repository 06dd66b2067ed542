import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';

/** The home page banners, in order; the page shows the first (spec §2). */
export const bannersQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['banners'],
    queryFn: () => dataOf(client.POST('/api/banner/get_all_data', { body: {} })),
  });
