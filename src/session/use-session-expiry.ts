import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import type { Middleware } from 'openapi-fetch';
import { useApiClient } from '../api/client.ts';
import { accountTexts } from '../components/dashboard-texts/account.ts';
import { useTexts } from '../i18n/texts.ts';
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
  // The notice in the page's language (shared/catalogue/<locale>/account.ts).
  const ended = useTexts(accountTexts).dashboardShellTexts.SESSION_ENDED;
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
        notifications.show({ color: 'red', message: ended });
        void navigate('/login', { replace: true, state: { from: here.current } });
        return undefined;
      },
    };
    client.use(middleware);
    return () => client.eject(middleware);
  }, [client, navigate, ended]);
}
