import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyRequest, FastifyServerFactory } from 'fastify';
import { localeOfHeaders } from '#shared/i18n/locale.ts';
import { preferredEncoding } from './content-encoding.ts';

/** Set on the raw request by a handler whose answer is the same for every plain request of it. */
const REPLAYABLE = Symbol('replayable answer');
type Marked = IncomingMessage & { [REPLAYABLE]?: true };

/**
 * Said by a handler (the catalog reads) whose answer depends on nothing of a plain request but
 * its path, language and accepted encoding, and on the catalog's generation: what Fastify then
 * sends may be replayed to the next such requests (decision 153). A handler leaves it unsaid
 * when the answer must still go through it (a text it lacks in the language, decision 106).
 */
export function mayReplay(request: FastifyRequest): void {
  (request.raw as Marked)[REPLAYABLE] = true;
}

/** What the normal path sent for a key, at a generation of the catalog. */
type Recorded = { generation: number; headers: OutgoingHttpHeaders; body: Buffer };

/** A Host as a client writes one: a name or address and perhaps a port, nothing else. */
const PLAIN_HOST = /^[A-Za-z0-9.-]{1,253}(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](?::\d{1,5})?$/;
const EMPTY_OBJECT = Buffer.from('{}');

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
/** A plain read whose body is still being read, and what to do with it. */
type Wait = {
  key: string;
  started: number;
  read: Buffer | undefined;
  response: ServerResponse;
  fastify: Handler;
};
const WAITING = Symbol('waiting for its body');
type Waiting = IncomingMessage & { [WAITING]?: Wait | undefined };

export type ReplayedReads = {
  /** Fastify's `serverFactory`: Node's server, with the replay in front of Fastify's handler. */
  serverFactory: FastifyServerFactory;
  /**
   * From the server's closing on, every new request goes to Fastify (its 503); one already
   * waiting for its body is answered with `connection: close`, as draining.ts has Fastify do.
   */
  close: () => void;
};

/**
 * Answers a plain request for one of `paths` (a POST of `{}` as JSON, nothing else that the
 * app's checks look at) with what Fastify's own path last sent for the same path, language and
 * encoding at the catalog's current generation, in one writeHead and end, before Fastify's
 * routing, hooks and handler. The first such request of each key, one after a change of the
 * catalog, and every request that is not plain go to Fastify as they came. Decision 153.
 */
export function replayedReads(options: {
  paths: readonly string[];
  /** The catalog cache's generation; null while nothing may be cached. */
  generation: () => number | null;
  publicUrl: string;
  /** Counts a replayed answer as Fastify's per-route hook counts the others (metrics.ts). */
  answered: (request: IncomingMessage, route: string, status: number, seconds: number) => void;
}): ReplayedReads {
  const paths = new Set(options.paths);
  const publicOrigin = new URL(options.publicUrl).origin;
  const answers = new Map<string, Recorded>();
  let closing = false;

  /** The request's key if it is plain, else null: then Fastify answers it, checks and all. */
  function keyOf(request: IncomingMessage): string | null {
    const url = request.url;
    if (closing || request.method !== 'POST' || url === undefined || !paths.has(url)) return null;
    if (request.httpVersion !== '1.1') return null;
    const headers = request.headers;
    if (
      headers['content-length'] !== '2' ||
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
    return `${url} ${localeOfHeaders(headers)} ${preferredEncoding(headers['accept-encoding'])}`;
  }

  function current(key: string): Recorded | undefined {
    const kept = answers.get(key);
    const generation = options.generation();
    return kept !== undefined && generation !== null && kept.generation === generation
      ? kept
      : undefined;
  }

  /** Lets Fastify answer, keeping what it writes if its handler said the answer may be replayed. */
  function recordWhileFastifyAnswers(request: Marked, response: ServerResponse, key: string) {
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
      if (
        request[REPLAYABLE] === true &&
        sent?.status === 200 &&
        body !== undefined &&
        Number(sent.headers['content-length']) === body.length &&
        sent.headers.connection === undefined &&
        !closing &&
        options.generation() === generation
      ) {
        answers.set(key, { generation, headers: sent.headers, body });
      }
    });
  }

  /**
   * Reads the two bytes of the body; `{}` gets the kept answer, anything else is given back to
   * the request and the request to Fastify, which reads it as if nothing had. One listener for
   * all requests, its state on the request: no closures made per request.
   */
  function replayOnceRead(
    request: Waiting,
    response: ServerResponse,
    key: string,
    fastify: Handler,
  ) {
    request[WAITING] = { key, started: performance.now(), read: undefined, response, fastify };
    request.on('readable', onReadable);
  }

  function toFastify(request: Waiting, waiting: Wait) {
    request.removeListener('readable', onReadable);
    request[WAITING] = undefined;
    if (waiting.read !== undefined) request.unshift(waiting.read);
    waiting.fastify(request, waiting.response);
  }

  function onReadable(this: Waiting) {
    const waiting = this[WAITING];
    if (waiting === undefined) return;
    let kept: Recorded | undefined;
    try {
      let chunk: Buffer | null;
      while ((chunk = this.read() as Buffer | null) !== null) {
        waiting.read = waiting.read === undefined ? chunk : Buffer.concat([waiting.read, chunk]);
      }
      if (waiting.read === undefined || waiting.read.length < 2) return;
      kept = waiting.read.equals(EMPTY_OBJECT) ? current(waiting.key) : undefined;
    } catch {
      kept = undefined;
    }
    if (kept === undefined) return toFastify(this, waiting);
    this.removeListener('readable', onReadable);
    this[WAITING] = undefined;
    const response = waiting.response;
    try {
      // Node adds date and connection (and keep-alive) as it does to Fastify's answers. A read
      // that came before the server began closing is answered as Fastify answers one in flight
      // then: with `connection: close` (draining.ts); Fastify itself would now answer it 503.
      response.writeHead(200, closing ? { ...kept.headers, connection: 'close' } : kept.headers);
      response.end(kept.body);
    } catch (error) {
      // Written in part, the answer cannot be followed by another: end the connection.
      if (response.headersSent) return void response.destroy(error as Error);
      this[WAITING] = waiting;
      return toFastify(this, waiting);
    }
    const seconds = (performance.now() - waiting.started) / 1000;
    try {
      options.answered(this, this.url as string, 200, seconds);
    } catch {
      // Counting and logging must never take the server down: the answer has gone already.
    }
  }

  return {
    serverFactory: (fastify, fastifyOptions) => {
      const front = (request: IncomingMessage, response: ServerResponse) => {
        let replay: string | null = null;
        try {
          const key = keyOf(request);
          if (key !== null && current(key) !== undefined) replay = key;
          else if (key !== null) recordWhileFastifyAnswers(request, response, key);
        } catch {
          // Whatever went wrong here, Fastify answers the request as if nothing had.
          replay = null;
        }
        if (replay === null) return fastify(request, response);
        replayOnceRead(request, response, replay, fastify);
      };
      return nodeServerAsFastifyMakesIt(front, fastifyOptions);
    },
    close: () => {
      closing = true;
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
