import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One command of `npm test`, run by bash so a step reads as it would be typed. */
export type Step = {
  name: string;
  command: string;
  env?: Record<string, string>;
};

/**
 * Steps one after another in each lane, the lanes side by side. A stage pairs work that does not
 * fight for the same core (decision 069); a stage of one lane prints as it goes.
 */
export type Stage = { lanes: Step[][] };

/** The contract's and the machines' freshness and typecheck, beside lint: both tiers start here. */
export const staticChecks: Stage = {
  lanes: [
    [
      { name: 'API types match openapi.yaml', command: 'npm run --silent api:check' },
      {
        name: 'Machine docs match the machines',
        command: 'npm run --silent machines:docs -- --check',
      },
      { name: 'Typecheck', command: 'npm run --silent typecheck' },
    ],
    [{ name: 'Lint and format', command: 'npm run --silent lint' }],
  ],
};

export type StepTiming = {
  name: string;
  stage: number;
  lane: number;
  seconds: number;
  outcome: 'passed' | 'failed' | 'stopped' | 'not run';
};

const bold = (text: string) => (process.stdout.isTTY ? `\u001b[1m${text}\u001b[0m` : text);

type Running = { stop: () => void };

/**
 * Runs one step. Alone in its stage it prints as it goes; beside others its output goes to its
 * log and is printed whole when it ends, so lanes never interleave line by line.
 */
function runStep(
  step: Step,
  live: boolean,
  logDir: string,
  onStart: (running: Running) => void,
): Promise<{ ok: boolean; seconds: number }> {
  const started = Date.now();
  const logFile = path.join(logDir, `${step.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  if (live) console.log(`\n${bold(`== ${step.name} ==`)}`);
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', step.command], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
      // Its own process group: stopping a step stops the servers and browsers it started too.
      detached: true,
    });
    if (!live) {
      const log = createWriteStream(logFile);
      child.stdout?.pipe(log);
      child.stderr?.pipe(log);
    }
    onStart({
      stop: () => {
        if (child.pid !== undefined && child.exitCode === null) {
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            // Already gone.
          }
        }
      },
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!live) {
        console.log(`\n${bold(`== ${step.name} ==`)}`);
        try {
          process.stdout.write(readFileSync(logFile, 'utf8'));
        } catch {
          // A step that wrote nothing leaves no log to print.
        }
      }
      resolve({ ok: code === 0, seconds });
    });
  });
}

/**
 * Runs the stages in order. A failed step stops the other lanes of its stage and every later
 * stage; the timings list every step of the plan in its order, run or not.
 */
export async function runStages(stages: Stage[], logDir: string): Promise<StepTiming[]> {
  mkdirSync(logDir, { recursive: true });
  const timings = new Map<Step, StepTiming>();
  stages.forEach((stage, stageIndex) =>
    stage.lanes.forEach((lane, laneIndex) =>
      lane.forEach((step) =>
        timings.set(step, {
          name: step.name,
          stage: stageIndex + 1,
          lane: laneIndex + 1,
          seconds: 0,
          outcome: 'not run',
        }),
      ),
    ),
  );
  for (const stage of stages) {
    const live = stage.lanes.length === 1;
    const running = new Set<Running>();
    let stageFailed = false;
    await Promise.all(
      stage.lanes.map(async (lane) => {
        for (const step of lane) {
          if (stageFailed) return;
          let handle: Running | undefined;
          const { ok, seconds } = await runStep(step, live, logDir, (started) => {
            handle = started;
            running.add(started);
          });
          if (handle) running.delete(handle);
          const timing = timings.get(step) as StepTiming;
          timing.seconds = seconds;
          if (ok) {
            timing.outcome = 'passed';
          } else if (stageFailed) {
            timing.outcome = 'stopped';
          } else {
            stageFailed = true;
            timing.outcome = 'failed';
            for (const other of running) other.stop();
          }
        }
      }),
    );
    if (stageFailed) break;
  }
  return [...timings.values()];
}
