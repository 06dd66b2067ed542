// `npm run bench:web`: the web app's budgets in one run. Builds the app into dist/ (the server
// serves it) and a bare Vite + React + Mantine page, reports every route's initial JS and CSS,
// then Lighthouse (mobile, simulated throttling, no network) on the key routes, /fr/ and
// /fr/book-now, the personal pages (a booking's page from its e-mail, the cleaner's job list and
// the console's Today page, each signed in as its person) and the bare page, served the same way
// (precompressed, by Fastify).
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
import { budgets, frenchKeyRoutes, keyRoutes, personalRoutes } from './budgets.ts';
import { buildWebApp, measureRouteBundles } from './bundle-budget.ts';
import { lighthouseWithRetry, medianRun, type LighthouseFigures } from './lighthouse.ts';
import { readManifest, initialBundle } from './route-bundles.ts';
import { readRoutePages } from '../../scripts/route-pages.ts';
import { webBudgets, webTable, type WebResults } from './report.ts';
import { seedSignedInPages, type BenchPage } from './signed-in-pages.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * `LIGHTHOUSE_PAGES=/jobs,/fr/`: Lighthouse on these pages only (by the name the table gives
 * them), and the bare page, for a scratch run: its table is printed, never written to results/
 * or bench/README.md, which keep the last full run.
 */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');

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

/** Who the personal pages are measured as, for the table. */
function personalLabel(name: string): string | undefined {
  if (name === '/jobs') return 'signed in as a cleaner';
  if (name === '/admin') return 'the console’s Today, signed in as an operator';
  if (name === '/booking-link/:token') return 'a paid, accepted booking, from its e-mail’s link';
  return undefined;
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

    // The server's database, seeded before it starts: the site's content, the demo customer and
    // cleaners, and the bookings and sessions of the personal pages (signed-in-pages.ts). The
    // server itself runs as in production (no APP_ENV, no DEMO_MODE: no dev tools, no banner).
    const dataDir = path.join(work, 'data');
    const personalPages = await seedSignedInPages(dataDir);
    const server = await startNodeServer({
      name: 'MapleShine server',
      entry: 'server/main.ts',
      cwd: projectRoot,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      port: await freePort(),
      ready: async (url) => (await fetch(`${url}/`)).ok,
    });
    const barePage = await serveBarePage(path.join(work, 'bare'));
    const publicPages: BenchPage[] = [...keyRoutes, ...frenchKeyRoutes].map((route) => ({
      name: route,
      path: route,
    }));
    const pages = [
      ...[...publicPages, ...personalPages]
        .filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.name))
        .map((page) => ({ ...page, url: `${server.url}${page.path}` })),
      { name: 'bare page', url: barePage.url, signIn: undefined },
    ];
    const runs = new Map<string, LighthouseFigures[]>(pages.map((page) => [page.name, []]));
    try {
      // Rounds rather than page after page, so a busy spell of the machine hits every page alike.
      for (let round = 1; round <= RUNS; round += 1) {
        for (const page of pages) {
          const figures = await lighthouseWithRetry(page.url, page.signIn);
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
        notFound:
          page.name !== 'bare page' &&
          !(personalRoutes as readonly string[]).includes(page.name) &&
          routePages.pageOf(page.name.replace(/^\/fr(?=\/)/, '')) === notFoundPage,
        signedIn: personalLabel(page.name),
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
    if (ONLY_PAGES) {
      console.log(
        '\nLIGHTHOUSE_PAGES: a scratch run; results/ and bench/README.md are left as they were.',
      );
    } else {
      await writeResults('web', { ...results, budgetRows }, table);
      await updateReadme('web-results', table);
    }
    console.log(`\n${table}`);
    if (budgetRows.some((row) => !row.holds)) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
