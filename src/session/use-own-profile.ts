import { useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '../api/client.ts';
import { ownProfileQuery, storedCode } from './own-profile.ts';
import { currentRole, type Role } from './role.ts';

/** The profile call of the tab's role; a visitor has none, and the query does not run. */
function ownProfileOptions(client: ApiClient, role: Role) {
  const signedIn = role !== 'visitor';
  return {
    ...ownProfileQuery(client, signedIn ? role : 'customer', signedIn ? storedCode(role) : ''),
    enabled: signedIn,
  };
}

/**
 * The signed-in person's profile, shared by the dashboard's top bar and the account pages (one
 * request, one cache entry). The query's own result, unspread: a component then draws again only
 * when a field it reads changes (TanStack Query follows what is read; a spread read every field,
 * and every step of the call drew the reader again). The tab's role is `currentRole()`.
 */
export function useOwnProfile() {
  return useQuery(ownProfileOptions(useApiClient(), currentRole()));
}

/**
 * Starts the profile call as a layout first shows, beside the page's own, without following its
 * answer: the layout draws nothing of it, and following it drew the layout with everything in it
 * again, in one task React does not slice, when the answer came (issue 46). The parts that show
 * the profile read it with useOwnProfile.
 */
export function useOwnProfileAskedFor(): void {
  useQuery({ ...ownProfileOptions(useApiClient(), currentRole()), notifyOnChangeProps: [] });
}
