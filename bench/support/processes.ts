import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A server the bench started: where it answers, its process (for its CPU time), and how to stop it. */
export type Started = { url: string; pid: number; stop: () => Promise<void> };

const running = new Set<ChildProcess>();
// Whatever ends the bench (an error, Ctrl-C), no server it started outlives it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => process.exit(130));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a TypeScript entry point in its own Node process (through tsx's loader, so the pid is the
 * server's own) and waits until `ready` answers. The last lines it printed are kept for errors.
 */
export async function startNodeServer(options: {
  name: string;
  entry: string;
  cwd: string;
  env: Record<string, string>;
  ready: (baseUrl: string) => Promise<boolean>;
  port: number;
  timeoutMs?: number;
}): Promise<Started> {
  const { name, entry, cwd, env, ready, port, timeoutMs = 180_000 } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 30));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await ready(url).catch(() => false)) return { url, pid: child.pid ?? 0, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`${name} did not start:\n  ${output.join('\n  ')}`);
}
