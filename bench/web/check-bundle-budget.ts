// `npm run bench:bundle`: the fast part of the web bench that CI runs. Builds the web app into a
// temporary folder, prints every route's initial JS and CSS (gzip) and fails above the budget
// (for the routes of `knownOverBudget`: above their recorded figure).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTable, buildWebApp, measureRouteBundles } from './bundle-budget.ts';
import { bundleBudgetProblems } from './bundle-ratchet.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'mapleshine-bundle-'));
try {
  await buildWebApp(root, outDir);
  const rows = measureRouteBundles(root, outDir);
  console.log(bundleTable(rows));
  const problems = bundleBudgetProblems(rows);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    const over = rows.filter((row) => !row.withinBudget).map((row) => row.route);
    console.log(
      over.length === 0
        ? '\nEvery route is within the bundle budget.'
        : `\nThe home route and every new route are within the bundle budget; still over it, and no larger than recorded: ${over.join(', ')}.`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
