import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from other sites are not allowed.';

/**
 * A page on another site cannot act for a signed-in user: a state-changing request whose Origin
 * is neither PUBLIC_URL's nor the requested host's is refused (as is one the browser marks as
 * cross-site). Requests without an Origin (curl, server-to-server) carry no cookie from a
 * browser and pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  // A callback hook: an async one costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, _reply, done) => {
    done(isForeign(request) ? new HttpError(403, FOREIGN_ORIGIN_MESSAGE) : undefined);
  });

  function isForeign(request: FastifyRequest): boolean {
    if (SAFE_METHODS.has(request.method)) return false;
    if (request.headers['sec-fetch-site'] === 'cross-site') return true;
    const origin = request.headers.origin;
    if (!origin) return false;
    const sameHost = [`http://${request.host}`, `https://${request.host}`].includes(origin);
    return origin !== publicOrigin && !sameHost;
  }
}
