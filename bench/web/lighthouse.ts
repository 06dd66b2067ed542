import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../support/results.ts';

export type LighthouseFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * Lighthouse's measure of the machine's speed during the run (its `benchmarkIndex`): the
   * simulation scales the CPU time it observes, so a lower index means lower scores, the bare
   * page's too.
   */
  cpuIndex: number;
  /** Lighthouse's own caveats, e.g. that the CPU was slower than it expects. */
  warnings: string[];
};

/** Flags of a Chromium that stays off the network (this machine has none) and runs as root. */
export const CHROME_FLAG_LIST = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CHROME_FLAGS = CHROME_FLAG_LIST.join(' ');

/**
 * What a signed-in tab holds (lighthouse-signed-in.ts): the server's session cookie and the codes
 * the web app's login keeps in session storage (src/session/role.ts).
 */
export type SignIn = {
  cookie: { name: string; value: string };
  sessionStorage: Record<string, string>;
};

/**
 * `LIGHTHOUSE_REPORTS_DIR`: every run's full JSON report is kept there (named after the page and
 * the time), to read what a score is made of (the trace's LCP element, what blocked, what waited).
 */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS_DIR;

type Report = {
  runtimeError?: { message: string };
  runWarnings?: string[];
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
};

/**
 * One Lighthouse run with its defaults for mobile: a Moto G Power's screen, simulated slow 4G and
 * a 4× slower CPU (simulated throttling), the performance category only.
 */
export async function lighthouse(url: string, signIn?: SignIn): Promise<LighthouseFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'mapleshine-lighthouse-'));
  const output = path.join(work, 'report.json');
  try {
    const log: string[] = [];
    let args = [
      path.join(projectRoot, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      `--chrome-flags=${CHROME_FLAGS}`,
    ];
    if (signIn) {
      // The same run on a tab that holds the sign-in first (lighthouse-signed-in.ts).
      const signInFile = path.join(work, 'sign-in.json');
      writeFileSync(signInFile, JSON.stringify(signIn));
      args = [
        '--import',
        'tsx',
        path.join(projectRoot, 'bench/web/lighthouse-signed-in.ts'),
        url,
        output,
        signInFile,
      ];
    }
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, args, {
        cwd: projectRoot,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), 240_000);
      child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      child.once('error', reject);
      child.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    if (code !== 0) throw new Error(`Lighthouse failed on ${url}:\n${log.join('').slice(-2000)}`);
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      // A booking link's token is a secret: the file is named after the route, not the address.
      const name = new URL(url).pathname
        .replace(/^(\/fr)?\/booking-link\/.*/, '$1/booking-link')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '');
      copyFileSync(output, path.join(REPORTS_DIR, `${name || 'root'}-${Date.now()}.json`));
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    if (report.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
    const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      fcpMs: Math.round(audit('first-contentful-paint')),
      cpuIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
      warnings: report.runWarnings ?? [],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Tries a failed run again: Lighthouse now and then fails to record a page's trace (NO_NAVSTART). */
export async function lighthouseWithRetry(
  url: string,
  signIn?: SignIn,
  attempts = 3,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, signIn);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  Lighthouse failed on ${url} (attempt ${attempt} of ${attempts}); trying again.`,
      );
    }
  }
}

/** The run with the median performance score, as Lighthouse's docs advise for noisy machines. */
export function medianRun(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to choose from.');
  return median;
}
