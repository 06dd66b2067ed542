import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/client.ts';
import { ownProfileQuery, storedCode } from './own-profile.ts';
import { currentRole } from './role.ts';

/**
 * The signed-in person's profile, shared by the dashboard's top bar and the account pages (one
 * request, one cache entry). A visitor has none: the query does not run.
 */
export function useOwnProfile() {
  const client = useApiClient();
  const role = currentRole();
  const signedIn = role !== 'visitor';
  const query = useQuery({
    ...ownProfileQuery(client, signedIn ? role : 'customer', signedIn ? storedCode(role) : ''),
    enabled: signedIn,
  });
  return { role, ...query };
}
