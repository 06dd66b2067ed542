import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobLifecycleMachine } from '#machines/job-lifecycle.machine.ts';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { auditActionNames, auditSubjectNames } from '#shared/catalogue/en-CA/admin.ts';
import {
  lifecycleStateDescriptions,
  lifecycleStateNames,
} from '#shared/catalogue/en-CA/admin-bookings.ts';

/*
 * What the console's catalogue names must keep up with (decision 109): the job lifecycle's
 * states as its machine describes them, and every action and subject the server writes into the
 * audit log, so a new one is named in both languages rather than shown as its code alone.
 */

function serverSources(folder = 'server'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const sources = serverSources().map((file) => readFileSync(file, 'utf8'));
const written = (pattern: RegExp) =>
  [...new Set(sources.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1])))]
    .filter((value): value is string => value !== undefined)
    .sort();

describe("the console's catalogue", () => {
  it("describes each lifecycle state in the machine's own words, and names each", () => {
    const states = readMachineGraph(jobLifecycleMachine).states.filter((state) => state.id);
    expect(Object.keys(lifecycleStateDescriptions).sort()).toEqual(
      states.map((state) => state.id).sort(),
    );
    for (const state of states) {
      expect(lifecycleStateDescriptions[state.id], state.id).toBe(state.description);
      expect(lifecycleStateNames[state.id], state.id).toBeTruthy();
    }
  });

  it('names every action the server writes into the audit log', () => {
    const actions = written(/\baction: '([a-z]+\.[a-zA-Z]+)'/g);
    const recorded = written(/'((?:blog|faq|review|comment|cleaner)\.[a-zA-Z]+)'/g);
    expect(actions.length).toBeGreaterThan(10);
    const missing = [...new Set([...actions, ...recorded])].filter(
      (action) => !(action in auditActionNames),
    );
    expect(missing).toEqual([]);
  });

  it('names every subject the server writes into the audit log', () => {
    const subjects = written(/\bsubjectType: '([a-z_]+)'/g);
    expect(subjects.length).toBeGreaterThan(5);
    expect(subjects.filter((subject) => !(subject in auditSubjectNames))).toEqual([]);
  });
});
