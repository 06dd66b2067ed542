import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Middleware } from 'openapi-fetch';
import { useApiClient } from '../api/client.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import { SESSION_KEYS } from './role.ts';

/** The role codes of spec §3 go with the server session: without them the app is a visitor's. */
function forgetSignedInCodes(storage: Pick<Storage, 'removeItem'> = sessionStorage) {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}

/**
 * While a signed-in page is open, any call the server answers 401 (its session expired or was
 * ended elsewhere) sends the person to /login, which brings them back to this page afterwards.
 * It watches the API client itself, so queries, mutations and form submits are all covered
 * without each screen handling 401.
 */
export function useSessionExpiry() {
  const client = useApiClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const here = useRef(location.pathname + location.search);
  useLayoutEffect(() => {
    here.current = location.pathname + location.search;
  });

  // A layout effect, so the watch is on before the page's queries start (in passive effects).
  useLayoutEffect(() => {
    let sent = false;
    const middleware: Middleware = {
      onResponse({ response }) {
        if (response.status !== 401 || sent) return undefined;
        // Several calls may fail at once; the person is sent to /login once.
        sent = true;
        forgetSignedInCodes();
        // The notice's code and texts come with this answer, not with the page (decision 165);
        // it shows once they are in, on the login page.
        void import('./session-ended-notice.ts')
          .then(({ showSessionEnded }) => showSessionEnded(locale))
          .catch(() => undefined);
        void navigate('/login', { replace: true, state: { from: here.current } });
        return undefined;
      },
    };
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, navigate, locale]);
}
