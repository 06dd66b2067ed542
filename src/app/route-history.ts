import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type HistoryRouterProps,
  type RouteObject,
  type To,
} from 'react-router-dom';
import { hasRoutesAt, loadRoutesAt, retryFailedRoutes } from './route-tree.tsx';
import { localeOfPath } from '#shared/i18n/locale.ts';

type History = HistoryRouterProps['history'];

/**
 * A history whose navigations fetch the next routes' code before the address changes, as
 * react-router's data router did (decision 056): the current page stays, whole, until the next
 * one can render, and a later navigation wins over one still loading. Back and forward change
 * the address at once; the page then waits for its code in a transition.
 */
function loadingBeforeNavigating(history: History, routes: RouteObject[]): History {
  let latest = 0;
  const navigate = (to: To, apply: () => void) => {
    const navigation = ++latest;
    retryFailedRoutes();
    // The history's addresses carry the language's prefix (/fr/…); the route table's do not.
    const pathname = localeOfPath(history.createURL(to).pathname).path;
    // Code already there (a new filter in the address, a page seen before): at once, as before.
    if (hasRoutesAt(routes, pathname)) {
      apply();
      return;
    }
    // Even a failed fetch moves on: the route's error screen then says the page did not load.
    void loadRoutesAt(routes, pathname)
      .catch(() => undefined)
      .then(() => {
        if (navigation === latest) apply();
      });
  };
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => {
      latest += 1;
      retryFailedRoutes();
      history.go(delta);
    },
    listen: (listener) => history.listen(listener),
    push: (to, state: unknown) => navigate(to, () => history.push(to, state)),
    replace: (to, state: unknown) => navigate(to, () => history.replace(to, state)),
  };
}

export function createRouteBrowserHistory(routes: RouteObject[]): History {
  return loadingBeforeNavigating(createBrowserHistory({ v5Compat: true }), routes);
}

export function createRouteMemoryHistory(routes: RouteObject[], initialPath: string): History {
  return loadingBeforeNavigating(
    createMemoryHistory({ initialEntries: [initialPath], v5Compat: true }),
    routes,
  );
}
