import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';

/**
 * The signed-in operator (adminSession): the console opens only on the server's word, never on
 * the code in session storage alone. Cached for the visit; a 401 later ends it (useSessionExpiry).
 */
export const adminSessionQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['admin', 'session'],
    queryFn: () => dataOf(client.POST('/api/admin/session', { body: {} })),
    staleTime: Infinity,
    retry: false,
  });
