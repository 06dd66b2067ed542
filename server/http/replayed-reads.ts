import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest, FastifyServerFactory } from 'fastify';
import { localeOfHeaders } from '#shared/i18n/locale.ts';
import { preferredEncoding } from './content-encoding.ts';

/**
 * Set on the raw request by a handler whose answer is the same for every plain request of it
 * with the same body: the body as Fastify parsed it, which the answer is kept under.
 */
const REPLAYABLE = Symbol('replayable answer');
type Marked = IncomingMessage & { [REPLAYABLE]?: { body: unknown } };

/**
 * Said by a handler (the catalog reads, a page's labels) whose answer depends on nothing of a
 * plain request but its path, body, language and accepted encoding, and on the catalog's
 * generation: what Fastify then sends may be replayed to the next such requests (decision 153).
 * A handler leaves it unsaid when the answer must still go through it (a text it lacks in the
 * language, decision 106), and for a body that names nothing (an unknown page): only what the
 * database holds is kept, so the kept answers cannot be grown by made-up bodies.
 */
export function mayReplay(request: FastifyRequest): void {
  (request.raw as Marked)[REPLAYABLE] = { body: request.body };
}

/** What the normal path sent for a key and a body. */
type Recorded = { headers: OutgoingHttpHeaders; body: Buffer };
/** The answers kept under a path, language and encoding, by body, at a generation of the catalog. */
type Kept = { generation: number; bodies: Map<string, Recorded> };

/** A Host as a client writes one: a name or address and perhaps a port, nothing else. */
const PLAIN_HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;
/** The longest body a replayed read may have: a page's labels, `{"vSlug":"…"}`. */
const LONGEST_BODY = 128;
/** A guard beside the handlers' own: answers kept at once, at most (every language and encoding). */
const MOST_KEPT = 2000;

/**
 * A read the replay may answer: its path and the body it takes, written as the web app writes
 * it (compact JSON). A body written otherwise, however equal in meaning, goes to Fastify.
 */
export type ReplayedRead = { path: string; body: RegExp };

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** A plain read whose body is still being read, and what to do with it. */
type Wait = {
  /** The request's key but for its body. */
  key: string;
  body: RegExp;
  length: number;
  started: number;
  read: Buffer | undefined;
  response: ServerResponse;
  fastify: Handler;
  request: IncomingMessage;
};
const WAITING = Symbol('waiting for its body');
type Waiting = IncomingMessage & { [WAITING]?: Wait | undefined };

export type ReplayedReads = {
  /** Fastify's `serverFactory`: Node's server, with the replay in front of Fastify's handler. */
  serverFactory: FastifyServerFactory;
  /**
   * From the server's closing on, every new request goes to Fastify (its 503). Each read still
   * waiting for its body is handed to Fastify at once, with what had come of its body: called
   * before Fastify begins closing, Fastify then answers it as one in flight (app.ts).
   */
  close: () => void;
};

/**
 * Answers a plain request for one of `reads` (a POST of its body as JSON, nothing else that the
 * app's checks look at) with what Fastify's own path last sent for the same path, body, language
 * and encoding at the catalog's current generation, in one writeHead and end, before Fastify's
 * routing, hooks and handler. A plain request with nothing kept under its path, language and
 * encoding goes to Fastify at once, its body unread, and what Fastify answers is kept under the
 * body Fastify parsed; one with something kept is held until its body has come, then replayed
 * or handed to Fastify. Every request that is not plain goes to Fastify as it came. Decision 153.
 */
export function replayedReads(options: {
  reads: readonly ReplayedRead[];
  /** The catalog cache's generation; null while nothing may be cached. */
  generation: () => number | null;
  publicUrl: string;
  /** Counts a replayed answer as Fastify's per-route hook counts the others (metrics.ts). */
  answered: (request: IncomingMessage, route: string, status: number, seconds: number) => void;
}): ReplayedReads {
  const reads = new Map(options.reads.map((read) => [read.path, read.body]));
  const publicOrigin = new URL(options.publicUrl).origin;
  /** By path, language and encoding. */
  const answers = new Map<string, Kept>();
  /** How many answers `answers` holds, of every generation. */
  let keptCount = 0;
  /** The reads held until their body has come: handed to Fastify when the server closes. */
  // Our own records, not the requests: giving Node's request objects an identity hash (a Set of
  // them) cost every held read about 30 µs of CPU in the cities read's profile.
  const waiting = new Set<Wait>();
  let closing = false;

  /**
   * The request's key but for its body, the body it may have and its length, if it is plain;
   * else null: then Fastify answers it, checks and all.
   */
  function plainRead(request: IncomingMessage): Pick<Wait, 'key' | 'body' | 'length'> | null {
    const url = request.url;
    if (closing || request.method !== 'POST' || url === undefined) return null;
    const body = reads.get(url);
    if (body === undefined || request.httpVersion !== '1.1') return null;
    const headers = request.headers;
    const declared = headers['content-length'];
    const length = declared !== undefined && /^\d{1,3}$/.test(declared) ? Number(declared) : 0;
    if (
      length < 2 ||
      length > LONGEST_BODY ||
      headers['transfer-encoding'] !== undefined ||
      headers['content-type'] !== 'application/json' ||
      headers.expect !== undefined
    ) {
      return null;
    }
    const host = headers.host;
    if (host === undefined || !PLAIN_HOST.test(host)) return null;
    // Only what origin-check.ts lets through on its first test: no Origin, or the site's own.
    if (headers.origin !== undefined && headers.origin !== publicOrigin) return null;
    if (headers['sec-fetch-site'] === 'cross-site') return null;
    const key = `${url} ${localeOfHeaders(headers)} ${preferredEncoding(headers['accept-encoding'])}`;
    return { key, body, length };
  }

  /** The answers kept under a key at the catalog's current generation, if there is any. */
  function keptUnder(key: string): Map<string, Recorded> | undefined {
    const kept = answers.get(key);
    const generation = options.generation();
    return kept !== undefined &&
      generation !== null &&
      kept.generation === generation &&
      kept.bodies.size > 0
      ? kept.bodies
      : undefined;
  }

  function keep(key: string, generation: number, body: string, recorded: Recorded) {
    let kept = answers.get(key);
    if (kept === undefined || kept.generation !== generation) {
      // Those of an older generation are never sent again.
      if (kept !== undefined) keptCount -= kept.bodies.size;
      kept = { generation, bodies: new Map() };
      answers.set(key, kept);
    }
    if (!kept.bodies.has(body)) {
      if (keptCount >= MOST_KEPT) return;
      keptCount += 1;
    }
    kept.bodies.set(body, recorded);
  }

  /**
   * Lets Fastify answer, keeping what it writes if its handler said the answer may be replayed,
   * under the body Fastify parsed, written as the web app writes it (compact JSON), if that is
   * one the read takes.
   */
  function recordWhileFastifyAnswers(
    request: Marked,
    response: ServerResponse,
    key: string,
    takes: RegExp,
  ) {
    const generation = options.generation();
    if (generation === null) return;
    const writeHead = response.writeHead;
    const end = response.end;
    let sent: { status: number; headers: OutgoingHttpHeaders } | undefined;
    let body: Buffer | undefined;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      const [status, headers] = args;
      // Only the form Fastify writes: a status and all headers, none set on Node's response.
      if (
        args.length === 2 &&
        typeof status === 'number' &&
        typeof headers === 'object' &&
        headers !== null &&
        this.getHeaderNames().length === 0
      ) {
        sent = { status, headers: { ...(headers as OutgoingHttpHeaders) } };
      }
      return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    response.end = function (this: ServerResponse, ...args: unknown[]) {
      if (Buffer.isBuffer(args[0])) body = args[0];
      return (end as (...all: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['end'];
    response.once('finish', () => {
      const marked = request[REPLAYABLE];
      if (
        marked === undefined ||
        sent?.status !== 200 ||
        body === undefined ||
        Number(sent.headers['content-length']) !== body.length ||
        sent.headers.connection !== undefined ||
        closing ||
        options.generation() !== generation
      ) {
        return;
      }
      try {
        const parsed = JSON.stringify(marked.body) as string | undefined;
        if (typeof parsed === 'string' && takes.test(parsed)) {
          keep(key, generation, parsed, { headers: sent.headers, body });
        }
      } catch {
        // Not kept: the next read goes through Fastify again.
      }
    });
  }

  /**
   * Holds the request until its body has come. One listener for all requests, its state on the
   * request: no closures made per request.
   */
  function replayOnceRead(
    request: Waiting,
    response: ServerResponse,
    plain: Pick<Wait, 'key' | 'body' | 'length'>,
    fastify: Handler,
  ) {
    const held: Wait = {
      key: plain.key,
      body: plain.body,
      length: plain.length,
      started: performance.now(),
      read: undefined,
      response,
      fastify,
      request,
    };
    request[WAITING] = held;
    waiting.add(held);
    request.on('readable', onReadable);
    request.on('close', onGone);
  }

  function onGone(this: Waiting) {
    const held = this[WAITING];
    if (held !== undefined) waiting.delete(held);
  }

  /** Gives the request what was read of its body back and hands it to Fastify. */
  function toFastify(request: Waiting, held: Wait) {
    request.removeListener('readable', onReadable);
    request[WAITING] = undefined;
    waiting.delete(held);
    if (held.read !== undefined) request.unshift(held.read);
    held.fastify(request, held.response);
  }

  /**
   * Once the body has come: one kept (the same bytes as the body Fastify parsed, at the current
   * generation) gets its answer; anything else is handed to Fastify, which reads the body as if
   * nothing had (and, for a body the read takes, its answer is kept).
   */
  function onReadable(this: Waiting) {
    const held = this[WAITING];
    if (held === undefined) return;
    let kept: Recorded | undefined;
    let record = false;
    try {
      let chunk: Buffer | null;
      while ((chunk = this.read() as Buffer | null) !== null) {
        held.read = held.read === undefined ? chunk : Buffer.concat([held.read, chunk]);
      }
      if (held.read === undefined || held.read.length < held.length) return;
      const body = held.read.toString('latin1');
      if (held.read.length === held.length && held.body.test(body)) {
        kept = keptUnder(held.key)?.get(body);
        record = kept === undefined;
      }
    } catch {
      kept = undefined;
      record = false;
    }
    if (kept === undefined) {
      if (record) recordWhileFastifyAnswers(this, held.response, held.key, held.body);
      return toFastify(this, held);
    }
    this.removeListener('readable', onReadable);
    this[WAITING] = undefined;
    waiting.delete(held);
    const response = held.response;
    try {
      // Node adds date and connection (and keep-alive) as it does to Fastify's answers.
      response.writeHead(200, kept.headers);
      response.end(kept.body);
    } catch (error) {
      // Written in part, the answer cannot be followed by another: end the connection.
      if (response.headersSent) return void response.destroy(error as Error);
      this[WAITING] = held;
      return toFastify(this, held);
    }
    const seconds = (performance.now() - held.started) / 1000;
    try {
      options.answered(this, this.url as string, 200, seconds);
    } catch {
      // Counting and logging must never take the server down: the answer has gone already.
    }
  }

  return {
    serverFactory: (fastify, fastifyOptions) => {
      const front = (request: IncomingMessage, response: ServerResponse) => {
        let plain: Pick<Wait, 'key' | 'body' | 'length'> | null = null;
        let bodies: Map<string, Recorded> | undefined;
        try {
          plain = plainRead(request);
          if (plain !== null) {
            bodies = keptUnder(plain.key);
            // Nothing to replay under its key: Fastify answers at once, and is recorded.
            if (bodies === undefined) {
              recordWhileFastifyAnswers(request, response, plain.key, plain.body);
            }
          }
        } catch {
          // Whatever went wrong here, Fastify answers the request as if nothing had.
          bodies = undefined;
        }
        if (plain === null || bodies === undefined) return fastify(request, response);
        replayOnceRead(request, response, plain, fastify);
      };
      return nodeServerAsFastifyMakesIt(front, fastifyOptions);
    },
    close: () => {
      closing = true;
      // Accepted before the server closes, each is answered as without the replay: by Fastify,
      // which reads the rest of the body and answers it as a request in flight.
      for (const held of waiting) {
        const request = held.request as Waiting;
        if (request[WAITING] === held) toFastify(request, held);
        else waiting.delete(held);
      }
    },
  };
}

/** The server Fastify makes without a serverFactory (fastify/lib/server.js), for HTTP/1.1. */
function nodeServerAsFastifyMakesIt(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  options: Record<string, unknown>,
): Server {
  const server = createServer((options.http as object | undefined) ?? {}, handler);
  server.keepAliveTimeout = options.keepAliveTimeout as number;
  server.requestTimeout = options.requestTimeout as number;
  server.setTimeout(options.connectionTimeout as number);
  const perSocket = options.maxRequestsPerSocket as number | undefined;
  if (perSocket !== undefined && perSocket > 0) server.maxRequestsPerSocket = perSocket;
  return server;
}
