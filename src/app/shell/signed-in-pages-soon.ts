import { useEffect } from 'react';
import { currentRole } from '../../session/role.ts';

/** The page whose next address is a signed-in page. */
const LOGIN_PATH = '/login';

/**
 * Decision 162: the table that names each signed-in page's code is a chunk of its own, no longer
 * in the entry. A signed-in tab, and the login page, fetch it once their page has shown, so going
 * on to a signed-in page waits for that page's code only, as when the entry held the table.
 */
export function useSignedInPagesSoon(pathname: string) {
  useEffect(() => {
    if (pathname !== LOGIN_PATH && currentRole() === 'visitor') return;
    // A failure here is no one's concern: the signed-in page asks for the table again.
    void import('../private-pages.ts').catch(() => undefined);
  }, [pathname]);
}
