import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { once } from 'node:events';
import { connect } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { cities, labels, labelTranslations } from '#server/db/schema.ts';
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

const LABELS = '/api/label/get_all_data';
/** The body the web app sends each replayed read: a page's labels name the page. */
const plainBody = (path: string) => (path === LABELS ? '{"vSlug":"home"}' : '{}');

/** Sends the request as given (the body in pieces, each after a pause) and reads the answer. */
function send(
  path: string,
  headers: OutgoingHttpHeaders = {},
  body: string | string[] = plainBody(path),
  method = 'POST',
): Promise<Answer & { viaFastify: boolean }> {
  const before = reachedFastify;
  const length = Buffer.byteLength(typeof body === 'string' ? body : body.join(''));
  const plainHeaders = { 'content-type': 'application/json', 'content-length': String(length) };
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
async function fastifyThenReplayed(
  path: string,
  headers: OutgoingHttpHeaders = {},
  body = plainBody(path),
) {
  let fastify = await send(path, headers, body);
  // A key recorded by an earlier test is replayed already: a change makes Fastify answer again.
  if (!fastify.viaFastify) {
    await touchCatalog();
    fastify = await send(path, headers, body);
  }
  const replayed = await send(path, headers, body);
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
  const cases = REPLAYED_CATALOG_READS.flatMap(({ path }) =>
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

  it("replays a page's labels by page, and never keeps a page that has none", async () => {
    const home = await fastifyThenReplayed(LABELS);
    expect(home.replayed.viaFastify).toBe(false);
    expect(JSON.parse(home.replayed.body.toString()).data.length).toBeGreaterThan(0);
    const other = await fastifyThenReplayed(LABELS, {}, '{"vSlug":"about-us"}');
    expect(other.replayed.viaFastify).toBe(false);
    expect(other.replayed.body).not.toEqual(home.replayed.body);
    for (let i = 0; i < 2; i += 1) {
      const unknown = await send(LABELS, {}, '{"vSlug":"no-such-page"}');
      expect(unknown).toMatchObject({ status: 200, viaFastify: true });
      expect(JSON.parse(unknown.body.toString()).data).toEqual([]);
    }
  });

  it('sends a body written otherwise than the web app writes it to Fastify, answered the same', async () => {
    const { replayed } = await fastifyThenReplayed(LABELS);
    const spaced = await send(LABELS, {}, '{ "vSlug": "home" }');
    expect(spaced.viaFastify).toBe(true);
    expect(withoutDate(spaced)).toEqual(withoutDate(replayed));
  });

  it("shows a change to a label's French on the next French read", async () => {
    const french = { 'x-mapleshine-locale': 'fr-CA' };
    const before = await fastifyThenReplayed(LABELS, french);
    expect(before.replayed.viaFastify).toBe(false);
    const [label] = await database.db
      .select({ id: labels.id, text: labelTranslations.text })
      .from(labels)
      .innerJoin(labelTranslations, eq(labelTranslations.labelId, labels.id))
      .where(and(eq(labels.pageSlug, 'home'), eq(labelTranslations.locale, 'fr-CA')))
      .limit(1);
    if (label === undefined) throw new Error('the home page has no French label');
    const setFrench = async (text: string) => {
      await database.db
        .update(labelTranslations)
        .set({ text })
        .where(and(eq(labelTranslations.labelId, label.id), eq(labelTranslations.locale, 'fr-CA')));
      await announced();
    };
    await setFrench(`${label.text} (révisé)`);
    try {
      const next = await send(LABELS, french);
      expect(next.viaFastify).toBe(true);
      expect(next.body.toString()).toContain(`${label.text} (révisé)`);
      const replayed = await send(LABELS, french);
      expect(replayed.viaFastify).toBe(false);
      expect(withoutDate(replayed)).toEqual(withoutDate(next));
    } finally {
      await setFrench(label.text);
    }
    expect((await send(LABELS, french)).body).toEqual(before.fastify.body);
  });

  it('waits for a body in pieces only when something is kept under its path, language and encoding', async () => {
    await fastifyThenReplayed(LABELS);
    const pieces = await send(LABELS, {}, ['{"vSlug":', '"home"}']);
    expect(pieces.viaFastify).toBe(false);
    // Another page under the same key but for its body: Fastify answers, and its answer is kept.
    await touchCatalog();
    await fastifyThenReplayed(LABELS);
    const other = await send(LABELS, {}, ['{"vSlug":', '"about-us"}']);
    expect(other).toMatchObject({ status: 200, viaFastify: true });
    const again = await send(LABELS, {}, '{"vSlug":"about-us"}');
    expect(again.viaFastify).toBe(false);
    expect(withoutDate(again)).toEqual(withoutDate(other));
  });

  it.each([
    { body: '{"vSlug":"Home"}', status: 400 },
    { body: '{"vSlug":1}', status: 400 },
    { body: '{"vSlug":"home","x":1}', status: 400 },
    { body: '{"vSlug":"home"', status: 400 },
    { body: '{"vSlug":"no-such-page"}', status: 200 },
  ])(
    '$body, with an answer kept for its key, gets what Fastify answers ($status)',
    async ({ body, status }) => {
      await fastifyThenReplayed(LABELS);
      for (let i = 0; i < 2; i += 1) {
        const answer = await send(LABELS, {}, body);
        expect(answer).toMatchObject({ status, viaFastify: true });
      }
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

  it('answers a read accepted before close as without the replay, and new ones through Fastify', async () => {
    // Checked last: closing ends this app's life (afterAll's close is then a no-op).
    const french = { 'x-mapleshine-locale': 'fr-CA' };
    const expected = {
      home: await send(LABELS),
      french: await send(LABELS, french),
      about: await send(LABELS, {}, '{"vSlug":"about-us"}'),
    };
    await touchCatalog();
    const primed = await fastifyThenReplayed(LABELS);
    expect(primed.replayed.viaFastify).toBe(false);
    // Nothing kept for French: handed to Fastify at once. Something kept for English: held by
    // the replay for its body, whether that body is the kept one or another page's.
    const held = [
      { read: await heldRead('{"vSlug":"home"}', french), answer: expected.french },
      { read: await heldRead('{"vSlug":"home"}'), answer: expected.home },
      { read: await heldRead('{"vSlug":"about-us"}'), answer: expected.about },
    ];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = await Promise.all(held.map(({ read }) => read.finish()));
    answers.forEach((answer, index) => {
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(answer.body).toEqual(held[index]?.answer.body);
    });
    const answer = await send(path).catch(() => null);
    await closing;
    // Fastify's own 503 while it closes, or no connection at all once it has: never a replay.
    if (answer) expect(answer.viaFastify || answer.status === 503).toBe(true);
  });
});

/**
 * A plain labels read on a connection of its own, written up to its body's first byte; `finish`
 * writes the rest and reads the answer until the server closes the connection.
 */
async function heldRead(body: string, headers: Record<string, string> = {}) {
  const socket = connect({ port, host: '127.0.0.1' });
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = once(socket, 'close');
  // An answer without `connection: close` leaves the connection open: end it, and the test fails.
  socket.setTimeout(5000, () => socket.destroy());
  const head = [
    `POST ${LABELS} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.write(head + body.slice(0, 1));
  return {
    finish: async () => {
      socket.write(body.slice(1));
      await closed;
      const raw = Buffer.concat(chunks);
      const end = raw.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
      const answerHeaders = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      return {
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        body: raw.subarray(end + 4),
      };
    },
  };
}
