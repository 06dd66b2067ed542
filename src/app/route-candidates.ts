import type { RouteObject } from 'react-router-dom';

/** Addresses whose first segment is compared as written: plain ASCII, nothing encoded. */
const PLAIN_PATHNAME = /^\/[!-$&-~]*$/;

const keptByTable = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();
const originals = new WeakMap<RouteObject, RouteObject>();

/**
 * The part of `routes` that can match `pathname`: the routes whose whole path starts with the
 * address's first segment, or with a parameter or `*`, and the layouts and index routes around
 * them. react-router flattens, ranks and compiles every route of a table it is given, on every
 * match (issue 46: 386 patterns for this app's 97 pages, 70-170 ms of a page's start at 4x CPU);
 * given this part, it does that for the few routes that can match (decision 174).
 *
 * A route left out has a fixed first segment other than the address's, so its pattern cannot
 * match; the routes kept keep their order. An encoded or non-ASCII address gets the whole table,
 * and a case-sensitive route is always kept. A route whose children were left out is a copy;
 * `originalRoute` gives the table's own.
 */
export function routesThatCanMatch(routes: RouteObject[], pathname: string): RouteObject[] {
  if (!PLAIN_PATHNAME.test(pathname)) return routes;
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  let kept = keptByTable.get(routes);
  if (!kept) keptByTable.set(routes, (kept = new Map()));
  // The route tree asks on every render: a first segment met before is answered from here.
  const known = kept.get(first);
  if (known) return known;
  let named = false;
  const keep = (level: RouteObject[], parentPath: string): RouteObject[] =>
    level.flatMap((route) => {
      const path = route.path?.startsWith('/') ? route.path : `${parentPath}/${route.path ?? ''}`;
      const own = path.split('/').find(Boolean);
      if (own) {
        const fixed = !/[:*?]/.test(own) && !route.caseSensitive;
        const same = own.toLowerCase() === first;
        named ||= fixed && same;
        return !fixed || same ? [route] : [];
      }
      const all = route.children;
      if (!all) return [route];
      const children = keep(all, path);
      if (children.length === all.length && children.every((child, i) => child === all[i])) {
        return [route];
      }
      if (!children.length && route.path === undefined && !route.index) return [];
      const copy = { ...route, children } as RouteObject;
      originals.set(copy, route);
      return [copy];
    });
  const candidates = keep(routes, '');
  // Every first segment no route names has one list, so made-up addresses add no entries.
  const key = named ? first : '';
  const answer = kept.get(key) ?? candidates;
  kept.set(key, answer);
  return answer;
}

/** The table's own route for one `routesThatCanMatch` gave (itself when it was not copied). */
export function originalRoute(route: RouteObject): RouteObject {
  return originals.get(route) ?? route;
}
