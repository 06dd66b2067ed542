import { useEffect } from 'react';
import { currentRole } from '../../session/role.ts';

/** The page whose next address is a signed-in page. */
const LOGIN_PATH = '/login';

/**
 * Decisions 162 and 167: the tables that name each signed-in page's code are chunks of their own,
 * not in the entry. A signed-in tab, and the login page, fetch those of the pages its person can
 * open once their page has shown, so going on to a signed-in page waits for that page's code
 * only, as when the entry held the tables.
 */
export function useSignedInPagesSoon(pathname: string) {
  useEffect(() => {
    const role = currentRole();
    if (pathname !== LOGIN_PATH && role === 'visitor') return;
    // A failure here is no one's concern: the signed-in page asks for its table again.
    void import('../private-pages.ts')
      .then(({ loadTablesOf }) => loadTablesOf(role))
      .catch(() => undefined);
  }, [pathname]);
}
