import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoCustomer, demoOperator } from '#server/db/seed/accounts.ts';
import { projectRoot } from '#server/project-root.ts';
import { timeZoneDataDir, timeZoneDataVariable } from '#server/platform/time-zone-data.ts';

/**
 * The real server (server/main.ts) as its own process, started as the README's `npm start`
 * starts it, with no variable of ours (only the time-zone data's, which `npm start` sets:
 * decision 137): safe to expose as it is (no development pages, no account
 * with a published password, a first operator only whoever started it can sign in as), and
 * SIGTERM lets a request already in flight finish, refuses new connections meanwhile, and ends
 * the process with status 0.
 */

let dataDir: string;
let child: ChildProcess;
let port: number;
let output = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function exited(process: ChildProcess): Promise<number | null> {
  if (process.exitCode !== null) return Promise.resolve(process.exitCode);
  return new Promise((resolve) => process.once('exit', (code) => resolve(code)));
}

async function waitUntilReady(deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const status = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then((answer) => answer.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become ready:\n${output}`);
}

function openSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Whether a new TCP connection is refused, tried until it is or the time is up. */
async function refusesConnections(deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const refused = await openSocket().then(
      (socket) => {
        socket.destroy();
        return false;
      },
      (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
    );
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mapleshine-shutdown-'));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      [timeZoneDataVariable]: timeZoneDataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(Date.now() + 100_000);
}, 120_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function logIn(email: string, password: string) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vEmail: email, vPassword: password }),
  });
  const body = (await answer.json()) as { data?: { vOperatorUniqueCode?: string } };
  return { status: answer.status, operatorCode: body.data?.vOperatorUniqueCode };
}

describe('a server started with no variables', () => {
  it('reads the time-zone data it is started with: no warning about stale data', () => {
    expect(output).not.toContain('time-zone data');
  });

  it('serves no development page: no outbox, no job tools', async () => {
    for (const page of ['/dev/outbox', '/dev/jobs', '/dev/payments']) {
      const answer = await fetch(`http://127.0.0.1:${port}${page}`);
      expect(answer.status, page).toBe(404);
      expect(await answer.text(), page).not.toContain('Outbox');
    }
  });

  it('seeds no account with the published demo password', async () => {
    for (const email of [demoOperator.email, demoCustomer.email]) {
      const answer = await logIn(email, DEMO_PASSWORD);
      expect(answer, email).toEqual({ status: 400, operatorCode: undefined });
    }
  });

  it("prints the first operator's random password once and keeps it in DATA_DIR for its owner only", async () => {
    const printed = /The console's first operator: operator@example\.com, password (\S+)/.exec(
      output,
    );
    expect(printed, output).not.toBeNull();
    const password = printed?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{20}$/);
    expect(output.split(password)).toHaveLength(2);

    const file = path.join(dataDir, 'first-operator.txt');
    expect(await readFile(file, 'utf8')).toContain(`password: ${password}`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    expect(await logIn('operator@example.com', password)).toEqual({
      status: 200,
      operatorCode: expect.stringMatching(/^opr_/),
    });
  });
});

/** A read of a page's labels, written up to the body's first byte; the rest is `body.slice(1)`. */
function labelsReadHead(body: string, language?: string) {
  return (
    'POST /api/label/get_all_data HTTP/1.1\r\n' +
    `Host: 127.0.0.1:${port}\r\n` +
    'Content-Type: application/json\r\n' +
    `Content-Length: ${body.length}\r\n` +
    (language ? `X-MapleShine-Locale: ${language}\r\n` : '') +
    'Connection: keep-alive\r\n\r\n' +
    body.slice(0, 1)
  );
}

/**
 * A whole read of a page's labels, its status and body, not compressed: under the same encoding
 * as the reads in flight below.
 */
async function labelsRead(body: string, language?: string) {
  const answer = await fetch(`http://127.0.0.1:${port}/api/label/get_all_data`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'identity',
      ...(language ? { 'x-mapleshine-locale': language } : {}),
    },
    body,
  });
  return { status: answer.status, text: await answer.text() };
}

/** A socket whose whole answer is read until the server closes it. */
async function inFlight(head: string) {
  const socket = await openSocket();
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  return { socket, closed, answer: () => answer };
}

describe('SIGTERM', () => {
  it('finishes the requests in flight, refuses new connections, and exits 0', async () => {
    // A page's labels read before: what the replay keeps under English (decision 153), and what
    // every read below must be answered with.
    const home = '{"vSlug":"home"}';
    const about = '{"vSlug":"about-us"}';
    const expected = {
      home: await labelsRead(home),
      about: await labelsRead(about),
      french: await labelsRead(home, 'fr-CA'),
    };
    expect((await labelsRead(home)).text).toBe(expected.home.text);

    // Requests whose body is still arriving: the server is busy with them when the signal comes.
    const body = '{}';
    const cities = await inFlight(
      'POST /api/city/get_all_data HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${port}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n` +
        'Connection: keep-alive\r\n\r\n' +
        body.slice(0, 1),
    );
    // Labels with an answer kept under their language (held by the replay until the body has
    // come), for the kept page and another, and in a language whose first read this is.
    const labels = [
      { read: await inFlight(labelsReadHead(home)), body: home, expected: expected.home },
      { read: await inFlight(labelsReadHead(about)), body: about, expected: expected.about },
      {
        read: await inFlight(labelsReadHead(home, 'fr-CA')),
        body: home,
        expected: expected.french,
      },
    ];
    await new Promise((resolve) => setTimeout(resolve, 200));

    child.kill('SIGTERM');
    expect(await refusesConnections(Date.now() + 10_000)).toBe(true);
    expect(child.exitCode).toBeNull();

    cities.socket.write(body.slice(1));
    for (const { read, body: labelsBody } of labels) read.socket.write(labelsBody.slice(1));
    await Promise.all([cities.closed, ...labels.map(({ read }) => read.closed)]);
    for (const answer of [cities.answer(), ...labels.map(({ read }) => read.answer())]) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(answer).toContain('"message":"Success."');
      // Said to the client, so it opens its next connection to another instance.
      expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    }
    for (const { read, expected: labelsAnswer } of labels) {
      expect(labelsAnswer.status).toBe(200);
      expect(read.answer().split('\r\n\r\n')[1]).toBe(labelsAnswer.text);
    }
    expect(await exited(child), output).toBe(0);
    expect(output).toContain('SIGTERM received, shutting down.');
    expect(output).toContain('Shut down cleanly.');
  }, 60_000);
});
