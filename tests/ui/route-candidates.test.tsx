import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ROUTE_TEMPLATES } from '#shared/route-templates.ts';
import { originalRoute, routesThatCanMatch } from '#src/app/route-candidates.ts';
import { routeMatchesAt } from '#src/app/route-matches.ts';
import { routes } from '#src/app/router.tsx';

/** An address of each template: parameters and `*` filled in. */
const templateAddresses = ROUTE_TEMPLATES.map((template) =>
  template.replace(/:[\w-]+/g, 'a1').replace(/\*$/, 'no-such-page/deeper'),
);

const oddAddresses = [
  '/',
  '/no-such-page',
  '/BOOK-NOW',
  '/book-now/',
  '/book-now//',
  '//book-now',
  '/book-now/extra',
  '/book-nowx',
  '/admin',
  '/ADMIN/',
  '/admin/no-such-page',
  '/admin/bookings',
  '/blog-detail/',
  '/blog-detail/oven/more',
  '/book%2Dnow',
  '/caf%C3%A9',
  '/café',
  '/booking-link/',
  '/booking-link/t0k3n',
  '/machines/x',
];

/** The number of routes react-router flattens in a table: every route with a path or an index. */
function routeCount(table: RouteObject[]): number {
  return table.reduce(
    (sum, route) =>
      sum + (route.path !== undefined || route.index ? 1 : 0) + routeCount(route.children ?? []),
    0,
  );
}

describe('the routes that can match an address', () => {
  it.each([...templateAddresses, ...oddAddresses])(
    'give react-router’s own matches for %s, with the table’s own routes',
    (pathname) => {
      const whole = matchRoutes(routes, pathname) ?? [];
      const found = routeMatchesAt(routes, pathname);
      expect(found.map((match) => match.route)).toEqual(whole.map((match) => match.route));
      found.forEach((match, index) => expect(match.route).toBe(whole[index]?.route));
      expect(
        found.map(({ params, pathname: at, pathnameBase }) => ({ params, at, pathnameBase })),
      ).toEqual(
        whole.map(({ params, pathname: at, pathnameBase }) => ({ params, at, pathnameBase })),
      );
    },
  );

  it('are a few of the table’s routes for a page, and the same list each time', () => {
    const all = routeCount(routes);
    const bookNow = routesThatCanMatch(routes, '/book-now');
    expect(all).toBeGreaterThan(90);
    expect(routeCount(bookNow)).toBeLessThan(8);
    expect(routesThatCanMatch(routes, '/Book-Now/')).toBe(bookNow);
  });

  it('are one list for every address no fixed first segment takes, so made-up addresses add none', () => {
    const other = routesThatCanMatch(routes, '/no-such-page');
    expect(routesThatCanMatch(routes, '/another/made-up/page')).toBe(other);
    expect(routesThatCanMatch(routes, '/')).toBe(other);
  });

  it('are the whole table for an encoded or non-ASCII address', () => {
    expect(routesThatCanMatch(routes, '/book%2Dnow')).toBe(routes);
    expect(routesThatCanMatch(routes, '/café')).toBe(routes);
  });

  it('keep a case-sensitive route whatever the address, as its pattern alone tells', () => {
    const blog: RouteObject = { path: 'Blog', caseSensitive: true };
    const table: RouteObject[] = [
      { path: '/', children: [blog, { path: 'about' }, { path: 'faq' }] },
    ];
    expect(routesThatCanMatch(table, '/about')[0]?.children).toEqual([blog, { path: 'about' }]);
    expect(routeMatchesAt(table, '/blog')).toEqual([]);
    expect(routeMatchesAt(table, '/Blog').at(-1)?.route).toBe(blog);
  });

  it('compare fixed segments in any case, as react-router does', () => {
    const about: RouteObject = { path: 'About' };
    const table: RouteObject[] = [{ path: '/', children: [about, { path: 'faq' }] }];
    expect(routeMatchesAt(table, '/aBOUT').at(-1)?.route).toBe(about);
  });

  it('keep a route with a path of its own when none of its children can match', () => {
    const root: RouteObject = { path: '/', children: [{ path: 'about' }] };
    expect(routeMatchesAt([root], '/').map((match) => match.route)).toEqual([root]);
  });

  it('keep a layout whose children were left out as a copy that leads back to the table’s own', () => {
    const about = { path: 'about' };
    const layout: RouteObject = { path: '/', children: [about, { path: 'blog' }] };
    const [copy] = routesThatCanMatch([layout], '/about');
    expect(copy).not.toBe(layout);
    expect(copy?.children).toEqual([about]);
    expect(copy && originalRoute(copy)).toBe(layout);
    expect(originalRoute(about)).toBe(about);
  });
});
