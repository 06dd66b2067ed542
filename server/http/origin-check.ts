import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = httpRefusals.foreignOrigin.english;

/**
 * A page on another site cannot act for a signed-in user: a state-changing request whose Origin
 * is neither PUBLIC_URL's nor the requested host's is refused (as is one the browser marks as
 * cross-site). Requests without an Origin (curl, server-to-server) carry no cookie from a
 * browser and pass. Run by the one onRequest hook (request-guards.ts), after the security
 * headers, so a refused request still carries them.
 */
export function originRefusal(publicUrl: string): (request: FastifyRequest) => HttpError | null {
  const publicOrigin = new URL(publicUrl).origin;
  return (request) => (isForeign(request) ? new HttpError(403, httpRefusals.foreignOrigin) : null);

  function isForeign(request: FastifyRequest): boolean {
    if (SAFE_METHODS.has(request.method)) return false;
    if (request.headers['sec-fetch-site'] === 'cross-site') return true;
    const origin = request.headers.origin;
    if (!origin) return false;
    const sameHost = [`http://${request.host}`, `https://${request.host}`].includes(origin);
    return origin !== publicOrigin && !sameHost;
  }
}
