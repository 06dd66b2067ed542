import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageMetaContext } from '../../components/use-page-meta.ts';
import { PageTitleFallbackContext } from '../../components/use-page-title.ts';
import { FAQ_PAGE_PATH, clearFaqFlags } from '../../session/faq-flags.ts';
import { useChatWidget } from './chat-widget.ts';
import { DemoGate } from './demo-gate.tsx';
import { useRouteMeta } from './route-meta.ts';
import { useSignedInPagesSoon } from './signed-in-pages-soon.ts';

/**
 * Spec §2: every navigation starts at the top of the page. Not the first page: the browser placed
 * it, and a visitor may have scrolled a server-rendered page before the app took it over.
 */
function useScrollToTop(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** Spec §4: the FAQ flags live only while the visitor stays on the FAQ page. */
function useFaqFlagsClearedOnLeave(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === FAQ_PAGE_PATH && pathname !== FAQ_PAGE_PATH) clearFaqFlags();
    previous.current = pathname;
  }, [pathname]);
}

/** What happens on every route change, whatever the layout (spec §2, §4, §7). */
function RouteEffects() {
  const { pathname } = useLocation();
  const { setFallbackTitle, setOwnMeta } = useRouteMeta();
  useScrollToTop(pathname);
  useFaqFlagsClearedOnLeave(pathname);
  useChatWidget(pathname);
  useSignedInPagesSoon(pathname);
  return (
    <PageTitleFallbackContext.Provider value={setFallbackTitle}>
      <PageMetaContext.Provider value={setOwnMeta}>
        <Outlet />
      </PageMetaContext.Provider>
    </PageTitleFallbackContext.Provider>
  );
}

/** The root of the route tree: the demo gate first, then the route effects around every layout. */
export function AppShell() {
  return (
    <DemoGate>
      <RouteEffects />
    </DemoGate>
  );
}
