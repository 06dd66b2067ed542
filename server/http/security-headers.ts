import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Every path under it answers the contract's JSON, never a page (openapi.yaml, notFoundAnswer). */
const API_PREFIX = '/api/';

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

/**
 * The headers of a JSON answer (decision 022, after OWASP's REST Security Cheat Sheet): nothing
 * in it may load, run or be framed, the browser keeps the declared type, other sites may not
 * embed it, and HSTS as on the pages. The pages' other headers steer documents (opener, agent
 * cluster, DNS prefetch, legacy IE and Flash switches), which a JSON answer never becomes.
 */
function apiHeaders(pageHeaders: [string, string][]): [string, string][] {
  const hsts = pageHeaders.filter(([name]) => name === 'strict-transport-security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'no-referrer'],
    ['cross-origin-resource-policy', 'same-origin'],
    ...hsts,
  ];
}

export type SecurityHeaderSets = { page: [string, string][]; api: [string, string][] };

/** Both sets of headers, worked out once at start. */
export function securityHeaderSets(options: HelmetOptions): SecurityHeaderSets {
  const page = helmetHeaders(options);
  return { page, api: apiHeaders(page) };
}

/**
 * Security headers on every answer, set first so refusals and errors carry them too: Helmet's
 * full set (the web app's CSP) on pages, files and everything else, the API set on `/api/`.
 * Run by the one onRequest hook (request-guards.ts).
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  sets: SecurityHeaderSets,
): void {
  // Onto Fastify's own header object, not Node's response: Node then checks every header once,
  // when the answer is written. Set on Node's response, each was checked there and again when
  // Fastify's headers were merged into them: about 4 µs of a catalog read's 50 (bench/README.md).
  // Fastify keeps them on errors and refusals too (it only drops the body's type and length).
  const headers = request.url.startsWith(API_PREFIX) ? sets.api : sets.page;
  for (const [name, value] of headers) reply.header(name, value);
}
