/**
 * `npm run dev`: the API with restart-on-change (tsx watch) and Vite's dev server with hot reload,
 * which proxies /api to it. The web app is on PORT (default 3000), the API on API_PORT (3001).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { timeZoneDataDir, timeZoneDataVariable } from '../server/platform/time-zone-data.ts';

const webPort = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children: ChildProcess[] = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      // The outbox, the job tools and the demo accounts (decision 071).
      APP_ENV: 'development',
      PORT: apiPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${webPort}`,
      // The project's time-zone data, read as the server starts (decision 137).
      [timeZoneDataVariable]: process.env[timeZoneDataVariable] ?? timeZoneDataDir,
    },
  }),
  spawn('node_modules/.bin/vite', ['--host', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: webPort, API_PORT: apiPort },
  }),
];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
