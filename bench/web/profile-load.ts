/**
 * What a page's load spends its main thread on, task by task: the tool that found what decision
 * 175 changed (issue 46). Loads an address of a running server in Chromium at full speed with a
 * phone's screen, records a trace with the CPU profiler, and prints every task longer than the
 * threshold: the trace events inside it (Layout, UpdateLayoutTree, EvaluateScript…), the
 * functions that ran in it (self time, mapped through dist/'s source maps to their source files),
 * React's phase (a render in one piece or sliced, commit, passive effects) and the app's own
 * functions the time passed through (the innermost on each sample's stack). Lighthouse
 * multiplies what it observes by 4 on a phone, so a task above 12.5 ms here is a long task there;
 * `×4−50` sums what those after the first contentful paint would add to its total blocking time.
 *
 *   npx tsx bench/web/profile-load.ts http://localhost:3000/book-now [--runs 3] [--threshold 10]
 *
 * A signed-in page (/jobs, /admin): `--sign-in pages.json`, the file seed-personal-pages.ts wrote
 * for the server's data folder; the page of the address's path is loaded as its person.
 *
 * Start the server on a production build (`npm run build`, `npm start`): the names come from the
 * build's source maps. Prints only; writes nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { BenchPage } from './signed-in-pages.ts';

type CallFrame = { functionName: string; url?: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      startTime?: number;
    };
  };
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    threshold: { type: 'string', default: '10' },
    'sign-in': { type: 'string' },
  },
});
const [given] = positionals;
if (!given) {
  console.error(
    'Usage: npx tsx bench/web/profile-load.ts URL [--runs N] [--threshold MS] [--sign-in FILE]',
  );
  process.exit(2);
}
const address: string = given;
const runs = Number(values.runs);
const thresholdMs = Number(values.threshold);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const signIn = values['sign-in']
  ? (JSON.parse(readFileSync(values['sign-in'], 'utf8')) as BenchPage[]).find(
      (page) => page.path === new URL(address).pathname,
    )?.signIn
  : undefined;
if (values['sign-in'] && !signIn) {
  console.error(`${values['sign-in']} has no signed-in page at ${new URL(address).pathname}.`);
  process.exit(2);
}

/** React's phases, by the outermost of these functions on a sample's stack. */
const REACT_PHASES: [RegExp, string][] = [
  [/^(flushPassiveEffects|flushPendingEffects)/, 'passive effects'],
  [/^commitRoot/, 'commit'],
  // React slices only transitions' and deferred values' renders; any other render is one task.
  [/^(workLoopSync|renderRootSync)/, 'render (whole)'],
  [/^(workLoopConcurrent|renderRootConcurrent)/, 'render (sliced)'],
];

/** The app's own code: what a sample's time is charged to when its stack passes through it. */
const APP_SOURCE = / (src|shared)\//;

const sourceMaps = new Map<string, SourceMapConsumer | null>();

function sourceMapOf(url: string): SourceMapConsumer | null {
  const known = sourceMaps.get(url);
  if (known !== undefined) return known;
  let consumer: SourceMapConsumer | null = null;
  try {
    const file = `${path.join('dist', new URL(url).pathname)}.map`;
    if (existsSync(file)) {
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap);
    }
  } catch {
    consumer = null;
  }
  sourceMaps.set(url, consumer);
  return consumer;
}

/** A frame as `function source:line`, its source from the build's map when there is one. */
function describe(frame: CallFrame): string {
  const map = frame.url ? sourceMapOf(frame.url) : null;
  if (map && frame.lineNumber >= 0) {
    const original = map.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (original.source) {
      const source = original.source
        .replace(/.*node_modules\//, '')
        .replace(/^(\.\.\/)+/, '')
        .replace(/^.*?\/src\//, 'src/');
      return `${original.name ?? frame.functionName ?? '(anonymous)'} ${source}:${original.line}`;
    }
  }
  return `${frame.functionName || '(anonymous)'} ${frame.url?.split('/').pop() ?? ''}`;
}

function top(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ');
}

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

async function traceOneLoad(): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    if (signIn) {
      const origin = new URL(address).origin;
      await context.addCookies([{ ...signIn.cookie, url: origin, httpOnly: true }]);
      // Any document of the origin gives the tab its session storage; robots.txt loads no app.
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((entries) => {
        for (const [key, value] of entries) sessionStorage.setItem(key, value);
      }, Object.entries(signIn.sessionStorage));
    }
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => {
      // The trace's events, as Chromium documents them; the protocol types them as string maps.
      events.push(...(message.value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) => {
      cdp.once('Tracing.tracingComplete', () => resolve());
    });
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'loading',
        ],
      },
    });
    await page.goto(address, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** The CPU profile's samples of one process, each with its time and stack's leaf node. */
function samplesOf(events: TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data;
    if (event.name === 'Profile' && data?.startTime !== undefined) clock = data.startTime;
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  return { nodes, samples };
}

const selfOverAllRuns = new Map<string, number>();
for (let run = 1; run <= runs; run += 1) {
  const events = await traceOneLoad();
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint.');
  // The page's own navigation: the last one to start before its paint (about:blank comes first).
  const start =
    events
      .filter((event) => event.name === 'navigationStart' && event.ts <= paint.ts)
      .sort((a, b) => b.ts - a.ts)[0] ?? paint;
  const mainThread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === paint.pid &&
      event.args?.name === 'CrRendererMain',
  )?.tid;
  const main = events.filter((event) => event.pid === paint.pid && event.tid === mainThread);
  const { nodes, samples } = samplesOf(events, paint.pid);
  const tasks = main
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > thresholdMs)
    .sort((a, b) => a.ts - b.ts);

  console.log(
    `\nLoad ${run}: first contentful paint at ${((paint.ts - start.ts) / 1000).toFixed(0)} ms; ` +
      `${tasks.length} tasks over ${thresholdMs} ms (* after it)`,
  );
  let blocking = 0;
  for (const task of tasks) {
    const duration = task.dur ?? 0;
    const end = task.ts + duration;
    const afterPaint = task.ts >= paint.ts;
    if (afterPaint) blocking += Math.max(0, (duration / 1000) * CPU_SLOWDOWN - LONG_TASK_MS);
    const inside = new Map<string, number>();
    for (const event of main) {
      if (event === task || event.ph !== 'X' || event.name === 'RunTask') continue;
      if (event.ts < task.ts || event.ts >= end) continue;
      const url = event.args?.data?.url?.split('/').pop();
      add(inside, url ? `${event.name} ${url}` : event.name, (event.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    const phases = new Map<string, number>();
    const app = new Map<string, number>();
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    within.forEach((sample, index) => {
      const next = within[index + 1]?.ts ?? end;
      const ms = (next - sample.ts) / 1000;
      let node = nodes.get(sample.node);
      if (!node) return;
      const leaf = describe(node.callFrame);
      add(self, leaf, ms);
      if (afterPaint) add(selfOverAllRuns, leaf, ms);
      let phase = 'outside React';
      let ownCode: string | undefined;
      while (node) {
        // The original name: the build's own is minified.
        const name = describe(node.callFrame);
        phase = REACT_PHASES.find(([pattern]) => pattern.test(name))?.[1] ?? phase;
        if (!ownCode && APP_SOURCE.test(name)) ownCode = name;
        node = node.parent === undefined ? undefined : nodes.get(node.parent);
      }
      add(phases, phase, ms);
      if (ownCode) add(app, ownCode, ms);
    });
    console.log(
      `${afterPaint ? '*' : ' '} at ${((task.ts - start.ts) / 1000).toFixed(0)} ms, ` +
        `${(duration / 1000).toFixed(1)} ms: ${top(inside, 5)}`,
    );
    if (self.size) console.log(`    functions: ${top(self, 6)}`);
    if (phases.size) console.log(`    React: ${top(phases, 4)}`);
    if (app.size) console.log(`    app code (with what it calls): ${top(app, 6)}`);
  }
  console.log(`  ×4−50 summed over the tasks after the paint: ${blocking.toFixed(0)} ms`);
}

console.log(`\nSelf time in the tasks after the paint, per load (${runs} loads):`);
for (const [name, ms] of [...selfOverAllRuns].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
  console.log(`  ${(ms / runs).toFixed(1).padStart(7)} ms  ${name}`);
}
