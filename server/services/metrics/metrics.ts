import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import { BOOKING_STATUSES, bookingCountsByStatus } from '../../db/queries/operations.ts';

/** Connections of the database client: a pg pool's three counts; PGlite has one, in process. */
export type PoolStats = { total: number; idle?: number; waiting?: number };

/** One queue's jobs right now, as the job queue reports them on each scrape. */
export type QueueDepth = { queue: string; queued: number; active: number; failed: number };

/**
 * What the rest of the server records, in its own words; prom-client stays in this folder.
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
