import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { projectRoot } from '#server/project-root.ts';

export type ServerProcess = {
  name: string;
  url: string;
  /** SIGTERM, then the exit code once it has shut down (close-gracefully). */
  stop: () => Promise<number | null>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The real server (server/main.ts through tsx) as its own process, as production runs N of them. */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
      APP_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server ${name} did not start:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('MapleShine is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server ${name} exited (${code}):\n${output}`)));
  });
  let stopping: Promise<number | null> | null = null;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      stopping ??= (() => {
        if (child.exitCode === null) child.kill('SIGTERM');
        return exited;
      })();
      return stopping;
    },
  };
}
