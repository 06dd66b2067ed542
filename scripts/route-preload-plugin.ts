import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { readRoutePages } from './route-pages.ts';
import { shellRoutePages } from './shell-route-pages.ts';
import { routePreloads } from '#shared/route-preloads.ts';

/** Where the server looks for the route preloads, beside Vite's manifest (never served). */
export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/**
 * Writes which files each route's page needs (`.vite/route-preloads.json`), from Vite's manifest
 * and the route table, so the server can name them in the page's HTML (decision 020); for the
 * pages of a person sent with a static shell, their layout's, page's and texts' files too.
 */
export function routePreloadPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  return {
    name: 'mapleshine-route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async closeBundle() {
      const manifestFile = path.join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
      const { pageOf, builtPaths, layouts } = readRoutePages(root);
      const pageOfRoute = {
        // A public page with the header and footer around it (decision 162).
        ...Object.fromEntries(
          ['/', ...builtPaths].map((route) => [route, { modules: [...layouts, pageOf(route)] }]),
        ),
        // The pages of a person, rendered in the browser only (decision 156).
        ...shellRoutePages,
      };
      const preloads = routePreloads(manifest, pageOfRoute, base);
      await writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    },
  };
}
