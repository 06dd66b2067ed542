// `npm run bench:web`: the web app's budgets in one run. Builds the app into dist/ (the server
// serves it) and a bare Vite + React + Mantine page, reports every route's initial JS and CSS,
// then Lighthouse (mobile, simulated throttling, no network) on /, /book-now, /blog and the bare
// page, served the same way (precompressed, by Fastify).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { build } from 'vite';
import { precompress } from '../../scripts/precompress-plugin.ts';
import { describeMachine } from '../support/machine.ts';
import { freePort, startNodeServer } from '../support/processes.ts';
import { benchRoot, projectRoot, updateReadme, writeResults } from '../support/results.ts';
import { budgets, keyRoutes } from './budgets.ts';
import { buildWebApp, measureRouteBundles } from './bundle-budget.ts';
import { lighthouseWithRetry, medianRun, type LighthouseFigures } from './lighthouse.ts';
import { readManifest, initialBundle } from './route-bundles.ts';
import { readRoutePages } from '../../scripts/route-pages.ts';
import { webBudgets, webTable, type WebResults } from './report.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function buildBarePage(outDir: string) {
  await build({
    configFile: false,
    root: path.join(benchRoot, 'web', 'bare-app'),
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const bundle = initialBundle(outDir, readManifest(outDir));
  return { jsGzip: bundle.jsGzip, cssGzip: bundle.cssGzip };
}

/** The bare page behind the same static file set-up as the app's server. */
async function serveBarePage(root: string) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root, preCompressed: true });
  await app.listen({ port: await freePort(), host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The bare page has no address.');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => app.close() };
}

async function main() {
  const machine = describeMachine();
  const distDir = path.join(projectRoot, 'dist');
  const work = mkdtempSync(path.join(tmpdir(), 'mapleshine-bench-web-'));
  try {
    console.log('Building the web app and the bare page…');
    await buildWebApp(projectRoot, distDir);
    const routes = measureRouteBundles(projectRoot, distDir);
    const bare = await buildBarePage(path.join(work, 'bare'));
    const routePages = readRoutePages(projectRoot);
    const notFoundPage = routePages.pageOf('/no-such-page');

    const server = await startNodeServer({
      name: 'MapleShine server',
      entry: 'server/main.ts',
      cwd: projectRoot,
      env: { DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn' },
      port: await freePort(),
      ready: async (url) => (await fetch(`${url}/`)).ok,
    });
    const barePage = await serveBarePage(path.join(work, 'bare'));
    const pages = [
      ...keyRoutes.map((route) => ({ name: route, url: `${server.url}${route}` })),
      { name: 'bare page', url: barePage.url },
    ];
    const runs = new Map<string, LighthouseFigures[]>(pages.map((page) => [page.name, []]));
    try {
      // Rounds rather than page after page, so a busy spell of the machine hits every page alike.
      for (let round = 1; round <= RUNS; round += 1) {
        for (const page of pages) {
          const figures = await lighthouseWithRetry(page.url);
          runs.get(page.name)?.push(figures);
          console.log(
            `  round ${round}, ${page.name}: performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
          );
        }
      }
    } finally {
      await barePage.close();
      await server.stop();
    }

    const lighthouseResults = pages.map((page) => {
      const all = runs.get(page.name) ?? [];
      return {
        page: page.name,
        // A route whose screen is not built on this branch shows the not-found page.
        notFound: page.name !== 'bare page' && routePages.pageOf(page.name) === notFoundPage,
        median: medianRun(all),
        scores: all.map((run) => run.performance),
      };
    });
    const results: WebResults = {
      machine,
      budgets,
      routes,
      bare,
      lighthouse: lighthouseResults,
      runsPerPage: RUNS,
    };
    const budgetRows = webBudgets(results);
    const table = webTable(results, budgetRows);
    await writeResults('web', { ...results, budgetRows }, table);
    await updateReadme('web-results', table);
    console.log(`\n${table}`);
    if (budgetRows.some((row) => !row.holds)) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
