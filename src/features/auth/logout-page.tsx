import { authCatalogue } from './auth-labels.ts';
import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DEMO_ACCESS_KEY } from '../../app/shell/demo-gate.tsx';
import { isMainHost } from '../../app/shell/hosts.ts';
import { useApiClient } from '../../api/client.ts';
import { useUiTimings } from '../../components/ui-timings.ts';
import { clearSession } from '../../session/store-login.ts';
import { logOut } from './auth-api.ts';
import { useTexts } from '../../i18n/texts.ts';

/**
 * /logout: the tab forgets the login at once (codes, booking drafts, cached account data), then
 * the server ends the session and clears its cookie, and the person lands on /login (the home
 * page on the main host, where /login is not offered). Only the demo gate's pass is kept: it
 * belongs to the tab, not to the login.
 */
export function LogoutPage() {
  const { authTexts } = useTexts(authCatalogue);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toastMs = useUiTimings().toastMs;

  useEffect(() => {
    let current = true;
    clearSession([DEMO_ACCESS_KEY]);
    // Drops what the cache holds of the account; the public data on screen loads again.
    void queryClient.resetQueries();
    logOut(client)
      .then((answer) => {
        if (current) notifications.show({ message: answer.message, autoClose: toastMs });
      })
      // Still logged out here: nothing of the login is left in the tab, and the cookie is httpOnly.
      .catch((error: unknown) => console.warn('Logout call failed', error))
      .finally(() => {
        if (current) navigate(isMainHost() ? '/' : '/login', { replace: true });
      });
    return () => {
      current = false;
    };
  }, [client, queryClient, navigate, toastMs]);

  return (
    <Center mih="60vh">
      <Loader role="status" aria-label={authTexts.LOGGING_OUT} />
    </Center>
  );
}
