import { lazy, Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { usePageMeta } from '../../components/use-page-meta.ts';
import { currentRole, isOperatorLogin } from '../../session/role.ts';
import { useSessionExpiry } from '../../session/use-session-expiry.ts';
import { useTexts, useTextsReady, type Texts } from '../../i18n/texts.ts';
import {
  adminCoreTexts,
  adminTexts,
} from '../../features/console/components/console-home-texts.ts';
import { PageLoader } from '../layouts/page-loader.tsx';
import { Redirect } from '../shell/page-shell.ts';
import { adminAccess } from './console-guard.ts';
import { adminSessionQuery } from './console-session.ts';
import { useFirstCalls } from '../first-personal-calls.ts';
import { startConsoleCalls } from './console-first-calls.ts';
import { AdminShell } from './console-shell.tsx';
import { useEveryConsoleTextSoon } from '../../features/console/components/use-every-console-text-soon.ts';

// Decision 162: the site's header and footer are the public routes' chunk; the console loads them
// only for the visitor it turns away, under the loading screen of the boundary below. The
// not-found page (the router's chunk for any address naming nothing) comes with them, not with
// the console's first load (decision 165).
const NotFoundInSiteFrame = lazy(() =>
  Promise.all([
    import('../layouts/public-layout.tsx'),
    import('../../features/not-found/not-found-page.tsx'),
  ]).then(([{ PublicLayout }, { NotFoundPage }]) => ({
    default: function NotFoundInSiteFrame() {
      return (
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      );
    },
  })),
);

/** Today, the console's home, whose first screen's texts its HTML names. */
const isTodayPath = (pathname: string) => pathname === '/admin' || pathname === '/admin/';

/** /admin and everything under it: the route guard of console-guard.ts around the console's shell. */
export function AdminLayout() {
  const { pathname } = useLocation();
  // Watching for a 401 before any call leaves: the session's answer may come before the frame's
  // texts, and its 401 must still end the tab's sign-in.
  useSessionExpiry();
  // The session and the page's first call leave as soon as this layout is shown, before the
  // texts are in (decision 155): what waits for them is under its own boundary.
  useFirstCalls(isOperatorLogin() ? startConsoleCalls : null, pathname);
  // Any screen but Today asks for its texts with the session, as when all were waited for.
  const everyTextIn = useEveryConsoleTextSoon(isOperatorLogin() && !isTodayPath(pathname));
  return (
    <Suspense fallback={<PageLoader />}>
      <ConsoleTextsGate everyTextIn={everyTextIn}>
        <GuardedConsole />
      </ConsoleTextsGate>
    </Suspense>
  );
}

/** What the frame and Today read, loaded before either renders (decision 169). */
const FRAME_TEXTS = [adminTexts, adminCoreTexts] as Texts<unknown>[];

/**
 * The loading screen until the frame's texts are in, and on a screen other than Today every
 * console text (decision 169), rather than a Suspense fallback: React shows what follows a
 * fallback no sooner than 300 ms after it, which held every first load of a console screen back
 * by that much even when the texts came from the cache. Once open it stays open: a move from
 * Today to another screen renders in the frame, whose texts are in.
 */
function ConsoleTextsGate({
  everyTextIn,
  children,
}: {
  everyTextIn: boolean;
  children: ReactNode;
}) {
  const frameTextsIn = useTextsReady(FRAME_TEXTS);
  const [opened, setOpened] = useState(false);
  const ready = frameTextsIn && everyTextIn;
  // Remembered from this render on (React's pattern for a state derived from earlier renders).
  if (ready && !opened) setOpened(true);
  return ready || opened ? children : <PageLoader />;
}

function GuardedConsole() {
  const location = useLocation();
  const client = useApiClient();
  const operatorLogin = isOperatorLogin();
  const { adminShellLabels } = useTexts(adminTexts);
  const session = useQuery({ ...adminSessionQuery(client), enabled: operatorLogin });
  const access = adminAccess({
    operatorLogin,
    signedInOtherwise: currentRole() !== 'visitor',
    session,
  });
  // The not-found screen shown to a customer or cleaner is titled and described as every other
  // one (the page-not-found meta), not as the console's pages it stands in for.
  usePageMeta(access === 'notFound' ? { notFound: true } : null);
  // The answer comes through useSyncExternalStore, whose renders React never slices: drawing the
  // console with its page from it was one task of 40 ms (decision 178). The deferred copy draws
  // them in a render React slices.
  const operator = useDeferredValue(session.data);

  if (access === 'login') {
    return <Redirect to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // The same page as at any address that names nothing: the site's header and footer around it.
  if (access === 'notFound') return <NotFoundInSiteFrame />;
  if (access === 'checking' || !operator) {
    return <PageLoader label={adminShellLabels.CHECKING_ACCESS} />;
  }
  return (
    <AdminShell operatorName={operator.fullName}>
      <Outlet />
    </AdminShell>
  );
}
