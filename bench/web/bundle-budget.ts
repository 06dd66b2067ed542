import { build } from 'vite';
import { budgets, keyRoutes, personalPageModules, personalRoutes } from './budgets.ts';
import { readManifest, routeBundle, type RouteBundle } from './route-bundles.ts';
import { readRoutePages } from '../../scripts/route-pages.ts';
import { LOCALES, pathInLocale } from '#shared/i18n/locale.ts';

export type BudgetedRoute = RouteBundle & { withinBudget: boolean };

/** The production build of the web app with its manifest, into `outDir`. */
export async function buildWebApp(root: string, outDir: string) {
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/**
 * Every route's initial JS and CSS against the budget, in English and in French (its address
 * under /fr, decision 103): the key routes and the personal pages Lighthouse visits first, then
 * one route per other page module (routes that share a page share its figures).
 */
export function measureRouteBundles(root: string, distDir: string): BudgetedRoute[] {
  const manifest = readManifest(distDir);
  const routes = readRoutePages(root);
  const seenPages = new Set<string>();
  const rows: BudgetedRoute[] = [];
  const firstRoutes: readonly string[] = [...keyRoutes, ...personalRoutes];
  for (const route of new Set([...firstRoutes, ...routes.builtPaths])) {
    const page = personalPageModules[route]?.at(-1) ?? routes.pageOf(route);
    const isKey = firstRoutes.includes(route);
    if (!isKey && seenPages.has(page)) continue;
    seenPages.add(page);
    // The personal pages are outside the public route table: their layout and page modules are
    // named in budgets.ts, the page's last.
    const modules = personalPageModules[route];
    const personal = modules && {
      page: modules.at(-1) ?? '',
      layouts: modules.slice(0, -1),
    };
    for (const locale of LOCALES) {
      const address = locale === 'fr-CA' ? pathInLocale(route, locale) : route;
      const bundle = personal
        ? routeBundle(distDir, manifest, address, personal.page, locale, personal.layouts)
        : routeBundle(distDir, manifest, address, page, locale, routes.layouts);
      rows.push({
        ...bundle,
        withinBudget:
          bundle.jsGzip <= budgets.initialJsGzip && bundle.cssGzip <= budgets.initialCssGzip,
      });
    }
  }
  return rows;
}

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function bundleTable(rows: BudgetedRoute[]): string {
  const pageName = (page: string) => page.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  return [
    `| route | page chunk | initial JS (gzip) | initial CSS (gzip) | budget ${kilobytes(budgets.initialJsGzip)} JS / ${kilobytes(budgets.initialCssGzip)} CSS |`,
    '| --- | --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.route}\` | ${pageName(row.page)} | ${kilobytes(row.jsGzip)} | ${kilobytes(row.cssGzip)} | ${row.withinBudget ? 'within' : '**over**'} |`,
    ),
  ].join('\n');
}
