import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { routesThatCanMatch } from './route-candidates.ts';
import { routeMatchesAt } from './route-matches.ts';
import { RouteErrorContext } from './shell/route-error.ts';
import { RouteHandlesContext } from './shell/route-handles.ts';
import { usePageShellRelease } from './shell/page-shell.ts';

/**
 * Decision 056: the route table runs on react-router's declarative routes (`useRoutes`), not its
 * data router (`createBrowserRouter`), which weighs about 17 kB gzip more on every first visit and
 * whose loaders, actions and fetchers the app never used. What the app did use of it lives here:
 * a route's `lazy` code, its `errorElement`, its `handle` and the loading screen while the first
 * route's code arrives.
 */

type LazyLoad = NonNullable<RouteObject['lazy']>;
type LoadedRoute = { Component?: ComponentType | null };

const loadedRoutes = new Map<LazyLoad, ComponentType>();
const loadingRoutes = new Map<LazyLoad, Promise<ComponentType>>();
const lazyRoutes = new Map<LazyLoad, ComponentType>();
const failedRoutes = new Set<LazyLoad>();

const Empty: ComponentType = () => <Outlet />;

/**
 * Fetches a route's code once. A failure stays until the next navigation (the route's error
 * screen shows it), which fetches it again (`retryFailedRoutes`).
 */
function loadRoute(load: LazyLoad): Promise<ComponentType> {
  let loading = loadingRoutes.get(load);
  if (!loading) {
    loading = Promise.resolve((load as () => Promise<LoadedRoute>)()).then((module) => {
      const Page = module.Component ?? Empty;
      loadedRoutes.set(load, Page);
      return Page;
    });
    loadingRoutes.set(load, loading);
    loading.catch(() => failedRoutes.add(load));
  }
  return loading;
}

/**
 * Forgets every route's code: a route's `lazy` may pick its page by what holds when it runs (the
 * machine viewer by build and role), so a new tree starts afresh. Only tests mount a second one.
 */
function forgetRoutes() {
  loadedRoutes.clear();
  loadingRoutes.clear();
  lazyRoutes.clear();
  failedRoutes.clear();
}

export function retryFailedRoutes() {
  for (const load of failedRoutes) {
    loadingRoutes.delete(load);
    lazyRoutes.delete(load);
  }
  failedRoutes.clear();
}

/**
 * Fetches the code of every route at `pathname`, so the first render (hydration of the server's
 * page, or the server's own render) has it and shows the page rather than the loading screen.
 */
export async function loadRoutesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = routeMatchesAt(routes, pathname);
  await Promise.all(
    matches.map(({ route }) => (typeof route.lazy === 'function' ? loadRoute(route.lazy) : null)),
  );
}

/** Whether the code of every route at `pathname` is already there. */
export function hasRoutesAt(routes: RouteObject[], pathname: string): boolean {
  return routeMatchesAt(routes, pathname).every(
    ({ route }) => typeof route.lazy !== 'function' || loadedRoutes.has(route.lazy),
  );
}

/** React.lazy over a route's code, made once per route (a new one would suspend again). */
function lazyRoute(load: LazyLoad): ComponentType {
  let Lazy = lazyRoutes.get(load);
  if (!Lazy) {
    Lazy = lazy(() => loadRoute(load).then((Page) => ({ default: Page })));
    lazyRoutes.set(load, Lazy);
  }
  return Lazy;
}

/**
 * A route's component once its code is there; until then it suspends (the previous page stays),
 * through React.lazy, whose retry React schedules wherever it runs (tests' act scopes included).
 */
function LazyRoute({ load }: { load: LazyLoad }) {
  const Page = loadedRoutes.get(load) ?? lazyRoute(load);
  return <Page />;
}

type BoundaryProps = { location: Location; fallback: ReactNode; children: ReactNode };
type BoundaryState = { error: unknown; failed: boolean; location: Location };

/** A route's `errorElement`: shown when its page fails to load or crashes, until the next address. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (props.location.pathname === state.location.pathname) return null;
    return { error: null, failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A route failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        {this.props.fallback}
      </RouteErrorContext.Provider>
    );
  }
}

function ErrorBoundaryRoute({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <RouteErrorBoundary location={location} fallback={fallback}>
      {children}
    </RouteErrorBoundary>
  );
}

/** The table's routes as `useRoutes` takes them: each `lazy` and `errorElement` as an element. */
function declarativeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const own = route.lazy ? <LazyRoute load={route.lazy} /> : (route.element ?? <Outlet />);
    const element = route.errorElement ? (
      <ErrorBoundaryRoute fallback={route.errorElement}>{own}</ErrorBoundaryRoute>
    ) : (
      own
    );
    const children = route.children ? declarativeRoutes(route.children) : undefined;
    return route.index
      ? { index: true, path: route.path, element }
      : { path: route.path, caseSensitive: route.caseSensitive, element, children };
  });
}

/** Renders the route table at the router's current address. */
export function RouteTree({ routes, loading }: { routes: RouteObject[]; loading: ReactNode }) {
  const { pathname } = useLocation();
  const table = useMemo(() => declarativeRoutes(routes), [routes]);
  const handles = useMemo(
    () => routeMatchesAt(routes, pathname).map((match) => match.route.handle as unknown),
    [routes, pathname],
  );
  // The routes that can match this address only: react-router flattens and compiles what it gets.
  const element = useRoutes(routesThatCanMatch(table, pathname));
  useEffect(() => forgetRoutes, []);
  // Decision 156: the server's static shell of a person's page gives way to whatever this tree
  // shows first that is not a loading state (the loading states hold it: page-shell.ts).
  usePageShellRelease();
  return (
    <RouteHandlesContext.Provider value={handles}>
      <Suspense fallback={loading}>{element}</Suspense>
    </RouteHandlesContext.Provider>
  );
}
