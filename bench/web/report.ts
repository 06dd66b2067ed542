import type { describeMachine } from '../support/machine.ts';
import { frenchKeyRoutes, personalRoutes, type budgets as budgetValues } from './budgets.ts';
import { bundleTable, kilobytes, type BudgetedRoute } from './bundle-budget.ts';
import type { LighthouseFigures } from './lighthouse.ts';

export type WebResults = {
  machine: ReturnType<typeof describeMachine>;
  budgets: typeof budgetValues;
  routes: BudgetedRoute[];
  bare: { jsGzip: number; cssGzip: number };
  lighthouse: {
    page: string;
    notFound: boolean;
    /** How a personal page is measured (who is signed in); undefined for a public page. */
    signedIn?: string | undefined;
    median: LighthouseFigures;
    scores: number[];
  }[];
  runsPerPage: number;
};

export type Budget = { budget: string; measured: string; holds: boolean };

export function webBudgets(results: WebResults): Budget[] {
  const { budgets } = results;
  const home = results.routes.find((row) => row.route === '/');
  const over = results.routes.filter((row) => !row.withinBudget);
  const rows: Budget[] = [
    {
      budget: `home route initial JS ≤ ${kilobytes(budgets.initialJsGzip)} gzip`,
      measured: home ? kilobytes(home.jsGzip) : 'not measured',
      holds: home !== undefined && home.jsGzip <= budgets.initialJsGzip,
    },
    {
      budget: `home route initial CSS ≤ ${kilobytes(budgets.initialCssGzip)} gzip`,
      measured: home ? kilobytes(home.cssGzip) : 'not measured',
      holds: home !== undefined && home.cssGzip <= budgets.initialCssGzip,
    },
    {
      budget: 'every other route within the same JS and CSS budget',
      measured:
        over.length === 0 ? 'all within' : `over: ${over.map((row) => row.route).join(', ')}`,
      holds: over.length === 0,
    },
  ];
  // Issue 46's pages: each named, in both languages, though the row above covers them too.
  for (const route of [...personalRoutes, ...frenchKeyRoutes]) {
    const french = route.startsWith('/fr/');
    const measured = results.routes.filter((row) =>
      french
        ? row.route === route.replace(/\/$/, '')
        : row.route === route || row.route === `/fr${route}`,
    );
    const within = measured.every((row) => row.withinBudget);
    rows.push({
      budget: `${route} initial JS and CSS within the same budget`,
      measured:
        measured.length === 0
          ? 'not measured'
          : measured
              .map(
                (row) => `${row.route} ${kilobytes(row.jsGzip)} JS, ${kilobytes(row.cssGzip)} CSS`,
              )
              .join('; '),
      holds: measured.length > 0 && within,
    });
  }
  const bare = results.lighthouse.find((row) => row.page === 'bare page');
  for (const page of results.lighthouse.filter((row) => row.page !== 'bare page')) {
    rows.push({
      budget: `Lighthouse performance ≥ ${budgets.lighthousePerformance} on ${page.page}${page.signedIn ? ` (${page.signedIn})` : ''} (mobile)`,
      measured: `${page.median.performance} (median of ${page.scores.join(', ')})${bare ? `; bare page ${bare.median.performance}` : ''}`,
      holds: page.median.performance >= budgets.lighthousePerformance,
    });
  }
  return rows;
}

export function webTable(results: WebResults, budgetRows: Budget[]): string {
  const { machine, bare } = results;
  const home = results.routes.find((row) => row.route === '/');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return [
    `Measured ${machine.date.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpu}, Node ${machine.node}, load average ${machine.loadAverageAtStart} at the start. Sizes are gzip (zlib's default level) of what a first visit loads before the page renders; 1 kB = 1000 bytes.`,
    '',
    bundleTable(results.routes),
    '',
    `The bare Vite + React + Mantine page built in the same run: ${kilobytes(bare.jsGzip)} JS, ${kilobytes(bare.cssGzip)} CSS${home ? `; the home route adds ${kilobytes(home.jsGzip - bare.jsGzip)} of JS to it (router, data, app code)` : ''}.`,
    '',
    `Lighthouse ${results.runsPerPage === 1 ? 'run' : `median of ${results.runsPerPage} runs`} per page (mobile emulation, simulated slow 4G and 4× CPU slowdown, served by the real server from dist/ with its precompressed files). CPU index: Lighthouse's measure of the machine's speed during the median run (its benchmarkIndex; lower is slower, and the simulation scales what it observes by it):`,
    '',
    '| page | performance | LCP | TBT | CLS | FCP | CPU index | scores of all runs |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.lighthouse.map(
      ({ page, notFound, signedIn, median, scores }) =>
        `| \`${page}\`${signedIn ? ` (${signedIn})` : ''}${notFound ? ' (shows the not-found page: not built on this branch)' : ''} | ${median.performance} | ${seconds(median.lcpMs)} | ${median.tbtMs} ms | ${median.cls} | ${seconds(median.fcpMs)} | ${median.cpuIndex} | ${scores.join(', ')} |`,
    ),
    '',
    '| budget (DESIGN.md) | measured | holds |',
    '| --- | --- | --- |',
    ...budgetRows.map(
      (row) => `| ${row.budget} | ${row.measured} | ${row.holds ? 'yes' : '**no**'} |`,
    ),
  ].join('\n');
}
