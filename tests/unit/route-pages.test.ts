import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRoutePages } from '../../scripts/route-pages.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project whose src/app/router.tsx is `source`. */
function projectWithRouter(source: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'route-pages-'));
  roots.push(root);
  mkdirSync(path.join(root, 'src/app'), { recursive: true });
  writeFileSync(path.join(root, 'src/app/router.tsx'), source);
  return root;
}

const pages = `
const homePage = lazyPage(() => import('./home-route.tsx'), (module) => module.HomeRoute);
const notFoundPage = lazyPage(() => import('./not-found.tsx'), (module) => module.NotFound);
const faqPage = lazyPage(() => import('./faq.tsx'), (module) => module.FaqPage);
const frame = lazyPage(() => import('./layouts/frame.tsx'), (module) => module.Frame);
const builtPages = { '/faq': faqPage };
`;

describe('readRoutePages', () => {
  it('names the lazy layout around the public pages, which their first load includes (decision 162)', () => {
    const root = projectWithRouter(`${pages}
export const routes = [
  { lazy: dashboardLayout, children: [{ path: '/jobs', lazy: jobsPage }] },
  {
    lazy: frame,
    children: [
      {
        errorElement: <LoadingErrorPage />,
        children: [{ index: true, lazy: homePage }, { path: '*', lazy: notFoundPage }],
      },
    ],
  },
];`);
    const routes = readRoutePages(root);
    expect(routes.layouts).toEqual(['src/app/layouts/frame.tsx']);
    expect(routes.pageOf('/')).toBe('src/app/home-route.tsx');
    expect(routes.pageOf('/faq')).toBe('src/app/faq.tsx');
    expect(routes.pageOf('/no-such-page')).toBe('src/app/not-found.tsx');
  });

  it('names no layout when the public pages are not inside a lazy one', () => {
    const root = projectWithRouter(`${pages}
export const routes = [
  { element: <Frame />, children: [{ index: true, lazy: homePage }, { path: '*', lazy: notFoundPage }] },
];`);
    expect(readRoutePages(root).layouts).toEqual([]);
  });

  it('fails loudly when the index and * routes are in different layouts', () => {
    const root = projectWithRouter(`${pages}
export const routes = [
  { lazy: frame, children: [{ index: true, lazy: homePage }] },
  { path: '*', lazy: notFoundPage },
];`);
    expect(() => readRoutePages(root)).toThrow(/different layouts/);
  });

  it("reads the app's own router: every public page inside the public layout", () => {
    const routes = readRoutePages(path.resolve(import.meta.dirname, '../..'));
    expect(routes.layouts).toEqual(['src/app/layouts/public-layout.tsx']);
  });
});
