/**
 * `npm run test:machines`: runs the model-based machine tests, then prints, per machine of
 * machines/, how many of its transitions the tests' generated paths take. It fails when a test
 * fails, when a machine has no model (shared/machine-models/<name>.model.ts), or when
 * any machine is below 100%.
 */
import { spawnSync } from 'node:child_process';
import { loadMachinePaths } from '#tests/support/machine-catalog.ts';
import { transitionCoverage } from '#shared/machine-paths/machine-paths.ts';

const vitest = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project', 'unit', 'tests/machines', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
);

const catalog = await loadMachinePaths();
const width = Math.max(...catalog.map((entry) => entry.name.length));
const problems: string[] = [];

console.log('\nTransition coverage of the model-based paths:');
for (const entry of catalog) {
  const { covered, total, uncovered } = transitionCoverage(entry.machine, entry.paths);
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
  const note = entry.model ? '' : '  (no model: shared/machine-models/' + entry.name + '.model.ts)';
  console.log(
    `  ${entry.name.padEnd(width)}  ${`${covered}/${total}`.padStart(7)}  ${String(percent).padStart(3)}%${note}`,
  );
  if (!entry.model) problems.push(`${entry.name} has no model, so no test takes its transitions.`);
  else if (uncovered.length) {
    problems.push(`${entry.name}: no path takes\n    ${uncovered.join('\n    ')}`);
  }
}

if (vitest.status !== 0) problems.unshift('The machine tests failed (see above).');
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`\nEvery transition of ${catalog.length} machines is covered.`);
