import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { originalRoute, routesThatCanMatch } from './route-candidates.ts';

/** The addresses whose matches each table keeps, the most recently asked. */
export const KEPT_ADDRESSES = 64;

const matchesByTable = new WeakMap<RouteObject[], Map<string, readonly RouteMatch[]>>();

/**
 * The routes `routes` matches at `pathname`, outermost first; none for an address no route takes.
 *
 * react-router's matchRoutes flattens and ranks the table and compiles a pattern per route on
 * every call: about 3 ms for this app's hundred routes on a warm server, and 70-170 ms of a page's
 * start at 4x CPU slowdown, where a load asked for the same address's matches again and again
 * (the route's code, its handles, the web-vitals reporter, a navigation's check), as the server
 * does for each page it renders (issue 46). An address's matches never change for a table,
 * so they are kept; for recent addresses only, since the server meets whatever address a client
 * sends. Callers only read them.
 */
export function routeMatchesAt(routes: RouteObject[], pathname: string): readonly RouteMatch[] {
  let kept = matchesByTable.get(routes);
  if (!kept) {
    kept = new Map();
    matchesByTable.set(routes, kept);
  }
  const known = kept.get(pathname);
  if (known) {
    // Asked again: it becomes the most recent.
    kept.delete(pathname);
    kept.set(pathname, known);
    return known;
  }
  // Matched among the routes that can match (route-candidates.ts), answered with the table's own.
  const matches = (matchRoutes(routesThatCanMatch(routes, pathname), pathname) ?? []).map(
    (match) => ({ ...match, route: originalRoute(match.route) }),
  );
  if (kept.size >= KEPT_ADDRESSES) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  kept.set(pathname, matches);
  return matches;
}
