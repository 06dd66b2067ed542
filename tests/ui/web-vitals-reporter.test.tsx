import type { MetricType } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_TEMPLATES } from '#shared/route-templates.ts';
import { routeMatchesAt } from '#src/app/route-matches.ts';
import { routes } from '#src/app/router.tsx';
import { routeTemplateOf } from '#src/app/shell/route-template.ts';
import { startVitalsBeacon, type VitalsLibrary } from '#src/app/shell/vitals-beacon.ts';

describe('the route template web-vitals are reported under', () => {
  it.each([
    ['/', '/'],
    ['/blog-detail/how-to-clean-an-oven', '/blog-detail/:vSlug'],
    ['/reset-password/3f9a0c7e2b', '/reset-password/:vUniqueCode'],
    ['/account-activation/ab12cd34', '/account-activation/:vUniqueCode'],
    ['/help-and-legal/terms-and-conditions', '/help-and-legal/:slug'],
    ['/service-detail/deep-cleaning', '/service-detail/:vServiceName'],
    ['/Blog', '/blog'],
    ['/profile', '/profile'],
    ['/no-such-page/jane.doe@example.ca', '/*'],
    ['/admin', '/admin'],
    ['/admin/bookings/4821', '/admin/bookings/:bookingId'],
    ['/admin/content/blog', '/admin/content/blog'],
    ['/admin/no-such-page', '/admin/*'],
  ])('is %s → %s, never the address itself', (path, template) => {
    expect(routeTemplateOf(routeMatchesAt(routes, path))).toBe(template);
  });

  it('is /* for an address no route takes', () => {
    expect(routeTemplateOf([])).toBe('/*');
    expect(routeTemplateOf(null)).toBe('/*');
  });

  /** Each page route's whole path, as a template: nested paths joined, an index its parent's. */
  function templatesOf(table: RouteObject[], parent = ''): string[] {
    return table.flatMap((route) => {
      const path = route.path?.startsWith('/')
        ? route.path
        : [parent, route.path].filter(Boolean).join('/');
      if (route.children) return templatesOf(route.children, path);
      return [path.startsWith('/') ? path : `/${path}`];
    });
  }

  it("is one of the templates the server keeps samples for, for every route of the router's table, and there are no others", () => {
    expect(templatesOf(routes).sort()).toEqual([...ROUTE_TEMPLATES].sort());
  });
});

type Report = (metric: MetricType) => void;

/** Stands in for web-vitals: the test reports each metric when the library would. */
function fakeLibrary() {
  const reporters: Partial<Record<MetricType['name'], Report>> = {};
  const library: VitalsLibrary = {
    onCLS: (report) => void (reporters.CLS = report),
    onINP: (report) => void (reporters.INP = report),
    onLCP: (report) => void (reporters.LCP = report),
    onFCP: (report) => void (reporters.FCP = report),
    onTTFB: (report) => void (reporters.TTFB = report),
  };
  const measure = (name: MetricType['name'], value: number, rating: MetricType['rating']) =>
    reporters[name]?.({ name, value, rating } as MetricType);
  return { library, measure };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('the web-vitals beacon', () => {
  it('sends nothing while the page is in view, then every metric in one beacon under the route template when it is hidden', () => {
    const send = vi.fn();
    const { library, measure } = fakeLibrary();
    startVitalsBeacon('/blog-detail/:vSlug', library, send);

    measure('TTFB', 120.4, 'good');
    measure('FCP', 900, 'good');
    expect(send).not.toHaveBeenCalled();

    measure('LCP', 2900, 'needs-improvement');
    measure('CLS', 0.3, 'poor');
    setVisibility('hidden');

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      vRoute: '/blog-detail/:vSlug',
      metrics: [
        { vName: 'TTFB', fValue: 120.4, vRating: 'good' },
        { vName: 'FCP', fValue: 900, vRating: 'good' },
        { vName: 'LCP', fValue: 2900, vRating: 'needs-improvement' },
        { vName: 'CLS', fValue: 0.3, vRating: 'poor' },
      ],
    });
  });

  it('sends each metric once per page view: a later hide carries only what is new', () => {
    const send = vi.fn();
    const { library, measure } = fakeLibrary();
    startVitalsBeacon('/', library, send);

    measure('LCP', 1500, 'good');
    setVisibility('hidden');
    setVisibility('visible');
    measure('LCP', 1700, 'good');
    measure('INP', 250, 'needs-improvement');
    setVisibility('hidden');

    expect(send.mock.calls).toEqual([
      [{ vRoute: '/', metrics: [{ vName: 'LCP', fValue: 1500, vRating: 'good' }] }],
      [{ vRoute: '/', metrics: [{ vName: 'INP', fValue: 250, vRating: 'needs-improvement' }] }],
    ]);
  });

  it('leaves out a value the server would refuse, so the others still arrive', () => {
    const send = vi.fn();
    const { library, measure } = fakeLibrary();
    startVitalsBeacon('/', library, send);

    measure('TTFB', 900_000, 'poor');
    measure('FCP', 800, 'good');
    setVisibility('hidden');

    expect(send).toHaveBeenCalledWith({
      vRoute: '/',
      metrics: [{ vName: 'FCP', fValue: 800, vRating: 'good' }],
    });
  });
});
