// `npm run bench:bundle`: the fast part of the web bench that CI runs. Builds the web app into a
// temporary folder, prints every route's initial JS and CSS (gzip) and fails above the budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTable, buildWebApp, measureRouteBundles } from './bundle-budget.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'mapleshine-bundle-'));
try {
  await buildWebApp(root, outDir);
  const rows = measureRouteBundles(root, outDir);
  console.log(bundleTable(rows));
  const over = rows.filter((row) => !row.withinBudget);
  if (over.length > 0) {
    console.error(`\nOver the bundle budget: ${over.map((row) => row.route).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery route is within the bundle budget.');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
