import { startOnce, type FirstCalls } from '../first-personal-calls.ts';
import { todayQuery } from '../../features/console/today/queries.ts';
import { adminSessionQuery } from './console-session.ts';

/** The console's session, and on Today (`/admin`) the Today call beside it (decision 155). */
export const startConsoleCalls: FirstCalls = (queryClient, client, pathname) => {
  const session = adminSessionQuery(client);
  startOnce(queryClient, session.queryKey, () => queryClient.prefetchQuery(session));
  if (pathname === '/admin' || pathname === '/admin/') {
    const today = todayQuery(client);
    startOnce(queryClient, today.queryKey, () => queryClient.prefetchQuery(today));
  }
};
