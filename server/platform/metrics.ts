import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { BOOKING_STATUSES, bookingCountsByStatus } from '../db/shared-queries/operations.ts';

/** Connections of the database client: a pg pool's three counts; PGlite has one, in process. */
export type PoolStats = { total: number; idle?: number; waiting?: number };

/** One queue's jobs right now, as the job queue reports them on each scrape. */
export type QueueDepth = { queue: string; queued: number; active: number; failed: number };

/**
 * What the rest of the server records, in its own words; prom-client stays in this file.
 * The job queue (issue 28) fills the queue figures through `queue`.
 */
export interface OperationsMetrics {
  /** The exposition text and its content type, for GET /metrics. */
  scrape(): Promise<{ text: string; contentType: string }>;
  /** One answered request: the route's template (not its URL, which would be unbounded). */
  requestAnswered(method: string, route: string, status: number, seconds: number): void;
  /** The card gateway refused a card (authorize, saved-card hold, capture). */
  paymentDeclined(step: string): void;
  queue: {
    /** Called on each scrape; the queue answers with its counts per queue. */
    reportDepthWith(read: () => Promise<QueueDepth[]>): void;
    /** One failed attempt of a job (retried or not). */
    jobFailed(queue: string): void;
  };
}

export type MetricsSources = {
  db: Database;
  /** The database client's connections; absent: no pool figures. */
  pool?: () => PoolStats;
  /** Node's own figures (CPU, memory, event-loop delay): on for the running server. */
  processMetrics?: boolean;
  /** How long a bookings-by-status count is reused: a scrape every few seconds costs one scan. */
  bookingsCacheMs?: number;
  now?: () => number;
};

/** Request latency buckets in seconds: from a cached catalog read (ms) to a slow list (s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One registry per server (not prom-client's global one), so tests build many side by side. */
export function createMetrics(sources: MetricsSources): OperationsMetrics {
  const registry = new Registry();
  const now = sources.now ?? Date.now;
  if (sources.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'mapleshine_http_request_duration_seconds',
    help: 'Answered HTTP requests by method, route template and status, with their latency.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const answeredBy = new Map<string, { observe(seconds: number): void }>();

  const declined = new Counter({
    name: 'mapleshine_payments_declined_total',
    help: 'Cards the payment gateway declined, by step (authorize, authorizeSavedCard, capture).',
    labelNames: ['step'] as const,
    registers: [registry],
  });

  const readPool = sources.pool;
  if (readPool) {
    new Gauge({
      name: 'mapleshine_db_pool_connections',
      help: 'Database connections: total open, idle, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = readPool();
        this.set({ state: 'total' }, stats.total);
        if (stats.idle !== undefined) this.set({ state: 'idle' }, stats.idle);
        if (stats.waiting !== undefined) this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const cacheMs = sources.bookingsCacheMs ?? 15_000;
  let counted: { at: number; counts: Map<string, number> } | null = null;
  new Gauge({
    name: 'mapleshine_bookings',
    help: 'Bookings by status (counted at most every 15 s).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      if (counted === null || now() - counted.at >= cacheMs) {
        // A database that does not answer keeps the last figures: the scrape itself still works,
        // and the pool and readiness figures say what is wrong.
        const rows = await bookingCountsByStatus(sources.db).catch(() => null);
        if (rows) counted = { at: now(), counts: new Map(rows.map((r) => [r.status, r.count])) };
      }
      if (!counted) return;
      for (const status of BOOKING_STATUSES) {
        this.set({ status }, counted.counts.get(status) ?? 0);
      }
    },
  });

  let readQueues: (() => Promise<QueueDepth[]>) | null = null;
  new Gauge({
    name: 'mapleshine_queue_jobs',
    help: 'Jobs in the background queue by queue and state (queued, active, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      if (!readQueues) return;
      const depths = await readQueues().catch(() => null);
      if (!depths) return;
      this.reset();
      for (const depth of depths) {
        this.set({ queue: depth.queue, state: 'queued' }, depth.queued);
        this.set({ queue: depth.queue, state: 'active' }, depth.active);
        this.set({ queue: depth.queue, state: 'failed' }, depth.failed);
      }
    },
  });
  const jobFailures = new Counter({
    name: 'mapleshine_queue_job_failures_total',
    help: 'Failed attempts of background jobs, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  return {
    async scrape() {
      return { text: await registry.metrics(), contentType: registry.contentType };
    },
    requestAnswered(method, route, status, seconds) {
      // prom-client checks and hashes the labels on every observe; one child per combination
      // does that once (route templates, methods and statuses are few).
      const key = `${method} ${status} ${route}`;
      let observed = answeredBy.get(key);
      if (!observed) {
        observed = requests.labels({ method, route, status: String(status) });
        answeredBy.set(key, observed);
      }
      observed.observe(seconds);
    },
    paymentDeclined(step) {
      declined.inc({ step });
    },
    queue: {
      reportDepthWith(read) {
        readQueues = read;
      },
      jobFailed(queue) {
        jobFailures.inc({ queue });
      },
    },
  };
}

/** What the request hooks and the metrics endpoint need of the metrics, given by app.ts and main.ts. */
type ServedMetrics = Pick<OperationsMetrics, 'scrape' | 'requestAnswered'>;

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_REQUIRED = 'Metrics need the bearer token (METRICS_TOKEN).';

/**
 * Every answer, timed, under its route's template; requests no route matched share one label.
 * Register it before any route: each route gets its own hook, which knows its template.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: ServedMetrics) {
  // Fastify's request.routeOptions builds a new object of twelve fields on every read: a
  // hook per route closes over its template instead (a catalog read costs about 50 µs).
  app.addHook('onRoute', (route) => {
    const template = route.url;
    const timed: onResponseHookHandler = (request, reply, done) => {
      metrics.requestAnswered(request.method, template, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    const own = route.onResponse;
    route.onResponse = own === undefined ? [timed] : [own, timed].flat();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      metrics.requestAnswered(
        request.method,
        'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}

/** Compares digests, so neither the token's length nor its first wrong byte shows in timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** GET /metrics on the app's own port, for a bearer of METRICS_TOKEN only. */
export function registerMetricsEndpoint(
  app: FastifyInstance,
  metrics: ServedMetrics,
  token: string,
) {
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ code: 401, message: METRICS_TOKEN_REQUIRED });
    }
    const { text, contentType } = await metrics.scrape();
    return reply.type(contentType).send(text);
  });
}

/** Where a metrics port without a token listens: only this machine can scrape it. */
export const METRICS_LOOPBACK = '127.0.0.1';

/**
 * Metrics on a port of their own (METRICS_PORT). With METRICS_TOKEN they listen on HOST and ask
 * for the token; without it, on loopback only, whatever HOST says: a port open on every
 * interface would tell anyone who found it the business's figures. Only GET /metrics answers.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  metrics: ServedMetrics;
  token: string | undefined;
}): Promise<Server> {
  const host = options.token === undefined ? METRICS_LOOPBACK : options.host;
  const server = createServer((request, response) => {
    void answerScrape(request, options).then(
      ({ status, headers, body }) => response.writeHead(status, headers).end(body),
      () => response.writeHead(503).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  return server;
}

async function answerScrape(
  request: IncomingMessage,
  options: { metrics: ServedMetrics; token: string | undefined },
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
  const path = (request.url ?? '').split('?')[0];
  if (request.method !== 'GET' || path !== METRICS_PATH) {
    return {
      status: 404,
      headers: json,
      body: JSON.stringify({ code: 404, message: 'Not found.' }),
    };
  }
  if (options.token !== undefined && !bearerMatches(request.headers.authorization, options.token)) {
    return {
      status: 401,
      headers: { ...json, 'www-authenticate': 'Bearer' },
      body: JSON.stringify({ code: 401, message: METRICS_TOKEN_REQUIRED }),
    };
  }
  const { text, contentType } = await options.metrics.scrape();
  return {
    status: 200,
    headers: { 'content-type': contentType, 'cache-control': 'no-store' },
    body: text,
  };
}
