import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { KEPT_ADDRESSES, routeMatchesAt } from '#src/app/route-matches.ts';

function table(): RouteObject[] {
  return [
    {
      path: '/',
      children: [
        { index: true },
        { path: 'blog-detail/:vSlug' },
        { path: 'admin', children: [{ index: true }, { path: 'bookings/:bookingId' }] },
      ],
    },
  ];
}

describe('the routes an address matches', () => {
  it.each(['/', '/blog-detail/oven', '/admin', '/admin/bookings/4821'])(
    'are react-router’s matches for %s',
    (pathname) => {
      const routes = table();
      expect(routeMatchesAt(routes, pathname)).toEqual(matchRoutes(routes, pathname));
    },
  );

  it('are none for an address no route takes', () => {
    expect(routeMatchesAt(table(), '/no-such-page')).toEqual([]);
  });

  it('are the same answer when the address is asked again, and differ between addresses', () => {
    const routes = table();
    const first = routeMatchesAt(routes, '/blog-detail/oven');
    expect(routeMatchesAt(routes, '/blog-detail/oven')).toBe(first);
    expect(routeMatchesAt(routes, '/blog-detail/windows').at(-1)?.params).toEqual({
      vSlug: 'windows',
    });
  });

  it('are kept for each table apart', () => {
    const one = table();
    const other = table();
    expect(routeMatchesAt(one, '/admin').at(-1)?.route).toBe(one[0]?.children?.[2]?.children?.[0]);
    expect(routeMatchesAt(other, '/admin').at(-1)?.route).toBe(
      other[0]?.children?.[2]?.children?.[0],
    );
  });

  it('are kept for the most recently asked addresses only, so any number of addresses cannot grow it', () => {
    const routes = table();
    const oldest = routeMatchesAt(routes, '/blog-detail/first');
    const recent = routeMatchesAt(routes, '/blog-detail/recent');
    for (let i = 0; i < KEPT_ADDRESSES - 2; i += 1) routeMatchesAt(routes, `/blog-detail/${i}`);
    // Asked again, it is the most recent; the next new address then pushes out the oldest.
    expect(routeMatchesAt(routes, '/blog-detail/recent')).toBe(recent);
    routeMatchesAt(routes, '/blog-detail/one-more');
    expect(routeMatchesAt(routes, '/blog-detail/recent')).toBe(recent);
    const again = routeMatchesAt(routes, '/blog-detail/first');
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
  });
});
