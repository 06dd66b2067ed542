import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '#server/config.ts';
import {
  METRICS_LOOPBACK,
  METRICS_TOKEN_REQUIRED,
  startMetricsServer,
  createMetrics,
  type OperationsMetrics,
} from '#server/platform/metrics.ts';
import { PaymentDeclined } from '#server/payments/gateway.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const TOKEN = 'a-long-enough-metrics-token-1234';

let server: TestApp;
let metrics: OperationsMetrics;
beforeAll(async () => {
  server = await startTestApp({ metricsToken: TOKEN });
  metrics = server.app.appContext.metrics;
});
afterAll(async () => {
  await server?.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

async function scrape(): Promise<string> {
  const answer = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

describe('GET /healthz', () => {
  it('answers 200 "OK." without a session, never cached', async () => {
    const answer = await get('/healthz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, message: 'OK.' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each(['/healthz', '/readyz'])(
    'answers %s for a stale session cookie instead of asking to log in',
    async (url) => {
      const answer = await get(url, { cookie: 'mapleshine_session=not-a-session' });
      expect(answer.statusCode).toBe(200);
    },
  );

  it.each(['/healthz?verbose=1', '/readyz?debug=true&details=all'])(
    'answers %s with the same bare sentence: a query asks for no internals',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(Object.keys(answer.json() as object)).toEqual(['code', 'message']);
    },
  );

  it('is only a GET: a POST to /readyz is not found', async () => {
    const answer = await server.app.inject({ method: 'POST', url: '/readyz', payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 404, message: 'Not found.' });
  });

  it('answers every probe of a busy orchestrator: 300 in a row, none limited', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => get('/healthz')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });
});

describe('GET /readyz', () => {
  it('answers 200 "Ready." when the database answers and has every migration', async () => {
    const answer = await get('/readyz');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, message: 'Ready.' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 "Not ready." and nothing more when a shipped migration is missing', async () => {
    const db = server.database.db;
    const newest = await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    try {
      const answer = await get('/readyz');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 503, message: 'Not ready.' });
    } finally {
      const rows = (
        newest as unknown as { rows: { id: number; hash: string; created_at: string }[] }
      ).rows;
      for (const row of rows) {
        await db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
        );
      }
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 "Not ready." when the database does not answer', async () => {
    const lost = await startTestApp();
    await lost.database.close();
    try {
      const answer = await lost.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 503, message: 'Not ready.' });
      expect((await lost.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await lost.app.close();
    }
  });
});

describe('GET /metrics behind METRICS_TOKEN', () => {
  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token in another scheme', { authorization: `Basic ${TOKEN}` }],
  ])('refuses %s with 401 and shows no figure', async (_name, headers) => {
    const answer = await get('/metrics', headers);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ code: 401, message: METRICS_TOKEN_REQUIRED });
    expect(answer.headers['www-authenticate']).toBe('Bearer');
    expect(answer.body).not.toContain('mapleshine_');
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const plain = await startTestApp();
    try {
      const answer = await plain.app.inject({ method: 'GET', url: '/metrics' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('mapleshine_');
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route template and status, with a latency histogram', async () => {
    await get('/healthz');
    await get('/uploads/unknown.png');
    const text = await scrape();
    expect(text).toContain('# TYPE mapleshine_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /mapleshine_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /mapleshine_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz",status="200"\} \d+/,
    );
    // The template, not the URL: a visitor cannot add a series per name they try.
    expect(text).toMatch(/route="\/uploads\/:name",status="404"\} 1/);
    expect(text).not.toContain('unknown.png');
  });

  it('gives bookings by status from the database', async () => {
    const [row] = (
      (await server.database.db.execute(
        sql`select count(*)::int as n from bookings where status = 'completed'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const text = await scrape();
    expect(text).toContain(`mapleshine_bookings{status="completed"} ${row?.n ?? 0}`);
    for (const status of ['draft', 'quoted', 'authorized', 'assigned', 'inProgress', 'cancelled']) {
      expect(text).toMatch(new RegExp(`mapleshine_bookings\\{status="${status}"\\} \\d+`));
    }
  });

  it('counts a card the gateway declines, by step', async () => {
    const before = await scrape();
    expect(before).not.toContain('mapleshine_payments_declined_total{step="authorize"}');
    await expect(
      server.app.appContext.payments.authorize({
        amountCents: 12_345,
        paymentMethodId: 'pm_card_chargeDeclined',
        idempotencyKey: 'metrics-decline-1',
        description: 'Metrics test',
        customerEmail: 'metrics@example.ca',
      }),
    ).rejects.toBeInstanceOf(PaymentDeclined);
    expect(await scrape()).toContain('mapleshine_payments_declined_total{step="authorize"} 1');
  });

  it('shows the queue depth and failures the job queue reports', async () => {
    metrics.queue.reportDepthWith(async () => [
      { queue: 'email', queued: 3, active: 1, failed: 2 },
    ]);
    metrics.queue.jobFailed('email');
    const text = await scrape();
    expect(text).toContain('mapleshine_queue_jobs{queue="email",state="queued"} 3');
    expect(text).toContain('mapleshine_queue_jobs{queue="email",state="active"} 1');
    expect(text).toContain('mapleshine_queue_jobs{queue="email",state="failed"} 2');
    expect(text).toContain('mapleshine_queue_job_failures_total{queue="email"} 1');
  });

  it("shows the database pool's connections", async () => {
    const withPool = await startTestApp({
      metricsToken: TOKEN,
      metrics: createMetrics({
        db: server.database.db,
        pool: () => ({ total: 4, idle: 3, waiting: 0 }),
      }),
    });
    try {
      const answer = await withPool.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(answer.body).toContain('mapleshine_db_pool_connections{state="total"} 4');
      expect(answer.body).toContain('mapleshine_db_pool_connections{state="idle"} 3');
      expect(answer.body).toContain('mapleshine_db_pool_connections{state="waiting"} 0');
    } finally {
      await withPool.close();
    }
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let metricsServer: Server;
  let port: number;
  beforeAll(async () => {
    metricsServer = await startMetricsServer({ port: 0, host: '127.0.0.1', metrics, token: TOKEN });
    port = (metricsServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => metricsServer.close(resolve));
  });

  function fetchPort(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; type: string | undefined }>(
      (resolve, reject) => {
        const call = request({ host: '127.0.0.1', port, path, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body,
              type: response.headers['content-type'],
            }),
          );
        });
        call.on('error', reject);
        call.end();
      },
    );
  }

  it('serves the exposition text to the bearer of the token', async () => {
    const answer = await fetchPort('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('text/plain');
    expect(answer.body).toContain('mapleshine_bookings{status="completed"}');
  });

  it('refuses a scrape without the token when one is set', async () => {
    const answer = await fetchPort('/metrics');
    expect(answer.status).toBe(401);
    expect(answer.body).not.toContain('mapleshine_');
  });

  it('answers nothing but /metrics', async () => {
    const answer = await fetchPort('/healthz', { authorization: `Bearer ${TOKEN}` });
    expect(answer.status).toBe(404);
  });
});

describe('where a metrics port listens', () => {
  async function listensOn(token: string | undefined): Promise<string> {
    const server = await startMetricsServer({ port: 0, host: '0.0.0.0', metrics, token });
    try {
      return (server.address() as AddressInfo).address;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('is loopback only without a token, whatever HOST says', async () => {
    expect(await listensOn(undefined)).toBe(METRICS_LOOPBACK);
  });

  it('is HOST with a token, which every scrape must bring', async () => {
    expect(await listensOn(TOKEN)).toBe('0.0.0.0');
  });
});

describe('metrics in the configuration', () => {
  it('serves no metrics unless METRICS_PORT or METRICS_TOKEN is set', () => {
    expect(readServerConfig({}).metrics).toEqual({ port: undefined, token: undefined });
  });

  it('reads METRICS_PORT and the token', () => {
    expect(readServerConfig({ METRICS_PORT: '9464', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: 9464,
      token: TOKEN,
    });
  });

  it('waits 25 s for a graceful shutdown unless SHUTDOWN_TIMEOUT_MS says otherwise', () => {
    expect(readServerConfig({}).shutdownTimeoutMs).toBe(25_000);
    expect(readServerConfig({ SHUTDOWN_TIMEOUT_MS: '60000' }).shutdownTimeoutMs).toBe(60_000);
    expect(() => readServerConfig({ SHUTDOWN_TIMEOUT_MS: '10' })).toThrow('SHUTDOWN_TIMEOUT_MS');
  });

  it('refuses a METRICS_TOKEN shorter than 16 characters, without echoing it', () => {
    expect(() => readServerConfig({ METRICS_TOKEN: 'short-secret' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters',
    );
    expect(() => readServerConfig({ METRICS_TOKEN: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
