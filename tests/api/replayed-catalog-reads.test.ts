import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { cities } from '#server/db/schema.ts';
import { REPLAYED_CATALOG_READS } from '#server/catalog/index.ts';
import { watchedFeed } from '../support/announcements.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/*
 * A plain catalog read over HTTP gets, in front of Fastify, the answer Fastify last sent for its
 * path, language and encoding (decision 153): the same status, headers and bytes. Anything not
 * plain reaches Fastify and gets its answer; a change to the catalog shows on the next read; the
 * metrics count the replayed reads. Real HTTP: app.inject does not pass through the server.
 */

const TOKEN = 'metrics-token-for-replayed-reads';
const PUBLIC_URL = 'https://mapleshine.example';
let database: TestDatabase;
let app: FastifyInstance;
/** Resolves once the server has heard of every write committed so far. */
let announced: () => Promise<void>;
let port: number;
/** Requests that reached Fastify: a replayed one does not. */
let reachedFastify = 0;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** The server's log, at the level that logs every request. */
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const watched = watchedFeed(database.changes, database.db);
  announced = watched.delivered;
  app = await buildApp({
    db: database.db,
    changes: watched.feed,
    evenAnswerMs: 0,
    metricsToken: TOKEN,
    publicUrl: PUBLIC_URL,
    logLevel: 'info',
    logStream: { write: (line) => logLines.push(line) },
    // One proxy in front, as behind a load balancer: the client is X-Forwarded-For's last hop.
    trustProxy: 1,
  });
  // onSend: Fastify's refusals (request-guards.ts) stop its onRequest hooks, not its answer.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    reachedFastify += 1;
    done(null, payload);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  port = address.port;
});
afterAll(async () => {
  agent.destroy();
  await app.close();
  await database.close();
});

type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };

const plainHeaders = { 'content-type': 'application/json', 'content-length': '2' };

/** Sends the request as given (the body in pieces, each after a pause) and reads the answer. */
function send(
  path: string,
  headers: OutgoingHttpHeaders = {},
  body: string | string[] = '{}',
  method = 'POST',
): Promise<Answer & { viaFastify: boolean }> {
  const before = reachedFastify;
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method, agent, headers: { ...plainHeaders, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: { ...response.headers },
            body: Buffer.concat(chunks),
            viaFastify: reachedFastify > before,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    const pieces = typeof body === 'string' ? [body] : body;
    const writeRest = (index: number) => {
      if (index === pieces.length) return void outgoing.end();
      outgoing.write(pieces[index]);
      setTimeout(() => writeRest(index + 1), 30);
    };
    writeRest(0);
  });
}

function withoutDate({ status, headers, body }: Answer) {
  const kept = { ...headers };
  delete kept.date;
  return { status, headers: kept, body };
}

/** The first plain read of a key goes through Fastify; the one after it is replayed. */
async function fastifyThenReplayed(path: string, headers: OutgoingHttpHeaders = {}) {
  let fastify = await send(path, headers);
  // A key recorded by an earlier test is replayed already: a change makes Fastify answer again.
  if (!fastify.viaFastify) {
    await touchCatalog();
    fastify = await send(path, headers);
  }
  const replayed = await send(path, headers);
  return { fastify, replayed };
}

/** A change the database announces, as an operator's edit or an admin command makes. */
async function touchCatalog(name = 'Winnipeg') {
  await database.db.update(cities).set({ name }).where(eq(cities.name, name));
  await announced();
}

describe('the catalog reads replayed in front of Fastify', () => {
  const languages = [{}, { 'x-mapleshine-locale': 'fr-CA' }];
  const encodings = [{}, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'gzip, deflate, br' }];
  const cases = REPLAYED_CATALOG_READS.flatMap((path) =>
    languages.flatMap((language) =>
      encodings.map((encoding) => ({ path, headers: { ...language, ...encoding } })),
    ),
  );

  it.each(cases)(
    'answers $path $headers byte for byte as Fastify does',
    async ({ path, headers }) => {
      const { fastify, replayed } = await fastifyThenReplayed(path, headers);
      expect(fastify.viaFastify).toBe(true);
      expect(fastify.status).toBe(200);
      expect(replayed.viaFastify).toBe(false);
      expect(withoutDate(replayed)).toEqual(withoutDate(fastify));
      expect(replayed.headers.date).toEqual(expect.any(String));
      expect(replayed.headers.connection).toBe('keep-alive');
    },
  );

  it("replays to the site's own origin, as the origin check lets it through", async () => {
    const { fastify, replayed } = await fastifyThenReplayed('/api/city/get_all_data', {
      origin: PUBLIC_URL,
    });
    expect(fastify.status).toBe(200);
    expect(replayed.viaFastify).toBe(false);
    expect(withoutDate(replayed)).toEqual(withoutDate(fastify));
  });

  it('waits for a body sent in pieces', async () => {
    await fastifyThenReplayed('/api/city/get_all_data');
    const replayed = await send('/api/city/get_all_data', {}, ['{', '}']);
    expect(replayed.viaFastify).toBe(false);
    expect(replayed.status).toBe(200);
  });

  it('shows a change to the catalog on the next read', async () => {
    const path = '/api/city/get_all_data';
    await fastifyThenReplayed(path);
    await touchCatalog('Winnipeg');
    await database.db
      .update(cities)
      .set({ name: 'Winnipeg Replayed' })
      .where(eq(cities.name, 'Winnipeg'));
    await announced();
    try {
      const next = await send(path);
      expect(next.viaFastify).toBe(true);
      expect(next.body.toString()).toContain('Winnipeg Replayed');
      const replayed = await send(path);
      expect(replayed.viaFastify).toBe(false);
      expect(replayed.body.toString()).toContain('Winnipeg Replayed');
    } finally {
      await database.db
        .update(cities)
        .set({ name: 'Winnipeg' })
        .where(eq(cities.name, 'Winnipeg Replayed'));
      await announced();
    }
    expect((await send(path)).body.toString()).not.toContain('Winnipeg Replayed');
  });

  it('counts the replayed reads in the metrics', async () => {
    const path = '/api/extra_utility/get_all_data';
    await fastifyThenReplayed(path);
    const count = async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const match =
        /mapleshine_http_request_duration_seconds_count\{method="POST",route="\/api\/extra_utility\/get_all_data",status="200"\} (\d+)/.exec(
          answer.body,
        );
      return Number(match?.[1] ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 3; i += 1) expect((await send(path)).viaFastify).toBe(false);
    expect(await count()).toBe(before + 3);
  });

  it('logs a replayed read as Fastify logs an answered request, with the client behind the proxy', async () => {
    const path = '/api/service/get_all_data';
    await fastifyThenReplayed(path);
    logLines.length = 0;
    const answer = await send(path, { 'x-forwarded-for': '203.0.113.7' });
    expect(answer.viaFastify).toBe(false);
    const completed = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        level: 30,
        replayed: true,
        res: { statusCode: 200 },
        req: expect.objectContaining({ method: 'POST', url: path, remoteAddress: '203.0.113.7' }),
      }),
    ]);
  });
});

describe('what is not a plain catalog read goes to Fastify', () => {
  const path = '/api/city/get_all_data';
  beforeAll(async () => {
    await fastifyThenReplayed(path);
  });

  it.each([
    { name: 'a foreign Origin', headers: { origin: 'https://elsewhere.example' }, status: 403 },
    { name: 'a cross-site fetch', headers: { 'sec-fetch-site': 'cross-site' }, status: 403 },
    {
      name: 'another JSON type',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      status: 200,
    },
    {
      name: 'a form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
    },
  ])('$name gets what Fastify answers ($status)', async ({ headers, status }) => {
    const answer = await send(path, headers);
    expect(answer.viaFastify).toBe(true);
    expect(answer.status).toBe(status);
  });

  it('a body other than {} is given back to Fastify, which refuses [] as before', async () => {
    const whole = await send(path, {}, '[]');
    expect(whole.viaFastify).toBe(true);
    expect(whole.status).toBe(400);
    const inPieces = await send(path, {}, ['[', ']']);
    expect(inPieces.viaFastify).toBe(true);
    expect(withoutDate(inPieces)).toEqual(withoutDate(whole));
    // Blanks are an empty body to the app: Fastify answers them, with the list.
    const blank = await send(path, {}, '  ');
    expect(blank.viaFastify).toBe(true);
    expect(blank.status).toBe(200);
  });

  it('a query string, a longer body or another method reaches Fastify', async () => {
    const query = await send(`${path}?x=1`);
    expect(query.viaFastify).toBe(true);
    const longer = await send(path, { 'content-length': '4' }, '{ } ');
    expect(longer.viaFastify).toBe(true);
    expect(longer.status).toBe(200);
    const get = await send(path, { 'content-length': '0' }, '', 'GET');
    expect(get.viaFastify).toBe(true);
  });

  it('a request without Host is refused as before', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.end(
        `POST ${path} HTTP/1.1\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}`,
      );
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('"code":400');
  });

  it('answers through Fastify once the server is closing', async () => {
    // Checked last: closing ends this app's life (afterAll's close is then a no-op).
    const closing = app.close();
    const answer = await send(path).catch(() => null);
    await closing;
    // Fastify's own 503 while it closes, or no connection at all once it has: never a replay.
    if (answer) expect(answer.viaFastify || answer.status === 503).toBe(true);
  });
});
