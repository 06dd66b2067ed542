import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadMachinePaths } from '#tests/support/machine-catalog.ts';
import { transitionCoverage } from '#shared/machine-paths/machine-paths.ts';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { missingWords } from '#shared/machine-graph/machine-words.ts';

// Found by file name, so a machine added to machines/ without a model fails here.
const catalog = await loadMachinePaths();

describe('every machine of machines/', () => {
  it('finds the machine files', () => {
    expect(catalog.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        'card-payment',
        'coupon',
        'form-submit',
        'job-lifecycle',
        'same-day-booking',
      ]),
    );
  });

  // Decision 093: a rule the forms, the server or the pages apply lives in shared/, not here.
  it('holds nothing but the machines and the helper only they read', async () => {
    const files = await readdir(new URL('../../machines/', import.meta.url));
    const others = files.filter((file) => !file.endsWith('.machine.ts')).sort();
    expect(others).toEqual(['README.md', 'rejection-message.ts']);
  });

  it.each(catalog.map((entry) => ({ name: entry.name, entry })))(
    '$name has a model whose paths take every transition',
    ({ entry }) => {
      expect(entry.model, `shared/machine-models/${entry.name}.model.ts`).not.toBeNull();
      const { covered, total, uncovered } = transitionCoverage(entry.machine, entry.paths);
      expect(uncovered).toEqual([]);
      expect(covered).toBe(total);
      expect(total).toBeGreaterThan(0);
    },
  );

  // Decision 046: the diagrams are drawn in these words, so a state, transition or guard without
  // them fails here (and stops `npm run machines:docs`).
  it.each(catalog.map((entry) => ({ name: entry.name, entry })))(
    "$name names every state, transition and guard in its users' words",
    ({ entry }) => {
      expect(missingWords(readMachineGraph(entry.machine))).toEqual([]);
    },
  );
});
