// `npm run bench:bundle`: the fast part of the web bench that CI runs. Prints every route's initial
// JS and CSS (gzip) and fails above the budget (for the routes of `knownOverBudget`: above their
// recorded figure). With `--dist DIR` it measures a build already made there (`npm test` measures
// the one build its end-to-end tests then use); without, it builds the web app into a temporary
// folder first.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTable, buildWebApp, measureRouteBundles } from './bundle-budget.ts';
import { bundleBudgetProblems } from './bundle-ratchet.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folder named by `--dist DIR`, or undefined. */
function builtDir(argv: string[]): string | undefined {
  const at = argv.indexOf('--dist');
  if (at === -1) return undefined;
  const dir = argv[at + 1];
  if (!dir) throw new Error('--dist needs the folder of a build: --dist dist');
  const resolved = path.resolve(root, dir);
  if (!existsSync(path.join(resolved, '.vite', 'manifest.json'))) {
    throw new Error(`${resolved} holds no build with a manifest: run the web build first.`);
  }
  return resolved;
}

function report(distDir: string) {
  const rows = measureRouteBundles(root, distDir);
  console.log(bundleTable(rows));
  const problems = bundleBudgetProblems(rows);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const over = rows.filter((row) => !row.withinBudget).map((row) => row.route);
  console.log(
    over.length === 0
      ? '\nEvery route is within the bundle budget.'
      : `\nThe home route and every new route are within the bundle budget; still over it, and no larger than recorded: ${over.join(', ')}.`,
  );
}

const existing = builtDir(process.argv.slice(2));
if (existing) {
  report(existing);
} else {
  const outDir = mkdtempSync(path.join(tmpdir(), 'mapleshine-bundle-'));
  try {
    await buildWebApp(root, outDir);
    report(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
