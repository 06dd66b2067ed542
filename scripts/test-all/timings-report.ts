import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StepTiming } from './run-steps.ts';

/** A test file's wall time in one report (a Vitest run, or a Playwright project). */
export type FileTiming = { file: string; seconds: number; tests: number };

export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export function stepTable(timings: StepTiming[], totalSeconds: number): string {
  const rows = timings.map((timing) => [
    String(timing.stage),
    String(timing.lane),
    timing.name,
    timing.outcome === 'not run' ? '' : clock(timing.seconds),
    timing.outcome,
  ]);
  rows.push(['', '', 'whole run (wall time)', clock(totalSeconds), '']);
  return table(['stage', 'lane', 'step', 'm:ss', 'outcome'], rows);
}

type VitestJson = {
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: unknown[];
  }[];
};

/** Per-file wall times of a Vitest JSON report (`--reporter=json`), or none if it is missing. */
export function vitestFileTimings(reportFile: string, root: string): FileTiming[] {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJson;
  return (report.testResults ?? []).map((result) => ({
    file: path.relative(root, result.name),
    seconds: Math.max(0, ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000),
    tests: result.assertionResults?.length ?? 0,
  }));
}

type PlaywrightSuite = {
  file?: string;
  specs?: { tests?: { projectName?: string; results?: { duration?: number }[] }[] }[];
  suites?: PlaywrightSuite[];
};

/**
 * Per-file, per-project wall times of a Playwright JSON report (its tests' durations added up:
 * one worker runs them one after another), or none if it is missing.
 */
export function playwrightFileTimings(reportFile: string): FileTiming[] {
  if (!existsSync(reportFile)) return [];
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites?: PlaywrightSuite[] };
  const byFile = new Map<string, FileTiming>();
  const visit = (suite: PlaywrightSuite, file: string) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${here} [${test.projectName ?? ''}]`;
        const entry = byFile.get(key) ?? { file: key, seconds: 0, tests: 0 };
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
        byFile.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file ?? '');
  return [...byFile.values()];
}

export function fileTable(files: FileTiming[]): string {
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds);
  const total = sorted.reduce((sum, file) => sum + file.seconds, 0);
  const tests = sorted.reduce((sum, file) => sum + file.tests, 0);
  return [
    `${sorted.length} files, ${tests} tests, ${clock(total)} of file time in all.`,
    '',
    table(
      ['file', 'tests', 'seconds'],
      sorted.map((file) => [file.file, String(file.tests), file.seconds.toFixed(1)]),
    ),
  ].join('\n');
}
