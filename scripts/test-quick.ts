// `npm run test:quick`: the inner loop's check, in under three minutes on a 2-core machine
// (decision 069). The static checks side by side, then the unit and machine tests, then the API
// and UI test files that import what the work tree changed (Vitest's --changed). CI runs the
// whole `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStages, staticChecks, type Stage } from './test-all/run-steps.ts';
import { clock, stepTable } from './test-all/timings-report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
process.env.TZ = 'UTC';

/** `npm run test:quick -- main`: compare with a commit instead of the last one. */
const since = process.argv[2] ?? '';

const stages: Stage[] = [
  staticChecks,
  {
    lanes: [
      [
        { name: 'Unit and machine tests', command: 'npx vitest run --project unit' },
        {
          name: `API (PGlite) and UI tests touched by the changes since ${since || 'the last commit'}`,
          command: `npx vitest run --project api-pglite --project ui --changed ${since} --passWithNoTests`,
        },
      ],
    ],
  },
];

const started = Date.now();
const timings = await runStages(stages, path.join(root, 'test-results', 'logs'));
const totalSeconds = (Date.now() - started) / 1000;
const passed = timings.every((timing) => timing.outcome === 'passed');
console.log(
  `\n== ${passed ? 'Quick checks passed' : 'A check failed'} (${clock(totalSeconds)}) ==\n`,
);
console.log(stepTable(timings, totalSeconds));
process.exitCode = passed ? 0 : 1;
