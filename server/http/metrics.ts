import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';

/** What this file needs of the metrics service (services/metrics), given by app.ts and main.ts. */
export type OperationsMetrics = {
  scrape(): Promise<{ text: string; contentType: string }>;
  requestAnswered(method: string, route: string, status: number, seconds: number): void;
};

export const METRICS_PATH = '/metrics';
export const METRICS_TOKEN_REQUIRED = 'Metrics need the bearer token (METRICS_TOKEN).';

/**
 * Every answer, timed, under its route's template; requests no route matched share one label.
 * Register it before any route: each route gets its own hook, which knows its template.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: OperationsMetrics) {
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
  metrics: OperationsMetrics,
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
  metrics: OperationsMetrics;
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
  options: { metrics: OperationsMetrics; token: string | undefined },
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
