import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. They depend only on the options, yet @fastify/helmet builds
 * Helmet (and parses the whole CSP) again on every request: a sixth of the server's time under
 * load (bench/). Helmet writes them onto a throwaway response here, and every answer gets a copy.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** Security headers on every answer, set first so refusals and errors carry them too. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
